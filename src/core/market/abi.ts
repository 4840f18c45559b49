/**
 * Sequence Market v2, the platform's on-chain market, as the kit calls and
 * reads it (issue 43): a native order (`native_marketplace_v2`) is a request
 * of it, and its `orderId` the request's id. The functions the kit sends, the
 * events it reads from logs and webhooks, and every custom error a call may
 * revert with — as the platform publishes them (docs/decisions.md, "The
 * market on chain"; checked against the published ABI and the emulator's
 * contract in src/emulator/chain/marketInterface.test.ts). A literal, not parsed
 * from signatures: the parser would be in every app's bundle.
 */

import { MARKET_CANCEL_ABI } from './cancelAbi.js'
import { MARKET_ERROR_ABI } from './errorAbi.js'

/** `createRequest`'s argument, in its order. */
const REQUEST_PARAMS = [
  { type: 'bool', name: 'isListing' },
  { type: 'bool', name: 'isERC1155' },
  { type: 'address', name: 'tokenContract' },
  { type: 'uint256', name: 'tokenId' },
  { type: 'uint256', name: 'quantity' },
  { type: 'uint96', name: 'expiry' },
  { type: 'address', name: 'currency' },
  { type: 'uint256', name: 'pricePerToken' },
] as const

/** A stored request: its creator, then `REQUEST_PARAMS`. */
const REQUEST = [
  { type: 'address', name: 'creator' },
  { type: 'bool', name: 'isListing' },
  { type: 'bool', name: 'isERC1155' },
  { type: 'address', name: 'tokenContract' },
  { type: 'uint256', name: 'tokenId' },
  { type: 'uint256', name: 'quantity' },
  { type: 'uint96', name: 'expiry' },
  { type: 'address', name: 'currency' },
  { type: 'uint256', name: 'pricePerToken' },
] as const

/**
 * The market's ABI as the kit uses it.
 *
 * @example
 * ```ts
 * encodeFunctionData({ abi: SEQUENCE_MARKET_ABI, functionName: 'cancelRequest', args: [requestId] })
 * ```
 */
export const SEQUENCE_MARKET_ABI = [
  {
    name: 'createRequest',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'tuple', name: 'request', components: REQUEST_PARAMS }],
    outputs: [{ type: 'uint256', name: 'requestId' }],
  },
  {
    name: 'createRequestBatch',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'tuple[]', name: 'requests', components: REQUEST_PARAMS }],
    outputs: [{ type: 'uint256[]', name: 'requestIds' }],
  },
  {
    name: 'acceptRequest',
    type: 'function',
    stateMutability: 'payable',
    inputs: [
      { type: 'uint256', name: 'requestId' },
      { type: 'uint256', name: 'quantity' },
      { type: 'address', name: 'recipient' },
      { type: 'uint256[]', name: 'additionalFees' },
      { type: 'address[]', name: 'additionalFeeRecipients' },
    ],
    outputs: [],
  },
  {
    name: 'getRequest',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'uint256', name: 'requestId' }],
    outputs: [{ type: 'tuple', name: 'request', components: REQUEST }],
  },
  {
    name: 'getRequestBatch',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'uint256[]', name: 'requestIds' }],
    outputs: [{ type: 'tuple[]', name: 'requests', components: REQUEST }],
  },
  {
    name: 'isRequestValid',
    type: 'function',
    stateMutability: 'view',
    inputs: [
      { type: 'uint256', name: 'requestId' },
      { type: 'uint256', name: 'quantity' },
    ],
    outputs: [
      { type: 'bool', name: 'valid' },
      { type: 'tuple', name: 'request', components: REQUEST },
    ],
  },
  {
    name: 'getRoyaltyInfo',
    type: 'function',
    stateMutability: 'view',
    inputs: [
      { type: 'address', name: 'tokenContract' },
      { type: 'uint256', name: 'tokenId' },
      { type: 'uint256', name: 'cost' },
    ],
    outputs: [
      { type: 'address', name: 'recipient' },
      { type: 'uint256', name: 'royalty' },
    ],
  },
  {
    name: 'RequestCreated',
    type: 'event',
    inputs: [
      { type: 'uint256', name: 'requestId', indexed: true },
      { type: 'address', name: 'creator', indexed: true },
      { type: 'address', name: 'tokenContract', indexed: true },
      { type: 'uint256', name: 'tokenId' },
      { type: 'bool', name: 'isListing' },
      { type: 'uint256', name: 'quantity' },
      { type: 'address', name: 'currency' },
      { type: 'uint256', name: 'pricePerToken' },
      { type: 'uint256', name: 'expiry' },
    ],
  },
  {
    name: 'RequestAccepted',
    type: 'event',
    inputs: [
      { type: 'uint256', name: 'requestId', indexed: true },
      { type: 'address', name: 'buyer', indexed: true },
      { type: 'address', name: 'tokenContract', indexed: true },
      { type: 'address', name: 'recipient' },
      { type: 'uint256', name: 'quantity' },
      { type: 'uint256', name: 'quantityRemaining' },
    ],
  },
  {
    name: 'RequestCancelled',
    type: 'event',
    inputs: [
      { type: 'uint256', name: 'requestId', indexed: true },
      { type: 'address', name: 'tokenContract', indexed: true },
    ],
  },
  {
    name: 'RequestsInvalidated',
    type: 'event',
    inputs: [
      { type: 'address', name: 'creator', indexed: true },
      { type: 'uint256', name: 'invalidatedBefore', indexed: true },
    ],
  },
  {
    name: 'RequestsInvalidated',
    type: 'event',
    inputs: [
      { type: 'address', name: 'creator', indexed: true },
      { type: 'address', name: 'tokenContract', indexed: true },
      { type: 'uint256', name: 'invalidatedBefore', indexed: true },
    ],
  },
  ...MARKET_ERROR_ABI,
  ...MARKET_CANCEL_ABI,
] as const

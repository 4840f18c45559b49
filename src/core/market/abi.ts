/**
 * Sequence Market v2, the platform's on-chain market, as the kit calls and
 * reads it (issue 43): a native order (`native_marketplace_v2`) is a request
 * of it, and its `orderId` the request's id. The functions the kit sends, the
 * events it reads from logs and webhooks, and every custom error a call may
 * revert with — as the platform publishes them (docs/decisions.md, "The
 * market on chain"; checked against the published ABI and the emulator's
 * contract in src/emulator/chain/marketInterface.test.ts). A literal, not parsed
 * from signatures: the parser would be in every app's bundle. A trade's,
 * a cancel's and the errors' parts are files of their own, so that each flow
 * brings only its part into a bundle.
 */

import { MARKET_CANCEL_ABI } from './cancelAbi.js'
import { MARKET_ERROR_ABI } from './errorAbi.js'
import { MARKET_TRADE_ABI, REQUEST, REQUEST_PARAMS } from './tradeAbi.js'

/**
 * The market's ABI as the kit uses it.
 *
 * @example
 * ```ts
 * encodeFunctionData({ abi: SEQUENCE_MARKET_ABI, functionName: 'cancelRequest', args: [requestId] })
 * ```
 */
export const SEQUENCE_MARKET_ABI = [
  ...MARKET_TRADE_ABI,
  {
    name: 'createRequestBatch',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'tuple[]', name: 'requests', components: REQUEST_PARAMS }],
    outputs: [{ type: 'uint256[]', name: 'requestIds' }],
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

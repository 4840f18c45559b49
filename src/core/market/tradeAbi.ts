/**
 * What a trade on Sequence Market sends and reads (issue 45): a request made
 * or accepted, a request's validity and royalty checked before, and the
 * events that say what the transaction did. Apart from the rest of the
 * market's ABI (abi.ts), so that trading brings only these into a bundle;
 * abi.ts spreads them into `SEQUENCE_MARKET_ABI`, which
 * src/emulator/chain/marketInterface.test.ts checks against the published
 * interface.
 */

/** `createRequest`'s argument, in its order. */
export const REQUEST_PARAMS = [
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
export const REQUEST = [{ type: 'address', name: 'creator' }, ...REQUEST_PARAMS] as const

/** The market's functions and events a trade uses. */
export const MARKET_TRADE_ABI = [
  {
    name: 'createRequest',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'tuple', name: 'request', components: REQUEST_PARAMS }],
    outputs: [{ type: 'uint256', name: 'requestId' }],
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
] as const

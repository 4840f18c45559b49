/**
 * Sequence Market's cancels (issue 43): one request, many in one transaction,
 * or every request of the caller on a collection. Apart from the rest of the
 * market's ABI (abi.ts), so that cancelling brings only these into a bundle.
 */

/** The market's cancel functions. */
export const MARKET_CANCEL_ABI = [
  {
    name: 'cancelRequest',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'uint256', name: 'requestId' }],
    outputs: [],
  },
  {
    name: 'cancelRequestBatch',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'uint256[]', name: 'requestIds' }],
    outputs: [],
  },
  {
    name: 'invalidateRequests',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [],
    outputs: [],
  },
  {
    name: 'invalidateRequests',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [{ type: 'address', name: 'tokenContract' }],
    outputs: [],
  },
] as const

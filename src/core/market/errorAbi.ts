/**
 * Sequence Market's custom errors (issue 43), as the platform publishes
 * them: what a call of the market reverts with. Apart from the rest of the
 * market's ABI (abi.ts), so that reading a refusal in words brings only
 * these into a bundle; abi.ts spreads them into `SEQUENCE_MARKET_ABI`.
 */

/** The market's custom errors. */
export const MARKET_ERROR_ABI = [
  { name: 'InvalidAdditionalFees', type: 'error', inputs: [] },
  { name: 'InvalidBatchRequest', type: 'error', inputs: [] },
  { name: 'InvalidCurrency', type: 'error', inputs: [] },
  {
    name: 'InvalidCurrencyApproval',
    type: 'error',
    inputs: [
      { type: 'address', name: 'currency' },
      { type: 'uint256', name: 'quantity' },
      { type: 'address', name: 'owner' },
    ],
  },
  { name: 'InvalidExpiry', type: 'error', inputs: [] },
  { name: 'InvalidPrice', type: 'error', inputs: [] },
  { name: 'InvalidQuantity', type: 'error', inputs: [] },
  { name: 'InvalidRequestId', type: 'error', inputs: [{ type: 'uint256', name: 'requestId' }] },
  { name: 'InvalidRoyalty', type: 'error', inputs: [] },
  {
    name: 'InvalidTokenApproval',
    type: 'error',
    inputs: [
      { type: 'address', name: 'tokenContract' },
      { type: 'uint256', name: 'tokenId' },
      { type: 'uint256', name: 'quantity' },
      { type: 'address', name: 'owner' },
    ],
  },
  { name: 'Invalidated', type: 'error', inputs: [] },
  {
    name: 'UnsupportedContractInterface',
    type: 'error',
    inputs: [
      { type: 'address', name: 'contractAddress' },
      { type: 'bytes4', name: 'interfaceId' },
    ],
  },
] as const

/**
 * ETHAuth proofs (decisions.md §8): decode and encode proof strings, build the
 * EIP-712 typed data their signatures cover, and verify them. Framework-free;
 * viem does the cryptography.
 */
export {
  type CreateETHAuthProofOptions,
  createETHAuthProof,
  type ETHAuthSigner,
} from './create.js'
export {
  decodeETHAuthProof,
  type ETHAuthClaims,
  type ETHAuthProof,
  type ETHAuthProofInput,
  encodeETHAuthProof,
} from './proof.js'
export { type ETHAuthTypedData, type ETHAuthTypes, ethAuthTypedData } from './typedData.js'
export {
  type ETHAuthChainReader,
  type ETHAuthVerification,
  type VerifyETHAuthOptions,
  validateETHAuthClaims,
  verifyETHAuthProof,
} from './verify.js'

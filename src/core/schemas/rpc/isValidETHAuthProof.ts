import * as z from 'zod/mini'
import { address, bool, model, nonEmpty } from '../primitives.js'
import { defineRpc } from './define.js'

/** A proof string to check for a wallet on a chain (decisions.md §8). */
export const IsValidETHAuthProofRequest = z.object({
  chainId: nonEmpty,
  walletAddress: address,
  ethAuthProofString: nonEmpty,
})
export type IsValidETHAuthProofRequest = z.input<typeof IsValidETHAuthProofRequest>

export const IsValidETHAuthProofResponse = model({ isValid: bool })
export type IsValidETHAuthProofResponse = z.infer<typeof IsValidETHAuthProofResponse>

/** `API/IsValidETHAuthProof` (interface §4.5). */
export const IsValidETHAuthProof = defineRpc(
  'API',
  'IsValidETHAuthProof',
  IsValidETHAuthProofRequest,
  IsValidETHAuthProofResponse,
)

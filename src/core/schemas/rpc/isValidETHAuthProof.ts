import * as z from 'zod/mini'
import { address, nonEmpty } from '../primitives.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

/** A proof string to check for a wallet on a chain (decisions.md §8). */
export const IsValidETHAuthProofRequest = z.object({
  chainId: nonEmpty,
  walletAddress: address,
  ethAuthProofString: nonEmpty,
})
export type IsValidETHAuthProofRequest = z.input<typeof IsValidETHAuthProofRequest>

export const IsValidETHAuthProofResponse = r.model({ isValid: r.bool })
export type IsValidETHAuthProofResponse = r.Infer<typeof IsValidETHAuthProofResponse>

/** `API/IsValidETHAuthProof` (interface §4.5). */
export const IsValidETHAuthProof = defineRpc(
  'API',
  'IsValidETHAuthProof',
  IsValidETHAuthProofRequest,
  IsValidETHAuthProofResponse,
  { live: 'none' },
)

import * as z from 'zod/mini'
import * as r from '../read.js'
import { defineRpc } from './define.js'

/** GetChainID takes an empty object. */
export const GetChainIdRequest = z.object({})
export type GetChainIdRequest = z.input<typeof GetChainIdRequest>

/** The chain id of the relayer's network. */
export const GetChainIdResponse = r.model({ chainID: r.int })
export type GetChainIdResponse = r.Infer<typeof GetChainIdResponse>

/** `Relayer/GetChainID` (interface §4.1). */
export const GetChainId = defineRpc(
  'Relayer',
  'GetChainID',
  GetChainIdRequest,
  GetChainIdResponse,
  { live: 'none' },
)

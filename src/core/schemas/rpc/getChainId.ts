import * as z from 'zod/mini'
import { int, model } from '../primitives.js'
import { defineRpc } from './define.js'

/** GetChainID takes an empty object. */
export const GetChainIdRequest = z.object({})
export type GetChainIdRequest = z.input<typeof GetChainIdRequest>

/** The chain id of the relayer's network. */
export const GetChainIdResponse = model({ chainID: int })
export type GetChainIdResponse = z.infer<typeof GetChainIdResponse>

/** `Relayer/GetChainID` (interface §4.1). */
export const GetChainId = defineRpc('Relayer', 'GetChainID', GetChainIdRequest, GetChainIdResponse)

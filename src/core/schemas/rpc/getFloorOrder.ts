import * as z from 'zod/mini'
import { Collectible } from '../collectible.js'
import { address } from '../primitives.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

export const GetFloorOrderRequest = z.object({ contractAddress: address })
export type GetFloorOrderRequest = z.input<typeof GetFloorOrderRequest>

/** The collectible whose live listing is the cheapest, that listing as `order`. */
export const GetFloorOrderResponse = r.model({ collectible: r.opt(Collectible) })
export type GetFloorOrderResponse = r.Infer<typeof GetFloorOrderResponse>

/** `Marketplace/GetFloorOrder` (interface §4.3). */
export const GetFloorOrder = defineRpc(
  'Marketplace',
  'GetFloorOrder',
  GetFloorOrderRequest,
  GetFloorOrderResponse,
  { live: 'collection' },
)

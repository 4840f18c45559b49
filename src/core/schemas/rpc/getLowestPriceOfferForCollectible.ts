import type * as z from 'zod/mini'
import { CollectibleOrdersRequest } from '../marketplace.js'
import { Order } from '../order.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

export const GetLowestPriceOfferForCollectibleRequest = CollectibleOrdersRequest
export type GetLowestPriceOfferForCollectibleRequest = z.input<
  typeof GetLowestPriceOfferForCollectibleRequest
>

export const GetLowestPriceOfferForCollectibleResponse = r.model({ order: r.opt(Order) })
export type GetLowestPriceOfferForCollectibleResponse = r.Infer<
  typeof GetLowestPriceOfferForCollectibleResponse
>

/** `Marketplace/GetLowestPriceOfferForCollectible` (interface §4.3). */
export const GetLowestPriceOfferForCollectible = defineRpc(
  'Marketplace',
  'GetLowestPriceOfferForCollectible',
  GetLowestPriceOfferForCollectibleRequest,
  GetLowestPriceOfferForCollectibleResponse,
  { live: 'token' },
)

import type * as z from 'zod/mini'
import { CollectibleOrdersRequest } from '../marketplace.js'
import { Order } from '../order.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

export const GetHighestPriceListingForCollectibleRequest = CollectibleOrdersRequest
export type GetHighestPriceListingForCollectibleRequest = z.input<
  typeof GetHighestPriceListingForCollectibleRequest
>

export const GetHighestPriceListingForCollectibleResponse = r.model({ order: r.opt(Order) })
export type GetHighestPriceListingForCollectibleResponse = r.Infer<
  typeof GetHighestPriceListingForCollectibleResponse
>

/** `Marketplace/GetHighestPriceListingForCollectible` (interface §4.3). */
export const GetHighestPriceListingForCollectible = defineRpc(
  'Marketplace',
  'GetHighestPriceListingForCollectible',
  GetHighestPriceListingForCollectibleRequest,
  GetHighestPriceListingForCollectibleResponse,
  { live: 'token' },
)

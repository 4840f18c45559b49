import type * as z from 'zod/mini'
import { CollectibleOrdersRequest } from '../marketplace.js'
import { Order } from '../order.js'
import { model } from '../primitives.js'
import { defineRpc } from './define.js'

export const GetHighestPriceListingForCollectibleRequest = CollectibleOrdersRequest
export type GetHighestPriceListingForCollectibleRequest = z.input<
  typeof GetHighestPriceListingForCollectibleRequest
>

export const GetHighestPriceListingForCollectibleResponse = model({ order: Order })
export type GetHighestPriceListingForCollectibleResponse = z.infer<
  typeof GetHighestPriceListingForCollectibleResponse
>

/** `Marketplace/GetHighestPriceListingForCollectible` (interface §4.3). */
export const GetHighestPriceListingForCollectible = defineRpc(
  'Marketplace',
  'GetHighestPriceListingForCollectible',
  GetHighestPriceListingForCollectibleRequest,
  GetHighestPriceListingForCollectibleResponse,
)

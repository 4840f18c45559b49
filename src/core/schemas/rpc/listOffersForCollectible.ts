import * as z from 'zod/mini'
import { CollectibleOrdersRequest } from '../marketplace.js'
import { Order } from '../order.js'
import { Page, PageRequest } from '../page.js'
import { array, model, optional } from '../primitives.js'
import { defineRpc } from './define.js'

export const ListOffersForCollectibleRequest = z.extend(CollectibleOrdersRequest, {
  page: optional(PageRequest),
})
export type ListOffersForCollectibleRequest = z.input<typeof ListOffersForCollectibleRequest>

/** Live offers, highest first. */
export const ListOffersForCollectibleResponse = model({ offers: array(Order), page: Page })
export type ListOffersForCollectibleResponse = z.infer<typeof ListOffersForCollectibleResponse>

/** `Marketplace/ListOffersForCollectible` (interface §4.3). */
export const ListOffersForCollectible = defineRpc(
  'Marketplace',
  'ListOffersForCollectible',
  ListOffersForCollectibleRequest,
  ListOffersForCollectibleResponse,
)

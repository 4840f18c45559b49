import * as z from 'zod/mini'
import { CollectibleOrdersRequest } from '../marketplace.js'
import { Order } from '../order.js'
import { Page, PageRequest } from '../page.js'
import { optional } from '../primitives.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

export const ListOffersForCollectibleRequest = z.object({
  ...CollectibleOrdersRequest.shape,
  page: optional(PageRequest),
})
export type ListOffersForCollectibleRequest = z.input<typeof ListOffersForCollectibleRequest>

/** Live offers, highest first. */
export const ListOffersForCollectibleResponse = r.model({
  offers: r.list(Order),
  page: r.opt(Page),
})
export type ListOffersForCollectibleResponse = r.Infer<typeof ListOffersForCollectibleResponse>

/** `Marketplace/ListOffersForCollectible` (interface §4.3). */
export const ListOffersForCollectible = defineRpc(
  'Marketplace',
  'ListOffersForCollectible',
  ListOffersForCollectibleRequest,
  ListOffersForCollectibleResponse,
  { live: 'token' },
)

import * as z from 'zod/mini'
import { CollectibleOrdersRequest } from '../marketplace.js'
import { Order } from '../order.js'
import { Page, PageRequest } from '../page.js'
import { optional } from '../primitives.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

/**
 * The interface lists no `page` for this request, but its response is paged:
 * the kit sends `page` as ListOffersForCollectible does (decisions.md §5).
 */
export const ListListingsForCollectibleRequest = z.object({
  ...CollectibleOrdersRequest.shape,
  page: optional(PageRequest),
})
export type ListListingsForCollectibleRequest = z.input<typeof ListListingsForCollectibleRequest>

/** Live listings, cheapest first. */
export const ListListingsForCollectibleResponse = r.model({
  listings: r.list(Order),
  page: r.opt(Page),
})
export type ListListingsForCollectibleResponse = r.Infer<typeof ListListingsForCollectibleResponse>

/** `Marketplace/ListListingsForCollectible` (interface §4.3). */
export const ListListingsForCollectible = defineRpc(
  'Marketplace',
  'ListListingsForCollectible',
  ListListingsForCollectibleRequest,
  ListListingsForCollectibleResponse,
  { live: 'token' },
)

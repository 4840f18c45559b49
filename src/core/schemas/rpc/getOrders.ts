import * as z from 'zod/mini'
import { Marketplace } from '../marketplace.js'
import { Order } from '../order.js'
import { Page } from '../page.js'
import { address, array, nonEmpty, optional, sized } from '../primitives.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

/**
 * One order to fetch: its collection and its `orderId`, and its marketplace
 * when known (sent as given; a real server may need it to find the order).
 */
export const OrderReference = z.object({
  contractAddress: address,
  orderId: nonEmpty,
  marketplace: optional(Marketplace),
})
export type OrderReference = z.input<typeof OrderReference>

/** Between 1 and 100 orders to fetch (decisions.md §6). */
export const GetOrdersRequest = z.object({
  input: sized(array(OrderReference), 1, 100),
})
export type GetOrdersRequest = z.input<typeof GetOrdersRequest>

/** The orders named, in input order; unknown pairs are left out. */
export const GetOrdersResponse = r.model({ orders: r.list(Order), page: r.opt(Page) })
export type GetOrdersResponse = r.Infer<typeof GetOrdersResponse>

/** `Marketplace/GetOrders` (interface §4.3). */
export const GetOrders = defineRpc(
  'Marketplace',
  'GetOrders',
  GetOrdersRequest,
  GetOrdersResponse,
  { live: 'collection' },
)

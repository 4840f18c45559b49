import * as z from 'zod/mini'
import { Order } from '../order.js'
import { Page } from '../page.js'
import { address, array, model, nonEmpty, sized } from '../primitives.js'
import { defineRpc } from './define.js'

/** One order to fetch: its collection and its `orderId`. */
export const OrderReference = z.object({ contractAddress: address, orderId: nonEmpty })
export type OrderReference = z.input<typeof OrderReference>

/** Between 1 and 100 orders to fetch (decisions.md §6). */
export const GetOrdersRequest = z.object({
  input: sized(array(OrderReference), 1, 100),
})
export type GetOrdersRequest = z.input<typeof GetOrdersRequest>

/** The orders named, in input order; unknown pairs are left out. */
export const GetOrdersResponse = model({ orders: array(Order), page: Page })
export type GetOrdersResponse = z.infer<typeof GetOrdersResponse>

/** `Marketplace/GetOrders` (interface §4.3). */
export const GetOrders = defineRpc('Marketplace', 'GetOrders', GetOrdersRequest, GetOrdersResponse)

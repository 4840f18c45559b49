import * as z from 'zod/mini'
import { Marketplace } from '../marketplace.js'
import { address, nonEmpty } from '../primitives.js'
import * as r from '../read.js'
import { Step } from '../step.js'
import { defineRpc } from './define.js'

/** The order to cancel and its maker. */
export const GenerateCancelTransactionRequest = z.object({
  collectionAddress: address,
  maker: address,
  marketplace: Marketplace,
  orderId: nonEmpty,
})
export type GenerateCancelTransactionRequest = z.input<typeof GenerateCancelTransactionRequest>

/** The steps that cancel the order, to be run in order. */
export const GenerateCancelTransactionResponse = r.model({ steps: r.list(Step) })
export type GenerateCancelTransactionResponse = r.Infer<typeof GenerateCancelTransactionResponse>

/** `Marketplace/GenerateCancelTransaction` (interface §4.3). */
export const GenerateCancelTransaction = defineRpc(
  'Marketplace',
  'GenerateCancelTransaction',
  GenerateCancelTransactionRequest,
  GenerateCancelTransactionResponse,
  { live: 'none' },
)

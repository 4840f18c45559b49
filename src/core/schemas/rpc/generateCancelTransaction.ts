import * as z from 'zod/mini'
import { Marketplace } from '../marketplace.js'
import { address, array, model, nonEmpty } from '../primitives.js'
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
export const GenerateCancelTransactionResponse = model({ steps: array(Step) })
export type GenerateCancelTransactionResponse = z.infer<typeof GenerateCancelTransactionResponse>

/** `Marketplace/GenerateCancelTransaction` (interface §4.3). */
export const GenerateCancelTransaction = defineRpc(
  'Marketplace',
  'GenerateCancelTransaction',
  GenerateCancelTransactionRequest,
  GenerateCancelTransactionResponse,
)

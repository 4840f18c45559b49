import type * as z from 'zod/mini'
import type { ExecuteType, StepId } from './enums.js'
import { anyObject, int, model, openEnum, optional, str } from './primitives.js'

/** EIP-712 typed data to be signed by a `signEIP712` step. */
export const StepSignature = model({
  domain: model({
    name: optional(str),
    version: optional(str),
    chainId: optional(int),
    verifyingContract: optional(str),
  }),
  types: anyObject,
  primaryType: str,
  value: anyObject,
})
export type StepSignature = z.infer<typeof StepSignature>

/** Where a step's signature is sent. */
export const StepPost = model({ endpoint: str, method: str, body: anyObject })
export type StepPost = z.infer<typeof StepPost>

/**
 * One step of a cancellation (interface §2.8, decisions.md §3). `signEIP712`
 * carries `signature` and `post`; `signEIP191` carries `data` (the message) and
 * `post`; every other id is a transaction `{ to, data, value }`. Which fields a
 * step has depends on its kind, so all but `id` are optional.
 */
export const Step = model({
  id: openEnum<StepId>(),
  data: optional(str),
  to: optional(str),
  value: optional(str),
  price: optional(str),
  signature: optional(StepSignature),
  post: optional(StepPost),
  executeType: optional(openEnum<ExecuteType>()),
})
export type Step = z.infer<typeof Step>

import type { ExecuteType, StepId } from './enums.js'
import { anyObject, type Infer, int, model, openEnum, opt, str } from './read.js'

/**
 * EIP-712 typed data to be signed by a `signEIP712` step: `types`,
 * `primaryType` and `value` are what a wallet needs to sign.
 */
export const StepSignature = model({
  domain: opt(
    model({
      name: opt(str),
      version: opt(str),
      chainId: opt(int),
      verifyingContract: opt(str),
    }),
  ),
  types: anyObject,
  primaryType: str,
  value: anyObject,
})
export type StepSignature = Infer<typeof StepSignature>

/** Where a step's signature is sent: `method` defaults to POST, `body` to `{}`. */
export const StepPost = model({ endpoint: str, method: opt(str), body: opt(anyObject) })
export type StepPost = Infer<typeof StepPost>

/**
 * One step of a cancellation (interface §2.8, decisions.md §3). `signEIP712`
 * carries `signature` and `post`; `signEIP191` carries `data` (the message) and
 * `post`; every other id is a transaction `{ to, data, value }`. Which fields a
 * step has depends on its kind, so all but `id` are optional; a real server
 * sends the others as `null` (`"signature": null` on a transaction).
 */
export const Step = model({
  id: openEnum<StepId>(),
  data: opt(str),
  to: opt(str),
  value: opt(str),
  price: opt(str),
  signature: opt(StepSignature),
  post: opt(StepPost),
  executeType: opt(openEnum<ExecuteType>()),
})
export type Step = Infer<typeof Step>

import type * as z from 'zod/mini'
import { model, num, optional, str } from './primitives.js'

/** The error body every failed call answers with (interface §7). */
export const ErrorBody = model({
  error: str,
  code: num,
  msg: str,
  cause: optional(str),
  status: num,
})
export type ErrorBody = z.infer<typeof ErrorBody>

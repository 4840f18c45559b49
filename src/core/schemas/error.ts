import { type Infer, model, num, opt, str } from './read.js'

/**
 * The error body a failed call answers with (interface §7). Every member may
 * be missing from a real answer: the transport fills in what it can (the name
 * from the code, the status from HTTP) and needs at least a name or a code.
 */
export const ErrorBody = model({
  error: opt(str),
  code: opt(num),
  msg: opt(str),
  cause: opt(str),
  status: opt(num),
})
export type ErrorBody = Infer<typeof ErrorBody>

/**
 * How the emulator fails: an `EmulatorError` thrown anywhere in a handler is
 * answered with the error body of interface §7, the table's code and status,
 * and the emulator's own message. A failed request changes nothing: handlers
 * check everything before they write.
 */

import type { PlatformErrorName } from '../core/transport/errors.js'
import { ERRORS } from '../core/transport/errorTable.js'

export class EmulatorError extends Error {
  constructor(
    readonly kind: PlatformErrorName,
    message?: string,
  ) {
    super(message ?? ERRORS[kind].msg)
    this.name = 'EmulatorError'
  }
}

/** Throws the error of interface §7 named `kind`, with a message saying what went wrong. */
export function fail(kind: PlatformErrorName, message?: string): never {
  throw new EmulatorError(kind, message)
}

/** The JSON answer of an error: `{ error, code, msg, status }` with the table's HTTP status. */
export function errorResponse(kind: PlatformErrorName, message?: string): Response {
  const { code, status, msg } = ERRORS[kind]
  return json({ error: kind, code, msg: message ?? msg, status }, status)
}

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

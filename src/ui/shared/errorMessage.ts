/** The text of a failure, for the components that show one. */
import { isPlatformError } from '../../core/transport/errors.js'

/**
 * The message of a failure, as text: a platform error's `msg`, an `Error`'s
 * `message`, anything else as a string.
 *
 * @example
 * ```ts
 * fill(text.error, { message: clampText(errorMessage(query.error), 300) })
 * ```
 */
export const errorMessage = (error: unknown): string =>
  isPlatformError(error) ? error.msg : error instanceof Error ? error.message : String(error)

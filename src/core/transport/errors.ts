/**
 * The error model of interface §7 and decisions.md §4: one error class for
 * what the server answers and for what goes wrong before or around a call.
 */

import type { ErrorBody } from '../schemas/error.js'

/** The error names of interface §7. */
export type PlatformErrorName =
  | 'WebrpcEndpoint'
  | 'WebrpcRequestFailed'
  | 'WebrpcBadRoute'
  | 'WebrpcBadMethod'
  | 'WebrpcBadRequest'
  | 'WebrpcBadResponse'
  | 'WebrpcServerPanic'
  | 'WebrpcInternalError'
  | 'WebrpcClientDisconnected'
  | 'WebrpcStreamLost'
  | 'Unauthorized'
  | 'PermissionDenied'
  | 'MethodNotFound'
  | 'RequestConflict'
  | 'Aborted'
  | 'Geoblocked'
  | 'InvalidArgument'
  | 'Unavailable'
  | 'QueryFailed'
  | 'NotFound'
  | 'InsufficientFee'

/**
 * Every code of the section 7 table with its name, written as one string to
 * keep the bundle small. The whole table, with messages and statuses, is
 * `ERRORS` (errorTable.ts).
 */
const CODES =
  'WebrpcEndpoint:0 WebrpcRequestFailed:-1 WebrpcBadRoute:-2 WebrpcBadMethod:-3 WebrpcBadRequest:-4 WebrpcBadResponse:-5 WebrpcServerPanic:-6 WebrpcInternalError:-7 WebrpcClientDisconnected:-8 WebrpcStreamLost:-9 Unauthorized:1000 PermissionDenied:1001 MethodNotFound:1003 RequestConflict:1004 Aborted:1005 Geoblocked:1006 InvalidArgument:2001 Unavailable:2002 QueryFailed:2003 NotFound:3000 InsufficientFee:3004'

/** The code of each error name of interface §7. */
export const ERROR_CODES = Object.fromEntries(
  CODES.split(' ').map((entry) => {
    const [name, code] = entry.split(':') as [string, string]
    return [name, +code]
  }),
) as Readonly<Record<PlatformErrorName, number>>

const NAME_BY_CODE = new Map(Object.entries(ERROR_CODES).map(([name, code]) => [code, name]))

/** A problem with one field of a request: its path (`filter.createdBy.0`) and what is wrong. */
export interface FieldIssue {
  readonly path: string
  readonly message: string
}

/** What a `PlatformError` is made of. `platformError(name)` fills in the table's values. */
export interface PlatformErrorInit {
  readonly error: PlatformErrorName | (string & {})
  readonly code: number
  readonly msg: string
  readonly status: number
  readonly cause?: unknown
  readonly operation?: string
  readonly issues?: readonly FieldIssue[]
  readonly excerpt?: string
}

const BRAND = Symbol.for('platform-kit/PlatformError')

/**
 * The one error the kit throws for a failed call (apart from a caller's abort,
 * which stays the standard `AbortError`). It keeps what the server said —
 * `error`, `code`, `msg`, `cause`, `status` — and adds the `operation` that
 * failed; client-side failures use the same names (decisions.md §4).
 *
 * @example
 * ```ts
 * try {
 *   await client.marketplace.getFloorOrder({ network: 'polygon', contractAddress })
 * } catch (e) {
 *   if (isPlatformError(e, 'NotFound')) showEmptyState()
 *   else if (isPlatformError(e)) console.error(e.error, e.code, e.msg, e.status)
 *   else throw e
 * }
 * ```
 */
export class PlatformError extends Error {
  /** The error name: one of interface §7, or the server's own name for a code the kit does not know. */
  declare readonly error: PlatformErrorName | (string & {})
  /** The error code of interface §7. */
  declare readonly code: number
  /** The server's message, kept as it was sent; or the kit's own for a client-side failure. */
  declare readonly msg: string
  /** The HTTP status. */
  declare readonly status: number
  /** The operation that failed, as `Group/Operation`. */
  declare readonly operation: string | undefined
  /** For `InvalidArgument` raised by the kit: which fields are wrong and why. */
  declare readonly issues: readonly FieldIssue[]
  /** For `WebrpcBadResponse`: the start of the body that could not be read. */
  declare readonly excerpt: string | undefined
  /** @internal marks instances across copies of the package. */
  readonly [BRAND] = true

  constructor(init: PlatformErrorInit) {
    super(`${init.operation ? `${init.operation}: ` : ''}${init.error}: ${init.msg}`, {
      cause: init.cause,
    })
    this.name = 'PlatformError'
    this.error = init.error
    this.code = init.code
    this.msg = init.msg
    this.status = init.status
    this.operation = init.operation
    this.issues = init.issues ?? []
    this.excerpt = init.excerpt
  }
}

/**
 * True when `e` is a `PlatformError` (from any copy of the kit), and, when
 * `name` is given, one with that error name.
 *
 * @example
 * ```ts
 * if (isPlatformError(error, 'Unauthorized')) signIn()
 * ```
 */
export function isPlatformError(
  e: unknown,
  name?: PlatformErrorName | (string & {}),
): e is PlatformError {
  return (
    typeof e === 'object' &&
    e !== null &&
    (e as { [BRAND]?: boolean })[BRAND] === true &&
    (name === undefined || (e as PlatformError).error === name)
  )
}

/**
 * Decodes the error body a server answered with (decisions.md §4). The
 * server's own `error` name is kept whenever the body has one, because codes
 * differ between the services (the metadata service's 2002 is
 * `RequiredArgument`); the section 7 table names only an error whose body
 * carries no name. The message, cause and status are kept as sent; the HTTP
 * status stands in for a missing `status`.
 */
export function errorFromBody(
  body: ErrorBody,
  httpStatus: number,
  operation: string,
): PlatformError {
  const code = body.code ?? ERROR_CODES[body.error as PlatformErrorName] ?? 0
  return new PlatformError({
    error: body.error || NAME_BY_CODE.get(code) || `HTTP ${httpStatus}`,
    code,
    msg: body.msg ?? '',
    status: body.status ?? httpStatus,
    cause: body.cause,
    operation,
  })
}

/** An `InvalidArgument` raised before any request is sent, naming the wrong fields. */
export function invalidArgument(issues: readonly FieldIssue[], operation?: string): PlatformError {
  return new PlatformError({
    error: 'InvalidArgument',
    code: 2001,
    status: 400,
    msg: issues.map((i) => `${i.path || '(request)'}: ${i.message}`).join('; '),
    issues,
    operation,
  })
}

/**
 * True for failures worth retrying on a read: a 5xx, a failed connection or
 * time-out (`WebrpcRequestFailed`), or `Unavailable` (decisions.md §4). Never a
 * 4xx, and never a caller's abort.
 *
 * @example
 * ```ts
 * new QueryClient({ defaultOptions: { queries: { retry: (n, e) => n < 3 && isTransientError(e) } } })
 * ```
 */
export function isTransientError(e: unknown): boolean {
  return (
    isPlatformError(e) &&
    (e.status >= 500 || e.error === 'WebrpcRequestFailed' || e.error === 'Unavailable')
  )
}

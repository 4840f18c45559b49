import { PlatformError, type PlatformErrorInit, type PlatformErrorName } from './errors.js'

/** One row of the section 7 table. */
export interface ErrorKind {
  readonly error: PlatformErrorName
  readonly code: number
  readonly msg: string
  readonly status: number
}

const TABLE =
  'WebrpcEndpoint 0 400 endpoint error|WebrpcRequestFailed -1 400 request failed|WebrpcBadRoute -2 404 bad route|WebrpcBadMethod -3 405 bad method|WebrpcBadRequest -4 400 bad request|WebrpcBadResponse -5 500 bad response|WebrpcServerPanic -6 500 server panic|WebrpcInternalError -7 500 internal error|WebrpcClientDisconnected -8 400 client disconnected|WebrpcStreamLost -9 400 stream lost|Unauthorized 1000 401 Unauthorized access|PermissionDenied 1001 403 Permission denied|MethodNotFound 1003 404 Method not found|RequestConflict 1004 409 Conflict with target resource|Aborted 1005 400 Request aborted|Geoblocked 1006 451 Geoblocked region|InvalidArgument 2001 400 Invalid argument|Unavailable 2002 400 Unavailable resource|QueryFailed 2003 400 Query failed|NotFound 3000 400 Resource not found|InsufficientFee 3004 402 Insufficient fee'

/** The section 7 table of the interface, keyed by error name: code, default message, HTTP status. */
export const ERRORS = Object.fromEntries(
  TABLE.split('|').map((row) => {
    const [error, code, status, ...msg] = row.split(' ') as [PlatformErrorName, string, string]
    return [error, { error, code: +code, msg: msg.join(' '), status: +status }]
  }),
) as Readonly<Record<PlatformErrorName, ErrorKind>>

/**
 * Makes a `PlatformError` of a section 7 kind, with the table's code, message
 * and status unless given. Handy in tests and mocks of your own.
 *
 * @example
 * ```ts
 * throw platformError('NotFound', { msg: 'no such order', operation: 'Marketplace/GetOrders' })
 * ```
 */
export function platformError(
  name: PlatformErrorName,
  init: Partial<Omit<PlatformErrorInit, 'error'>> = {},
): PlatformError {
  return new PlatformError({ ...ERRORS[name], ...init, error: name })
}

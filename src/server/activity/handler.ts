/**
 * The activity read over HTTP: a GET whose query string is an
 * `ActivityQuery`, answered with JSON — a page, or a 400 that names the
 * parameter and says what is wrong with it. It serves what the store holds,
 * the decoded public facts of the events the receiver accepted, nothing else.
 */
import { ACTIVITY_MAX_LIMIT, type ActivityPage } from '../../core/schemas/activity.js'
import { type ActivityQuery, ActivityQueryError, type ActivityStore } from './store.js'

export interface ActivityHandlerOptions {
  /** Where the items are: `createMemoryActivityStore()` or `createPostgresActivityStore(…)`. */
  readonly store: ActivityStore
  /**
   * Which web pages on other origins may read (CORS). Without it the answers
   * carry no CORS header: the read is for the app's own pages, as the live
   * feed is. With it, a page of an origin `origins` allows gets its preflight
   * answered and may read every answer, errors included.
   */
  readonly cors?: {
    /** Whether a page of `origin` (as the browser sends it, e.g. `https://app.example`) may read. */
    readonly origins: (origin: string) => boolean
  }
  /** Told of a store that failed (the client sees a 503). Default: `console.error`. */
  readonly onError?: (error: unknown) => void
}

/** The query string's parameters, and the `ActivityQuery` field each is. */
const PARAMETERS = {
  chainId: 'chainId',
  contract: 'contractAddress',
  tokenId: 'tokenId',
  kind: 'kinds',
  account: 'account',
  limit: 'limit',
  cursor: 'cursor',
  after: 'after',
} as const satisfies Record<string, keyof ActivityQuery>
type Parameter = keyof typeof PARAMETERS

const NAMES = Object.fromEntries(Object.entries(PARAMETERS).map(([p, f]) => [f, p])) as Record<
  keyof ActivityQuery,
  Parameter
>

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
}

class BadParameter extends Error {}

const json = (status: number, body: unknown, headers: Record<string, string>) =>
  new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...headers } })

/** The query string as an `ActivityQuery`; a `BadParameter` naming what is wrong with it. */
function queryOf(url: URL): ActivityQuery {
  const values: Partial<Record<Parameter, string>> = {}
  for (const [name, value] of url.searchParams) {
    if (!Object.hasOwn(PARAMETERS, name)) {
      throw new BadParameter(
        `${JSON.stringify(name.slice(0, 40))} is not a parameter of this read (${Object.keys(PARAMETERS).join(', ')})`,
      )
    }
    if (values[name as Parameter] !== undefined) throw new BadParameter(`${name}: is given twice`)
    values[name as Parameter] = value
  }
  const { chainId, contract, tokenId, kind, account, limit, cursor, after } = values
  if (chainId === undefined) throw new BadParameter('chainId: is required')
  if (contract === undefined) throw new BadParameter('contract: is required')
  const integer = (name: Parameter, text: string | undefined, why: string) => {
    if (text === undefined) return undefined
    if (!/^\d{1,16}$/.test(text)) throw new BadParameter(`${name}: ${why}`)
    return Number(text)
  }
  return {
    chainId: integer('chainId', chainId, 'must be a positive integer')!,
    contractAddress: contract,
    ...(tokenId === undefined ? {} : { tokenId }),
    ...(kind === undefined ? {} : { kinds: kind.split(',') }),
    ...(account === undefined ? {} : { account }),
    ...(limit === undefined
      ? {}
      : { limit: integer('limit', limit, `must be an integer from 1 to ${ACTIVITY_MAX_LIMIT}`) }),
    ...(cursor === undefined ? {} : { cursor }),
    ...(after === undefined ? {} : { after }),
  }
}

/**
 * Creates the activity read: a fetch-style handler (through `toNodeHandler`
 * on Node) that answers a GET such as
 * `?chainId=137&contract=0x…[&tokenId=5][&kind=mint,transfer][&account=0x…][&limit=50][&cursor=…|&after=<id>]`
 * with `200 { items, cursor?, more? }` (an `ActivityPage`: newest first;
 * `cursor` reads the next, older page; `after` answers the items newer than
 * an id), and a bad parameter with `400 { error }` naming it: a missing or
 * malformed chain id, contract, token id or account, an unknown kind or
 * parameter, a limit that is not an integer from 1 to 100, a cursor garbled,
 * forged or of another query, a cursor with `after`. A failing store is a
 * 503; a method other than GET or OPTIONS a 405. Answers are `no-store`.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http'
 *
 * const read = toNodeHandler(createActivityHandler({ store: activity }))
 * createServer((req, res) => (req.url?.startsWith('/activity') ? read(req, res) : hooks(req, res)))
 * // GET /activity?chainId=137&contract=0x5FbD…0aa3&tokenId=5&limit=20
 * // → 200 {"items":[{"id":"1767225600000001","kind":"transfer",…}],"cursor":"…"}
 * // GET /activity?chainId=137&contract=0x5FbD…0aa3&kind=sale → 400 {"error":"kind: has \"sale\", not one of mint, …"}
 * ```
 */
export function createActivityHandler(
  options: ActivityHandlerOptions,
): (request: Request) => Promise<Response> {
  const { store, cors, onError = console.error } = options
  if (typeof store?.read !== 'function') {
    throw new TypeError('createActivityHandler: store must be an ActivityStore')
  }
  if (cors !== undefined && typeof cors.origins !== 'function') {
    throw new TypeError('createActivityHandler: cors.origins must be a function of the origin')
  }
  const granted = (origin: string | null) => {
    try {
      return origin !== null && cors!.origins(origin) === true
    } catch {
      return false
    }
  }

  return async (request) => {
    const origin = request.headers.get('origin')
    const headers: Record<string, string> = {}
    if (cors) {
      headers.vary = 'Origin'
      if (granted(origin)) headers['access-control-allow-origin'] = origin!
    }
    if (request.method === 'OPTIONS') {
      const preflight =
        headers['access-control-allow-origin'] !== undefined &&
        request.headers.has('access-control-request-method')
      return new Response(null, {
        status: 204,
        headers: preflight
          ? {
              ...headers,
              vary: 'Origin, Access-Control-Request-Headers',
              'access-control-allow-methods': 'GET, OPTIONS',
              ...(request.headers.has('access-control-request-headers')
                ? {
                    'access-control-allow-headers': request.headers.get(
                      'access-control-request-headers',
                    )!,
                  }
                : {}),
              'access-control-max-age': '7200',
            }
          : { ...headers, allow: 'GET, OPTIONS' },
      })
    }
    if (request.method !== 'GET') {
      return json(
        405,
        { error: 'the activity read answers GET only' },
        {
          ...headers,
          allow: 'GET, OPTIONS',
        },
      )
    }
    let page: ActivityPage
    try {
      page = await store.read(queryOf(new URL(request.url)))
    } catch (error) {
      if (error instanceof BadParameter) return json(400, { error: error.message }, headers)
      if (error instanceof ActivityQueryError) {
        const name = NAMES[error.parameter] ?? error.parameter
        return json(400, { error: `${name}: ${error.reason}` }, headers)
      }
      onError(error)
      return json(503, { error: 'the activity store is unavailable' }, headers)
    }
    return json(200, page, headers)
  }
}

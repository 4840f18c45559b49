/**
 * The activity read (`platform-kit/server`'s `createActivityHandler`): one
 * page of what happened to a collection or to one of its tokens, newest
 * first, read from the app's own server (the interface has no activity
 * read), and its infinite query. Keyed as
 * `['platform', 'Activity', 'ListActivity', params, 'infinite']` — not under
 * the marketplace, so that neither a write (`orderQueriesFilter`) nor a live
 * event (`liveQueriesFilter`) refetches every page held: new items are put on
 * top instead (`useActivity`).
 *
 * The answer is untrusted: an item that does not fit `ActivityItem` is
 * dropped, a body nested deeper than `MAX_JSON_DEPTH` is refused.
 */
import {
  ACTIVITY_KINDS,
  ACTIVITY_MAX_LIMIT,
  ActivityItem,
  type ActivityKind,
  type ActivityPage,
} from '../core/schemas/activity.js'
import { address, decimal } from '../core/schemas/primitives.js'
import { badResponse, fetchAnswer } from '../core/transport/call.js'
import {
  ERROR_CODES,
  type FieldIssue,
  invalidArgument,
  PlatformError,
  type PlatformErrorName,
} from '../core/transport/errors.js'
import { findNetwork, NETWORKS, type Network, type NetworkRef } from '../core/transport/networks.js'
import { keyParams, platformKey } from './key.js'
import {
  type PlatformInfiniteQueryKeyOf,
  type PlatformInfiniteQueryOptions,
  retryTransient,
} from './shared.js'

/** What an activity read asks for: where the read is served, and whose activity. */
export interface ActivityParams {
  /** The activity read's URL (`createActivityHandler` served by the app), absolute or relative. */
  readonly url: string
  /** The network, by chain id (`137`) or name (`'polygon'`). */
  readonly network: NetworkRef
  /** The collection (a marketplace's events about it are its activity too). */
  readonly contractAddress: string
  /** One token's activity; the whole collection's when omitted. */
  readonly tokenId?: string | bigint
  /** Only these kinds; every kind when omitted or empty. */
  readonly kinds?: readonly ActivityKind[]
  /** Only what this account sent or received. */
  readonly account?: string
  /** Items per page, 1 to `ACTIVITY_MAX_LIMIT` (100); the server's default (50) when omitted. */
  readonly limit?: number
}

/** Which page: the one after a `cursor` (older items), or the items newer than an id (`after`); the first without either. */
export interface ActivityPageParams extends ActivityParams {
  readonly cursor?: string
  readonly after?: string
}

/** How a read is sent: the `fetch` and networks to use, a caller's abort, and a time-out. */
export interface ActivityFetchOptions {
  /** The `fetch` to use; the global one by default. */
  readonly fetch?: typeof fetch
  /** The networks the network is looked up in; pass the client's when it has its own. */
  readonly networks?: readonly Network[]
  readonly signal?: AbortSignal
  /** How long the read may take before it fails with `WebrpcRequestFailed` (30 000 ms by default). */
  readonly timeoutMs?: number
}

/** How the read is named in its key and in its errors. */
const ListActivity = { group: 'Activity', name: 'ListActivity' } as const
const OPERATION = 'Activity/ListActivity'

/** The longest cursor kept from an answer; a longer one ends the paging. */
const MAX_CURSOR = 1024

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success

/** The read's URL, or an `InvalidArgument` naming every wrong parameter. */
function activityUrl(params: ActivityPageParams, networks?: readonly Network[]): string {
  const issues: FieldIssue[] = []
  const check = (good: unknown, path: string, message: string) =>
    good || issues.push({ path, message })
  const { url, network, contractAddress, tokenId, kinds, account, limit, cursor, after } =
    params ?? ({} as ActivityPageParams)
  check(typeof url === 'string' && url.length > 0, 'url', 'must be a non-empty string')
  let chainId: number | undefined
  try {
    chainId = findNetwork(networks ?? NETWORKS, network).chainId
  } catch (e) {
    issues.push(...(e as PlatformError).issues)
  }
  check(ok(address, contractAddress), 'contractAddress', 'must be an address')
  const token = tokenId === undefined ? undefined : String(tokenId)
  check(token === undefined || ok(decimal, token), 'tokenId', 'must be a decimal token id')
  check(
    kinds === undefined || (Array.isArray(kinds) && kinds.every((k) => ACTIVITY_KINDS.includes(k))),
    'kinds',
    `must be some of ${ACTIVITY_KINDS.join(', ')}`,
  )
  check(account === undefined || ok(address, account), 'account', 'must be an address')
  check(
    limit === undefined || (Number.isInteger(limit) && limit >= 1 && limit <= ACTIVITY_MAX_LIMIT),
    'limit',
    `must be an integer from 1 to ${ACTIVITY_MAX_LIMIT}`,
  )
  check(
    cursor === undefined ||
      (typeof cursor === 'string' && cursor.length > 0 && cursor.length <= MAX_CURSOR),
    'cursor',
    'must be a cursor of an earlier page',
  )
  check(after === undefined || ok(decimal, after), 'after', 'must be an item id')
  check(cursor === undefined || after === undefined, 'after', 'cannot go with a cursor')
  if (issues.length) throw invalidArgument(issues, OPERATION)

  const query = new URLSearchParams({ chainId: String(chainId), contract: contractAddress })
  if (token !== undefined) query.set('tokenId', token)
  if (kinds?.length) query.set('kind', kinds.join(','))
  if (account !== undefined) query.set('account', account)
  if (limit !== undefined) query.set('limit', String(limit))
  if (cursor !== undefined) query.set('cursor', cursor)
  if (after !== undefined) query.set('after', after)
  const hash = url.indexOf('#')
  const base = hash < 0 ? url : url.slice(0, hash)
  return `${base}${base.includes('?') ? '&' : '?'}${query}`
}

/** The kit's error name for an HTTP status the activity read answered with. */
const NAME_BY_STATUS: Readonly<Record<number, PlatformErrorName>> = {
  400: 'InvalidArgument',
  401: 'Unauthorized',
  403: 'PermissionDenied',
  404: 'WebrpcBadRoute',
  405: 'WebrpcBadMethod',
  409: 'RequestConflict',
  451: 'Geoblocked',
  503: 'Unavailable',
}

/** A failed read: its kind from the status, the HTTP status kept (a 5xx is retried), and the server's words. */
function failure(status: number, msg: string, excerpt?: string): PlatformError {
  const name =
    NAME_BY_STATUS[status] ?? (status >= 500 ? 'WebrpcInternalError' : 'WebrpcBadRequest')
  return new PlatformError({
    error: name,
    code: ERROR_CODES[name],
    msg,
    status,
    excerpt,
    operation: OPERATION,
  })
}

const excerptOf = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text)

/** The page a body holds: its items that fit `ActivityItem`, a cursor that looks like one, `more` when true. */
function pageOf(json: unknown): ActivityPage | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const { items, cursor, more } = json as Record<string, unknown>
  if (!Array.isArray(items)) return undefined
  const read: ActivityItem[] = []
  for (const item of items) {
    const parsed = ActivityItem.safeParse(item)
    if (parsed.success) read.push(parsed.data)
  }
  return {
    items: read,
    ...(typeof cursor === 'string' && cursor.length > 0 && cursor.length <= MAX_CURSOR
      ? { cursor }
      : {}),
    ...(more === true ? { more } : {}),
  }
}

/**
 * Reads one page of activity, newest first, from the app's activity read
 * (`platform-kit/server`'s `createActivityHandler`): `GET url?chainId=…&contract=…`
 * with the token, kinds, account, limit and `cursor` (the page after an
 * earlier one) or `after` (the items newer than an id) asked for. Parameters
 * are checked first — an unknown network, a malformed address, a limit out of
 * range are an `InvalidArgument` and nothing is sent. The answer is read
 * liberally: an item that does not fit `ActivityItem` is dropped (a page may
 * hold fewer than `limit`), a cursor that is not one ends the paging. A body
 * that is not JSON, is not a page or is nested deeper than `MAX_JSON_DEPTH` is
 * a `WebrpcBadResponse`; an answer other than 2xx is a `PlatformError` by its
 * status (`InvalidArgument` for a 400) whose `msg` is the server's own; a
 * failed connection or time-out is a `WebrpcRequestFailed`. A caller's abort
 * rejects with its reason.
 *
 * @example
 * ```ts
 * const page = await fetchActivityPage({ url: '/api/activity', network: 'polygon', contractAddress, tokenId: '5' })
 * for (const item of page.items) console.log(item.kind, item.from, item.to)
 * const older = page.cursor && (await fetchActivityPage({ url: '/api/activity', network: 'polygon', contractAddress, tokenId: '5', cursor: page.cursor }))
 * ```
 */
export async function fetchActivityPage(
  params: ActivityPageParams,
  options: ActivityFetchOptions = {},
): Promise<ActivityPage> {
  const { status, ok, text, json } = await fetchAnswer(
    {
      fetch: options.fetch,
      url: activityUrl(params, options.networks),
      init: { headers: { accept: 'application/json' } },
      timeoutMs: options.timeoutMs ?? 30_000,
    },
    OPERATION,
    { signal: options.signal },
  )
  if (!ok) {
    // The read's own error body: `{ error: '<parameter>: <why>' }` (or a webrpc `msg`).
    const said = (json as { error?: unknown; msg?: unknown } | undefined) ?? {}
    const message = typeof said.error === 'string' ? said.error : said.msg
    throw failure(
      status,
      typeof message === 'string' && message ? excerptOf(message) : `HTTP ${status}`,
      excerptOf(text),
    )
  }
  const bad = (why: string) => badResponse(status, text, why, OPERATION)
  if (json === undefined) throw bad(text ? 'the body is not JSON' : 'the body is empty')
  const page = pageOf(json)
  if (!page) throw bad('the body is not a page of activity ({ items: [...] })')
  return page
}

/** The parameters of an activity read as its key holds them: addresses in lower case, the token id a string. */
export type ActivityKeyParams = Omit<ActivityParams, 'tokenId'> & { readonly tokenId?: string }

/** The key of an activity read's pages; its data is every page held. */
export type ActivityQueryKey = PlatformInfiniteQueryKeyOf<
  ActivityPage,
  string | undefined,
  ActivityKeyParams
>

/**
 * The query key of a collection's or a token's activity (every page held):
 * `['platform', 'Activity', 'ListActivity', params, 'infinite']`, its
 * parameters in one spelling (`keyParams`: addresses in lower case, the
 * network a chain id, the token id a decimal string), so that two ways of
 * writing one collection share a cache.
 * No marketplace filter matches it: a write or a live event never refetches
 * its pages.
 *
 * @example
 * ```ts
 * const data = queryClient.getQueryData(activityQueryKey({ url: '/api/activity', network: 'polygon', contractAddress }))
 * data?.pages[0]?.items[0] // the newest item held
 * ```
 */
export function activityQueryKey(params: ActivityParams): ActivityQueryKey {
  return platformKey(ListActivity, keyParams(params), 'infinite') as unknown as ActivityQueryKey
}

/** How long a page of activity stays fresh without a live feed: ten seconds. */
export const ACTIVITY_STALE_TIME = 10_000

/**
 * The infinite query options of a collection's or a token's activity, newest
 * first: each page read with `fetchActivityPage`, the next one at the
 * previous page's `cursor` (none after the last). Cursors are by id, so items
 * that arrive meanwhile never shift a page. Fresh for ten seconds; with the
 * live feed, `useActivity` keeps it up to date by putting new items on top.
 *
 * @example
 * ```ts
 * const query = useInfiniteQuery(activityInfiniteQueryOptions({ url: '/api/activity', network: 'polygon', contractAddress }))
 * const items = query.data?.pages.flatMap((page) => page.items) ?? []
 * ```
 */
export function activityInfiniteQueryOptions(
  params: ActivityParams,
  options: Omit<ActivityFetchOptions, 'signal'> = {},
): PlatformInfiniteQueryOptions<ActivityPage, string | undefined, ActivityKeyParams> {
  return {
    queryKey: activityQueryKey(params),
    queryFn: ({ signal, pageParam }) =>
      fetchActivityPage({ ...params, cursor: pageParam }, { ...options, signal }),
    initialPageParam: undefined,
    getNextPageParam: (lastPage) => lastPage.cursor,
    staleTime: ACTIVITY_STALE_TIME,
    retry: retryTransient,
  }
}

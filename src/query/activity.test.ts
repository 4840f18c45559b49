/**
 * The activity read's client side without React: the URL `fetchActivityPage`
 * sends (and the parameters it refuses before sending anything), how it reads
 * an untrusted answer (items that do not fit dropped, a deep body refused, a
 * server's error in its words), its key — filed under `Activity`, which no
 * marketplace filter matches — and its infinite options' paging.
 */
import { QueryClient } from '@tanstack/query-core'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import type { ActivityItem } from '../core/schemas/activity.js'
import { isPlatformError, type PlatformError } from '../core/transport/errors.js'
import {
  activityInfiniteQueryOptions,
  activityQueryKey,
  fetchActivityPage,
  floorOrderQueryKey,
  liveQueriesFilter,
  orderQueriesFilter,
  readPlatformKey,
} from './index.js'

const A = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const B = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'
const URL = 'https://app.example.org/api/activity'

const item = (id: number, overrides: Partial<ActivityItem> = {}): ActivityItem => ({
  id: String(id),
  kind: 'transfer',
  event: 'Transfer',
  chainId: 137,
  contractAddress: A,
  from: A,
  to: B,
  tokens: [{ tokenId: '5', amount: '1' }],
  tokenCount: 1,
  time: '2024-05-01T12:00:00.000Z',
  uid: `uid-${id}`,
  ...overrides,
})

/** A `fetch` that answers `body` (JSON unless a string) with `status`, and records the URLs asked for. */
function answering(body: unknown, status = 200) {
  const urls: string[] = []
  const fetch = (async (input: RequestInfo | URL) => {
    urls.push(String(input))
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
  }) as typeof globalThis.fetch
  return { urls, fetch }
}

const failure = async (promise: Promise<unknown>): Promise<PlatformError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!isPlatformError(error)) throw new Error(`expected a PlatformError, got ${String(error)}`)
  return error
}

describe('fetchActivityPage', () => {
  test('asks for the collection or token, kinds, account, limit and cursor or after, on the network’s chain id', async () => {
    const { urls, fetch } = answering({ items: [] })
    await fetchActivityPage({ url: URL, network: 'polygon', contractAddress: A }, { fetch })
    await fetchActivityPage(
      {
        url: `${URL}?app=1#top`,
        network: 137,
        contractAddress: A,
        tokenId: 5n,
        kinds: ['mint', 'transfer'],
        account: B,
        limit: 20,
        cursor: 'c/1=',
      },
      { fetch },
    )
    await fetchActivityPage(
      { url: '/api/activity', network: 'base', contractAddress: A, after: '41' },
      { fetch },
    )
    expect(urls).toEqual([
      `${URL}?chainId=137&contract=${A}`,
      `${URL}?app=1&chainId=137&contract=${A}&tokenId=5&kind=mint%2Ctransfer&account=${B}&limit=20&cursor=c%2F1%3D`,
      `/api/activity?chainId=8453&contract=${A}&after=41`,
    ])
  })

  test('a network of the app’s own is looked up in the networks given', async () => {
    const { urls, fetch } = answering({ items: [] })
    const networks = [{ chainId: 777, name: 'home' }]
    await fetchActivityPage({ url: URL, network: 'home', contractAddress: A }, { fetch, networks })
    expect(urls[0]).toContain('chainId=777')
  })

  test('bad parameters are an InvalidArgument naming each, and nothing is sent', async () => {
    const { urls, fetch } = answering({ items: [] })
    const error = await failure(
      fetchActivityPage(
        {
          url: URL,
          network: 'nowhere',
          contractAddress: '0x123',
          tokenId: '-1',
          kinds: ['mint', 'rugpull' as 'mint'],
          account: 'me',
          limit: 101,
          cursor: 'c',
          after: '5',
        },
        { fetch },
      ),
    )
    expect(error.error).toBe('InvalidArgument')
    expect(error.operation).toBe('Activity/ListActivity')
    expect(error.issues.map((i) => i.path)).toEqual([
      'network',
      'contractAddress',
      'tokenId',
      'kinds',
      'account',
      'limit',
      'after',
    ])
    for (const limit of [0, 1.5, -3]) {
      const bad = await failure(
        fetchActivityPage({ url: URL, network: 137, contractAddress: A, limit }, { fetch }),
      )
      expect(bad.issues).toEqual([{ path: 'limit', message: 'must be an integer from 1 to 100' }])
    }
    expect(urls).toEqual([])
  })

  test('items that do not fit ActivityItem are dropped; the rest of the page is read', async () => {
    const good = [item(9), item(7, { kind: 'someNewKind' })]
    const { fetch } = answering({
      items: [
        good[0],
        { ...item(8), contractAddress: 'not an address' },
        { ...item(6), tokens: [{ tokenId: String(2n ** 256n) }] },
        { ...item(5), id: '-5' },
        null,
        'item',
        { ...item(4), time: undefined },
        good[1],
        { ...item(3), kind: 'x'.repeat(33) },
      ],
      cursor: 'next',
      more: 'yes',
      extra: { deep: true },
    })
    const page = await fetchActivityPage({ url: URL, network: 137, contractAddress: A }, { fetch })
    expect(page).toEqual({ items: good, cursor: 'next' })
  })

  test('a cursor that is not one ends the paging; `more` is kept only when true', async () => {
    for (const cursor of [42, '', 'x'.repeat(2000), { a: 1 }]) {
      const { fetch } = answering({ items: [item(1)], cursor, more: true })
      const page = await fetchActivityPage(
        { url: URL, network: 137, contractAddress: A },
        { fetch },
      )
      expect(page).toEqual({ items: [item(1)], more: true })
    }
  })

  test('a body nested deeper than the kit reads is a WebrpcBadResponse, whatever the status', async () => {
    let deep: unknown = {}
    for (let i = 0; i < 100; i++) deep = [deep]
    for (const status of [200, 400]) {
      const { fetch } = answering({ items: [], junk: deep }, status)
      const error = await failure(
        fetchActivityPage({ url: URL, network: 137, contractAddress: A }, { fetch }),
      )
      expect(error.error).toBe('WebrpcBadResponse')
      expect(error.msg).toContain('nested deeper than 64 levels')
    }
  })

  test('a body that is not a page is a WebrpcBadResponse with an excerpt', async () => {
    for (const body of ['<html>oops</html>', '', '{"items": 5}', '[]', 'null']) {
      const { fetch } = answering(body)
      const error = await failure(
        fetchActivityPage({ url: URL, network: 137, contractAddress: A }, { fetch }),
      )
      expect(error.error).toBe('WebrpcBadResponse')
      expect(error.status).toBe(200)
      expect(error.excerpt).toBe(body)
    }
  })

  test('an answer other than 2xx is the kit’s error by its status, in the server’s words', async () => {
    const cases = [
      [400, { error: 'cursor: is not a cursor of this read' }, 'InvalidArgument'],
      [404, 'Not Found', 'WebrpcBadRoute'],
      [405, { error: 'only GET' }, 'WebrpcBadMethod'],
      [503, { error: 'the store is unavailable' }, 'Unavailable'],
      [502, '<html>bad gateway</html>', 'WebrpcInternalError'],
      [418, { msg: 'a teapot' }, 'WebrpcBadRequest'],
    ] as const
    for (const [status, body, name] of cases) {
      const { fetch } = answering(body, status)
      const error = await failure(
        fetchActivityPage({ url: URL, network: 137, contractAddress: A }, { fetch }),
      )
      expect(error.error).toBe(name)
      expect(error.status).toBe(status)
      expect(error.operation).toBe('Activity/ListActivity')
      expect(error.msg).toBe(
        typeof body === 'string' ? `HTTP ${status}` : 'error' in body ? body.error : body.msg,
      )
    }
  })

  test('a failed connection is a WebrpcRequestFailed; a caller’s abort rejects with its reason', async () => {
    const refused = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    const error = await failure(
      fetchActivityPage({ url: URL, network: 137, contractAddress: A }, { fetch: refused }),
    )
    expect(error.error).toBe('WebrpcRequestFailed')
    expect(error.msg).toContain('fetch failed')

    const control = new AbortController()
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch
    const read = fetchActivityPage(
      { url: URL, network: 137, contractAddress: A },
      { fetch: hanging, signal: control.signal },
    )
    const reason = new Error('left the page')
    control.abort(reason)
    await expect(read).rejects.toBe(reason)

    const slow = await failure(
      fetchActivityPage(
        { url: URL, network: 137, contractAddress: A },
        { fetch: hanging, timeoutMs: 1 },
      ),
    )
    expect(slow.error).toBe('WebrpcRequestFailed')
    expect(slow.msg).toBe('no answer within 1 ms')
  })
})

describe('activity queries', () => {
  const params = { url: URL, network: 'polygon', contractAddress: getAddress(A) }

  test('the key is filed under Activity, addresses in lower case, the network its chain id, the token id a string', () => {
    const key = activityQueryKey({ ...params, tokenId: 5n, account: getAddress(B) })
    expect(key).toEqual([
      'platform',
      'Activity',
      'ListActivity',
      { url: URL, network: 137, contractAddress: A, tokenId: '5', account: B },
      'infinite',
    ])
    expect(readPlatformKey(key)).toMatchObject({ group: 'Activity', infinite: true })
    expect(activityQueryKey({ ...params, contractAddress: A })).toEqual(activityQueryKey(params))
  })

  test('no marketplace filter matches it: a write or a live event never refetches its pages', () => {
    const queryClient = new QueryClient()
    const activity = activityQueryKey({ ...params, tokenId: '5' })
    queryClient.setQueryData(activity, { pages: [], pageParams: [] })
    queryClient.setQueryData(floorOrderQueryKey({ network: 'polygon', contractAddress: A }), {})
    const cache = queryClient.getQueryCache()
    const matched = (filter: Parameters<typeof cache.findAll>[0]) =>
      cache.findAll(filter).map((q) => readPlatformKey(q.queryKey)?.group)
    expect(matched(liveQueriesFilter())).toEqual(['Marketplace'])
    expect(
      matched(liveQueriesFilter([{ network: 137, contractAddress: A, tokenIds: ['5'] }])),
    ).toEqual(['Marketplace'])
    expect(matched(orderQueriesFilter({ network: 'polygon', contractAddress: A }))).toEqual([
      'Marketplace',
    ])
  })

  test('pages follow the cursor, and end when a page has none', async () => {
    const pages = [{ items: [item(9), item(8)], cursor: 'p2' }, { items: [item(7)] }]
    const urls: string[] = []
    const fetch = (async (input: RequestInfo | URL) => {
      urls.push(String(input))
      return Response.json(pages[urls.length - 1])
    }) as typeof globalThis.fetch
    const queryClient = new QueryClient()
    const options = activityInfiniteQueryOptions(params, { fetch })
    await queryClient.fetchInfiniteQuery({ ...options, pages: 3 })
    expect(urls).toEqual([
      `${URL}?chainId=137&contract=${params.contractAddress}`,
      `${URL}?chainId=137&contract=${params.contractAddress}&cursor=p2`,
    ])
    expect(queryClient.getQueryData(options.queryKey)?.pages).toEqual(pages)
    expect(options.getNextPageParam(pages[1]!, pages, 'p2')).toBeUndefined()
  })
})

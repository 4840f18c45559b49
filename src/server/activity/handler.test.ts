/**
 * `createActivityHandler` (issue 31): a page over HTTP (Fetch and Node), a
 * 400 naming the parameter for each bad one with the store unchanged, 405 for
 * other methods, 503 when the store fails, and CORS: none by default, the
 * allowed origins only when configured.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, test, vi } from 'vitest'
import { ALICE, BOB, NFT } from '../../../test/support/activityEvents.js'
import {
  type ActivityInput,
  type ActivityStore,
  createActivityHandler,
  createMemoryActivityStore,
  toNodeHandler,
} from '../index.js'

const input = (n: number): ActivityInput => ({
  kind: n % 3 === 0 ? 'mint' : 'transfer',
  event: 'Transfer',
  chainId: 137,
  contractAddress: NFT,
  from: ALICE,
  to: BOB,
  tokens: [{ tokenId: String(n % 4), amount: '1' }],
  tokenCount: 1,
  time: '2026-01-01T00:00:00.000Z',
  uid: `u${n}`,
})

async function setup(options: Partial<Parameters<typeof createActivityHandler>[0]> = {}) {
  const store = createMemoryActivityStore()
  await store.add(Array.from({ length: 30 }, (_, n) => input(n)))
  const handler = createActivityHandler({ store, ...options })
  const get = async (query: string, init: RequestInit = {}) => {
    const response = await handler(new Request(`http://127.0.0.1/activity?${query}`, init))
    return { response, body: response.status === 204 ? undefined : await response.json() }
  }
  return { store, handler, get }
}

const base = `chainId=137&contract=${NFT}`

describe('a read', () => {
  test('a page newest first, no-store, and the next through its cursor; by token and kind', async () => {
    const { get } = await setup()
    const first = await get(`${base}&limit=20`)
    expect(first.response.status).toBe(200)
    expect(first.response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(first.response.headers.get('cache-control')).toBe('no-store')
    expect(first.response.headers.get('access-control-allow-origin')).toBeNull()
    expect(first.body.items).toHaveLength(20)
    expect(first.body.items[0].uid).toBe('u29')
    const second = await get(`${base}&limit=20&cursor=${encodeURIComponent(first.body.cursor)}`)
    expect(second.body.items.map((i: { uid: string }) => i.uid)).toEqual(
      Array.from({ length: 10 }, (_, i) => `u${9 - i}`),
    )
    expect(second.body.cursor).toBeUndefined()
    const token = await get(`${base}&tokenId=1&kind=transfer`)
    expect(token.body.items.map((i: { uid: string }) => i.uid)).toEqual([
      'u29',
      'u25',
      'u17',
      'u13',
      'u5',
      'u1',
    ])
    const defaults = await get(base)
    expect(defaults.body.items).toHaveLength(30)
    const newer = await get(`${base}&after=${first.body.items[1].id}&limit=1`)
    expect(newer.body).toEqual({ items: [first.body.items[0]] })
  })

  test('served by toNodeHandler on a real port', async () => {
    const { handler } = await setup()
    const server = createServer(toNodeHandler(handler))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/activity`
      const ok = await fetch(`${url}?${base}&limit=2`)
      expect(ok.status).toBe(200)
      expect((await ok.json()).items).toHaveLength(2)
      const bad = await fetch(`${url}?${base}&limit=0`)
      expect([bad.status, await bad.json()]).toEqual([
        400,
        { error: 'limit: must be an integer from 1 to 100' },
      ])
    } finally {
      server.close()
    }
  })
})

describe('bad parameters: a 400 naming each, and nothing changes', () => {
  const cases: [string, string, RegExp][] = [
    ['no chain id', `contract=${NFT}`, /^chainId: is required/],
    ['a chain id that is 0', `chainId=0&contract=${NFT}`, /^chainId: must be a positive integer/],
    ['a chain id that is words', `chainId=polygon&contract=${NFT}`, /^chainId: /],
    ['a chain id past 2^53', `chainId=99999999999999999&contract=${NFT}`, /^chainId: /],
    ['no contract', 'chainId=137', /^contract: is required/],
    ['a contract too short', 'chainId=137&contract=0x1234', /^contract: must be an address/],
    [
      'a contract with a wrong checksum',
      `chainId=137&contract=${NFT.replace('F', 'f')}`,
      /^contract: /,
    ],
    [
      'an unknown kind',
      `${base}&kind=mint,rugpull`,
      /^kind: has "rugpull", not one of listing, offer, sale/,
    ],
    ['an empty kind', `${base}&kind=`, /^kind: /],
    ['a token id below 0', `${base}&tokenId=-1`, /^tokenId: must be a decimal integer/],
    ['a token id of 2^256', `${base}&tokenId=${2n ** 256n}`, /^tokenId: /],
    ['a token id with a leading zero', `${base}&tokenId=05`, /^tokenId: /],
    ['a token id in hex', `${base}&tokenId=0x5`, /^tokenId: /],
    ['an account that is not an address', `${base}&account=alice`, /^account: must be an address/],
    ['a limit of 0', `${base}&limit=0`, /^limit: must be an integer from 1 to 100$/],
    ['a negative limit', `${base}&limit=-5`, /^limit: must be an integer from 1 to 100$/],
    ['a huge limit', `${base}&limit=1000000`, /^limit: must be an integer from 1 to 100$/],
    ['a limit of 101', `${base}&limit=101`, /^limit: /],
    ['a fractional limit', `${base}&limit=2.5`, /^limit: /],
    ['a limit in words', `${base}&limit=ten`, /^limit: /],
    ['a garbled cursor', `${base}&cursor=%00%ff`, /^cursor: is not a cursor of this read/],
    ['a forged cursor', `${base}&cursor=zzzzzz.zzzzzz`, /^cursor: is not a cursor of this read/],
    ['an after that is not an id', `${base}&after=latest`, /^after: must be an item id/],
    ['an unknown parameter', `${base}&sort=asc`, /^"sort" is not a parameter of this read/],
    ['a parameter twice', `${base}&limit=5&limit=6`, /^limit: is given twice/],
  ]

  test.each(cases)('%s', async (_, query, message) => {
    const { store, get } = await setup()
    const before = await store.read({ chainId: 137, contractAddress: NFT, limit: 100 })
    const add = vi.spyOn(store, 'add')
    const { response, body } = await get(query)
    expect(response.status).toBe(400)
    expect(body).toEqual({ error: expect.stringMatching(message) })
    expect(add).not.toHaveBeenCalled()
    expect(await store.read({ chainId: 137, contractAddress: NFT, limit: 100 })).toEqual(before)
  })

  test('a cursor of another query, or a cursor with after', async () => {
    const { get } = await setup()
    const { body } = await get(`${base}&tokenId=1&limit=2`)
    const cursor = encodeURIComponent(body.cursor)
    expect((await get(`${base}&tokenId=1&limit=2&cursor=${cursor}`)).response.status).toBe(200)
    for (const query of [
      `${base}&tokenId=2&limit=2&cursor=${cursor}`,
      `${base}&limit=2&cursor=${cursor}`,
      `${base}&tokenId=1&kind=mint&cursor=${cursor}`,
      `${base}&tokenId=1&account=${ALICE}&cursor=${cursor}`,
    ]) {
      const other = await get(query)
      expect([other.response.status, other.body.error]).toEqual([
        400,
        expect.stringMatching(/^cursor: is not a cursor of this read/),
      ])
    }
    const both = await get(`${base}&tokenId=1&cursor=${cursor}&after=5`)
    expect(both.body.error).toBe('cursor: cannot be given together with after')
  })
})

describe('methods, failures and CORS', () => {
  test('a POST is a 405; a failing store a 503 told to onError', async () => {
    const { get } = await setup()
    const post = await get(base, { method: 'POST', body: '{}' })
    expect([post.response.status, post.response.headers.get('allow')]).toEqual([
      405,
      'GET, OPTIONS',
    ])
    const onError = vi.fn()
    const broken: ActivityStore = {
      add: async () => [],
      read: async () => {
        throw new Error('connection refused')
      },
      cleanup: async () => 0,
      request: async () => undefined,
    }
    const response = await createActivityHandler({ store: broken, onError })(
      new Request(`http://127.0.0.1/?${base}`),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'the activity store is unavailable' })
    expect(onError).toHaveBeenCalledWith(new Error('connection refused'))
  })

  test('no CORS header by default, whatever the origin', async () => {
    const { get } = await setup()
    const origin = { Origin: 'https://elsewhere.example' }
    const read = await get(base, { headers: origin })
    expect(read.response.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await get(base, {
      method: 'OPTIONS',
      headers: { ...origin, 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.response.status).toBe(204)
    expect(preflight.response.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.response.headers.get('access-control-allow-methods')).toBeNull()
  })

  test('with cors.origins: the allowed origins get the preflight and every answer, the others nothing', async () => {
    const { get } = await setup({
      cors: { origins: (origin) => origin === 'https://app.example' },
    })
    const allowed = { Origin: 'https://app.example' }
    const preflight = await get(base, {
      method: 'OPTIONS',
      headers: {
        ...allowed,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-trace',
      },
    })
    expect(preflight.response.status).toBe(204)
    expect(Object.fromEntries(preflight.response.headers)).toMatchObject({
      'access-control-allow-origin': 'https://app.example',
      'access-control-allow-methods': 'GET, OPTIONS',
      'access-control-allow-headers': 'x-trace',
      vary: 'Origin, Access-Control-Request-Headers',
    })
    for (const query of [base, `${base}&limit=0`]) {
      const { response } = await get(query, { headers: allowed })
      expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example')
      expect(response.headers.get('vary')).toBe('Origin')
    }
    const refused = await get(base, { headers: { Origin: 'https://evil.example' } })
    expect(refused.response.status).toBe(200)
    expect(refused.response.headers.get('access-control-allow-origin')).toBeNull()
    expect(refused.response.headers.get('vary')).toBe('Origin')
    const refusedPreflight = await get(base, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    })
    expect(refusedPreflight.response.headers.get('access-control-allow-origin')).toBeNull()
    expect(refusedPreflight.response.headers.get('access-control-allow-methods')).toBeNull()
  })

  test('options the app gives wrong: a TypeError', () => {
    expect(() => createActivityHandler({ store: undefined as never })).toThrow(/store/)
    expect(() =>
      createActivityHandler({ store: createMemoryActivityStore(), cors: {} as never }),
    ).toThrow(/cors/)
  })
})

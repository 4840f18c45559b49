/**
 * `createMemoryActivityStore` (issue 31): one item per uid with consecutive
 * ids; reads of a collection, a token (any of a batch's, past the hundred
 * listed), a kind and an account, newest first; cursor paging that neither
 * repeats nor skips while items arrive; `after` reads for a live list; the
 * cursor bound to its query; retention by count and by age.
 */
import { describe, expect, test } from 'vitest'
import { ALICE, BOB, MARKET, NFT, ZERO } from '../../../test/support/activityEvents.js'
import type { ActivityItem } from '../../core/schemas/activity.js'
import {
  type ActivityInput,
  ActivityQueryError,
  type ActivityStore,
  createMemoryActivityStore,
} from '../index.js'

const OTHER = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

/** An item of `NFT` on 137 naming token `n`, from ALICE to BOB, uid `u<n>`. */
const input = (n: number, over: Partial<ActivityInput> = {}): ActivityInput => ({
  kind: 'transfer',
  event: 'Transfer',
  chainId: 137,
  contractAddress: NFT,
  from: ALICE,
  to: BOB,
  tokens: [{ tokenId: String(n), amount: '1' }],
  tokenCount: 1,
  time: '2026-01-01T00:00:00.000Z',
  uid: `u${n}`,
  ...over,
})

const uids = (items: readonly ActivityItem[]) => items.map((i) => i.uid)
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i)

/** Every page of `query`, following the cursors; `between` runs before each next page. */
async function pageAll(
  store: ActivityStore,
  query: Parameters<ActivityStore['read']>[0],
  between: () => Promise<unknown> = async () => {},
) {
  const items: ActivityItem[] = []
  let cursor: string | undefined
  do {
    const page = await store.read({ ...query, ...(cursor ? { cursor } : {}) })
    items.push(...page.items)
    cursor = page.cursor
    await between()
  } while (cursor)
  return items
}

describe('storing', () => {
  test('ids consecutive from the clock × 1000 + 1; a uid stored already, in the same call or later, is ignored', async () => {
    const store = createMemoryActivityStore({ now: () => 1_000 })
    const first = await store.add([input(1), input(2), input(1)])
    expect(first.map((i) => i.id)).toEqual(['1000001', '1000002'])
    expect(first[0]).toEqual({ id: '1000001', ...input(1) })
    expect(await store.add([input(2), input(3)])).toEqual([{ id: '1000003', ...input(3) }])
    const page = await store.read({ chainId: 137, contractAddress: NFT })
    expect(uids(page.items)).toEqual(['u3', 'u2', 'u1'])
    expect(page.cursor).toBeUndefined()
  })

  test('an item that is not a valid ActivityItem: a TypeError naming the field, nothing stored', async () => {
    const store = createMemoryActivityStore()
    await expect(store.add([input(1), input(2, { contractAddress: 'nope' })])).rejects.toThrow(
      /contractAddress/,
    )
    await expect(store.add([input(3, { tokenIds: ['-1'] })])).rejects.toThrow(/tokenIds/)
    await expect(store.add([input(5, { uid: 'u\uD800' })])).rejects.toThrow(
      /uid has a lone surrogate/,
    )
    await expect(store.add([input(6, { kind: 'a\u0000' })])).rejects.toThrow(/kind/)
    const tooMany = range(0, 101).map((n) => ({ tokenId: String(n) }))
    await expect(store.add([input(4, { tokens: tooMany })])).rejects.toThrow(/tokens/)
    expect((await store.read({ chainId: 137, contractAddress: NFT })).items).toEqual([])
  })
})

describe('reading', () => {
  test('by collection (an item’s collectionAddress first), token, kind and account, newest first', async () => {
    const store = createMemoryActivityStore()
    const batch = range(0, 300).map(String)
    await store.add([
      input(1),
      input(2, { kind: 'mint', from: ZERO }),
      input(3, { contractAddress: OTHER }),
      input(4, { chainId: 1 }),
      input(5, {
        contractAddress: MARKET,
        collectionAddress: NFT,
        kind: 'cancel',
        to: undefined,
      }),
      input(6, {
        kind: 'transfer',
        tokens: batch.slice(0, 100).map((tokenId) => ({ tokenId, amount: '1' })),
        tokenCount: 300,
        tokenIds: batch,
        from: BOB,
        to: OTHER,
      }),
    ])
    const read = async (q: Partial<Parameters<ActivityStore['read']>[0]>) =>
      uids((await store.read({ chainId: 137, contractAddress: NFT, ...q })).items)
    expect(await read({})).toEqual(['u6', 'u5', 'u2', 'u1'])
    expect(await read({ contractAddress: NFT.toLowerCase() })).toEqual(['u6', 'u5', 'u2', 'u1'])
    expect(await read({ contractAddress: OTHER })).toEqual(['u3'])
    expect(await read({ chainId: 1 })).toEqual(['u4'])
    expect(await read({ tokenId: '2' })).toEqual(['u6', 'u2'])
    expect(await read({ tokenId: '250' })).toEqual(['u6'])
    expect(await read({ tokenId: '5' })).toEqual(['u6', 'u5'])
    expect(await read({ kinds: ['mint', 'cancel'] })).toEqual(['u5', 'u2'])
    expect(await read({ account: OTHER.toLowerCase() })).toEqual(['u6'])
    expect(await read({ account: BOB })).toEqual(['u6', 'u2', 'u1'])
    expect(await read({ account: ALICE, kinds: ['transfer'] })).toEqual(['u1'])
  })

  test('paging through 250 items while more arrive after each page: each of the 250 once, newest first', async () => {
    const store = createMemoryActivityStore()
    await store.add(range(0, 250).map((n) => input(n)))
    let next = 1000
    const items = await pageAll(store, { chainId: 137, contractAddress: NFT, limit: 7 }, () => {
      next += 3
      return store.add(range(next - 3, next).map((n) => input(n)))
    })
    expect(uids(items)).toEqual(
      range(0, 250)
        .reverse()
        .map((n) => `u${n}`),
    )
    const ids = items.map((i) => Number(i.id))
    expect(ids.every((id, i) => i === 0 || id < ids[i - 1]!)).toBe(true)
  })

  test('after: the items newer than an id, newest first; more than the limit → the newest and more', async () => {
    const store = createMemoryActivityStore()
    const held = await store.add(range(0, 5).map((n) => input(n)))
    const newest = held.at(-1)!.id
    expect(await store.read({ chainId: 137, contractAddress: NFT, after: newest })).toEqual({
      items: [],
    })
    await store.add([input(5), input(6, { chainId: 1 }), input(7)])
    expect(
      uids((await store.read({ chainId: 137, contractAddress: NFT, after: newest })).items),
    ).toEqual(['u7', 'u5'])
    await store.add(range(8, 20).map((n) => input(n)))
    const some = await store.read({ chainId: 137, contractAddress: NFT, after: newest, limit: 4 })
    expect(uids(some.items)).toEqual(['u19', 'u18', 'u17', 'u16'])
    expect(some.more).toBe(true)
    expect(some.cursor).toBeUndefined()
  })

  test('a cursor is bound to its query: another collection, token, kind or account, or one edited, is refused', async () => {
    const store = createMemoryActivityStore()
    await store.add(range(0, 10).map((n) => input(n % 2, { uid: `u${n}` })))
    const query = { chainId: 137, contractAddress: NFT, tokenId: '1', limit: 2 }
    const { cursor } = await store.read(query)
    expect(cursor).toBeDefined()
    await expect(store.read({ ...query, cursor, limit: 3 })).resolves.toBeDefined()
    const refused = async (q: Parameters<ActivityStore['read']>[0]) => {
      const error = await store.read(q).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ActivityQueryError)
      expect((error as ActivityQueryError).parameter).toBe('cursor')
    }
    await refused({ ...query, cursor, tokenId: '0' })
    await refused({ ...query, cursor, contractAddress: OTHER })
    await refused({ ...query, cursor, kinds: ['transfer'] })
    await refused({ ...query, cursor, account: ALICE })
    await refused({ ...query, cursor: cursor!.replace(/^./, (c) => (c === '1' ? '2' : '1')) })
    await refused({ ...query, cursor: `${cursor}x` })
    await refused({ ...query, cursor: '' })
    await refused({ ...query, cursor, after: '1' })
  })
})

describe('retention', () => {
  test('by count: the newest maxItems kept as items arrive', async () => {
    const store = createMemoryActivityStore({ maxItems: 5 })
    await store.add(range(0, 8).map((n) => input(n)))
    expect(uids((await store.read({ chainId: 137, contractAddress: NFT })).items)).toEqual(
      range(3, 8)
        .reverse()
        .map((n) => `u${n}`),
    )
    expect(await store.cleanup()).toBe(0)
  })

  test('by age: cleanup removes what was stored longer ago than maxAgeMs, and a page read across it goes on', async () => {
    let now = 10_000
    const store = createMemoryActivityStore({ maxAgeMs: 1_000, now: () => now })
    await store.add(range(0, 6).map((n) => input(n)))
    now += 600
    await store.add(range(6, 9).map((n) => input(n)))
    const first = await store.read({ chainId: 137, contractAddress: NFT, limit: 4 })
    now += 500
    expect(await store.cleanup()).toBe(6)
    expect(await store.cleanup()).toBe(0)
    const rest = await store.read({ chainId: 137, contractAddress: NFT, cursor: first.cursor })
    expect(uids(first.items)).toEqual(['u8', 'u7', 'u6', 'u5'])
    expect(rest.items).toEqual([])
    expect(() => createMemoryActivityStore({ maxAgeMs: -1 })).toThrow(/maxAgeMs/)
    expect(() => createMemoryActivityStore({ maxItems: 0 })).toThrow(/maxItems/)
  })
})

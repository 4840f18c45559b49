/**
 * The receiver's pipeline as one piece (issue 44), in one process: each
 * delivery kept as an activity item and then announced on the live feed —
 * a cancel with the token and price its listing was kept with, another
 * marketplace's event under the collection the app names; a delivery
 * without the secret, a duplicate, or one whose app effects fail keeps and
 * announces nothing.
 */
import { describe, expect, test } from 'vitest'
import { ALICE, eventBody, MARKET, NFT } from '../../test/support/activityEvents.js'
import type { LiveEvent } from '../core/schemas/liveEvent.js'
import {
  createMemoryActivityStore,
  createWebhookPipeline,
  MARKET_WEBHOOK_EVENTS,
  webhookListenerUrl,
} from './index.js'

const WETH = '0x1111111111111111111111111111111111111111'
const SECRET = 'a-pipeline-secret-of-32-characters'
const URL_WITH_SECRET = webhookListenerUrl('http://receiver.test/hooks', SECRET)
const listing = eventBody(
  MARKET_WEBHOOK_EVENTS.RequestCreated,
  {
    requestId: 42n,
    creator: ALICE,
    tokenContract: NFT,
    tokenId: 5n,
    isListing: true,
    quantity: 1n,
    currency: WETH,
    pricePerToken: 1_000n,
    expiry: 2_000_000_000n,
  },
  { contractAddress: MARKET, uid: 'made' },
)
const cancel = eventBody(
  MARKET_WEBHOOK_EVENTS.RequestCancelled,
  { requestId: 42n, tokenContract: NFT },
  { contractAddress: MARKET, uid: 'cancelled' },
)

const post = (body: unknown, url = URL_WITH_SECRET) =>
  new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

/** A pipeline with a memory store and a feed that records what it is given. */
function pipeline(extra: Partial<Parameters<typeof createWebhookPipeline>[0]> = {}) {
  const activity = createMemoryActivityStore()
  const published: Omit<LiveEvent, 'id'>[] = []
  const hooks = createWebhookPipeline({
    chainId: 31337,
    activity,
    feed: { publish: (event) => (published.push(event), { ...event, id: '1' }) },
    secret: SECRET,
    onError: () => {},
    ...extra,
  })
  const items = async () =>
    (await activity.read({ chainId: 31337, contractAddress: NFT, limit: 10 })).items
  return { hooks, published, items }
}

describe('createWebhookPipeline in one process', () => {
  test('a listing and its cancel: kept with their token, price and (the listing) expiry, then announced', async () => {
    const p = pipeline()
    expect((await p.hooks(post(listing))).status).toBe(200)
    expect((await p.hooks(post(cancel))).status).toBe(200)
    expect((await p.items()).map((i) => [i.kind, i.tokens, i.price, i.expiry])).toEqual([
      ['cancel', [{ tokenId: '5' }], '1000', undefined],
      ['listing', [{ tokenId: '5', amount: '1' }], '1000', '2000000000'],
    ])
    expect(p.published.map((e) => [e.event, e.collectionAddress, e.tokenIds])).toEqual([
      ['RequestCreated', NFT, ['5']],
      ['RequestCancelled', NFT, ['5']],
    ])
  })

  test('without the secret, twice, or when the app fails: nothing kept or announced again', async () => {
    let fail = true
    const p = pipeline({
      onEvent: () => {
        if (fail) throw new Error('the app is down')
      },
    })
    expect((await p.hooks(post(listing, 'http://receiver.test/hooks'))).status).toBe(401)
    expect((await p.hooks(post(listing))).status).toBe(500)
    expect(await p.items()).toEqual([])
    expect(p.published).toEqual([])
    fail = false
    expect((await p.hooks(post(listing))).status).toBe(200)
    expect((await p.hooks(post(listing))).status).toBe(200) // a duplicate
    expect(await p.items()).toHaveLength(1)
    expect(p.published).toHaveLength(1)
  })

  test('another marketplace’s event: under the collection and token the app names', async () => {
    const p = pipeline({
      collection: (delivery) =>
        delivery.event.event.eventSig?.startsWith('OrderCancelled')
          ? { address: NFT, tokenIds: ['9'] }
          : undefined,
    })
    const other = eventBody(
      'OrderCancelled(uint256 indexed orderId, address indexed maker)',
      { orderId: 3n, maker: ALICE },
      { contractAddress: MARKET, uid: 'other' },
    )
    expect((await p.hooks(post(other))).status).toBe(200)
    expect((await p.items()).map((i) => [i.kind, i.collectionAddress, i.tokens])).toEqual([
      ['other', NFT, [{ tokenId: '9' }]],
    ])
    expect(p.published.map((e) => [e.collectionAddress, e.tokenIds])).toEqual([[NFT, ['9']]])
  })

  test('a chain id that is not one: a TypeError at once', () => {
    expect(() => createWebhookPipeline({ chainId: 0 })).toThrow(TypeError)
  })
})

/**
 * The market's request events on the server (issue 43): a delivery read as
 * one of them whatever names its signature gives the arguments, and refused
 * when an argument is not of its type (a property over any values); the live
 * feed's messages name the collection the event names, and the token of a
 * request as it was made; a store finds a listing by its request id, so that
 * a sale or a cancel gets its token and price.
 */
import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { ALICE, BOB, eventDelivery, MARKET, NFT } from '../../../test/support/activityEvents.js'
import {
  activityFromWebhook,
  createMemoryActivityStore,
  liveEventsFromWebhook,
  MARKET_WEBHOOK_EVENTS,
  storedMarketRequest,
} from '../index.js'
import { marketRequestEvent } from './market.js'

const WETH = '0x1111111111111111111111111111111111111111'
const at137 = { chainId: 137 }
const created = {
  requestId: 42n,
  creator: ALICE,
  tokenContract: NFT,
  tokenId: 5n,
  isListing: true,
  quantity: 2n,
  currency: WETH,
  pricePerToken: 1_000n,
  expiry: 2_000_000_000n,
}
const listing = eventDelivery(MARKET_WEBHOOK_EVENTS.RequestCreated, created, {
  contractAddress: MARKET,
  uid: 'made',
})
const sale = eventDelivery(
  MARKET_WEBHOOK_EVENTS.RequestAccepted,
  {
    requestId: 42n,
    buyer: BOB,
    tokenContract: NFT,
    recipient: BOB,
    quantity: 1n,
    quantityRemaining: 1n,
  },
  { contractAddress: MARKET, uid: 'sold' },
)
const cancel = eventDelivery(
  MARKET_WEBHOOK_EVENTS.RequestCancelled,
  { requestId: 42n, tokenContract: NFT },
  { contractAddress: MARKET, uid: 'cancelled' },
)

describe('marketRequestEvent', () => {
  test('each event by its topic and layout, whatever its arguments are named', () => {
    expect(marketRequestEvent(listing.event.event.eventSig, listing.argList)).toEqual({
      kind: 'created',
      ...created,
    })
    const anonymous = 'RequestCancelled(uint256 indexed, address indexed)' // the same topic, no names
    expect(marketRequestEvent(anonymous, [7n, NFT.toLowerCase()])).toEqual({
      kind: 'cancelled',
      requestId: 7n,
      tokenContract: NFT,
    })
    expect(marketRequestEvent(MARKET_WEBHOOK_EVENTS.RequestsInvalidated, [ALICE, 9n])).toEqual({
      kind: 'invalidated',
      creator: ALICE,
      before: 9n,
    })
    // Another event with the same name and other types is not the market's.
    expect(marketRequestEvent('RequestCancelled(uint256 indexed requestId)', [7n])).toBeUndefined()
  })

  test('any arguments: an event of the market, or undefined — never a throw', () => {
    const value = fc.oneof(
      fc.bigInt(),
      fc.string(),
      fc.boolean(),
      fc.constant(undefined),
      fc.constantFrom(ALICE, NFT.toUpperCase(), `0x${'g'.repeat(40)}`),
    )
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(MARKET_WEBHOOK_EVENTS), 'Nonsense(', ''),
        fc.array(value, { maxLength: 12 }),
        (signature, args) => {
          const event = marketRequestEvent(signature, args)
          if (event === undefined) return
          // What it gives is what its type says: uints at 0 or more, addresses checksummed.
          for (const v of Object.values(event)) {
            if (typeof v === 'bigint') expect(v >= 0n).toBe(true)
            if (typeof v === 'string' && v.startsWith('0x')) expect(v).toBe(getAddress(v))
          }
        },
      ),
    )
  })
})

describe('the live feed', () => {
  test('a request made: its collection and token; accepted or cancelled: its token when the request is known', () => {
    const [made] = liveEventsFromWebhook(listing, at137)
    expect(made).toMatchObject({
      contractAddress: MARKET,
      collectionAddress: NFT,
      tokenIds: ['5'],
      event: 'RequestCreated',
    })
    const [blind] = liveEventsFromWebhook(cancel, at137)
    expect(blind).toMatchObject({ collectionAddress: NFT, tokenIds: [] })
    const request = {
      isListing: true,
      maker: ALICE,
      tokenId: '5',
      price: '1000',
      currency: WETH,
      quantity: '2',
    }
    const [known] = liveEventsFromWebhook(cancel, { ...at137, request })
    expect(known).toMatchObject({ collectionAddress: NFT, tokenIds: ['5'] })
  })
})

describe('a store keeps the request a later sale or cancel names', () => {
  test('memory: the listing read back by its id; the sale and the cancel get its token and price', async () => {
    const store = createMemoryActivityStore()
    expect(await storedMarketRequest(store, sale, at137)).toBeUndefined()
    await store.add([activityFromWebhook(listing, at137)!])
    const request = await storedMarketRequest(store, sale, at137)
    expect(request).toEqual({
      isListing: true,
      maker: ALICE,
      tokenId: '5',
      price: '1000',
      currency: WETH,
      quantity: '2',
    })
    expect(activityFromWebhook(sale, { ...at137, request })).toMatchObject({
      kind: 'sale',
      from: ALICE,
      to: BOB,
      tokens: [{ tokenId: '5', amount: '1' }],
      price: '1000',
    })
    expect(await storedMarketRequest(store, cancel, at137)).toEqual(request)
    // Another network, another market, or a delivery that is not a sale or a cancel: nothing.
    expect(await storedMarketRequest(store, sale, { chainId: 1 })).toBeUndefined()
    expect(await storedMarketRequest(store, listing, at137)).toBeUndefined()
    const elsewhere = eventDelivery(MARKET_WEBHOOK_EVENTS.RequestCancelled, cancel.args, {
      contractAddress: BOB,
    })
    expect(await storedMarketRequest(store, elsewhere, at137)).toBeUndefined()
  })
})

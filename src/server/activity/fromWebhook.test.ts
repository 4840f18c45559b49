/**
 * `activityFromWebhook` (issue 31): each event the kit registers for as an
 * activity item — mints, transfers and burns of ERC-721, ERC-1155 (single
 * and batch, amounts summed) and ERC-20, approvals, metadata, the market's
 * listings, offers, sales, cancels and invalidations, another contract's event — and hostile deliveries refused or
 * bounded, every item a valid `ActivityItem`.
 */
import { describe, expect, test } from 'vitest'
import {
  ALICE,
  BOB,
  eventDelivery,
  MARKET,
  NFT,
  ZERO,
} from '../../../test/support/activityEvents.js'
import { transferDelivery } from '../../../test/support/webhookEvents.js'
import { ActivityItem } from '../../core/schemas/activity.js'
import {
  activityFromWebhook,
  MARKET_WEBHOOK_EVENTS,
  parseWebhookEvent,
  WEBHOOK_EVENTS,
} from '../index.js'

const { ERC20, ERC721, ERC1155 } = WEBHOOK_EVENTS
const at137 = { chainId: 137 }

/** The item, checked against the wire's schema as a client reads it. */
function itemOf(...args: Parameters<typeof activityFromWebhook>) {
  const input = activityFromWebhook(...args)
  expect(input).toBeDefined()
  const { tokenIds: _, ...item } = input!
  expect(ActivityItem.safeParse({ ...item, id: '1' }).success).toBe(true)
  return input!
}

describe('the events of the §6 table', () => {
  test('an ERC-721 Transfer: its facts, a mint from the zero address, a burn to it', () => {
    const transfer = itemOf(
      eventDelivery(ERC721.Transfer, { from: ALICE, to: BOB, tokenId: 5n }),
      at137,
    )
    expect(transfer).toEqual({
      kind: 'transfer',
      event: 'Transfer',
      chainId: 137,
      contractAddress: NFT,
      from: ALICE,
      to: BOB,
      tokens: [{ tokenId: '5', amount: '1' }],
      tokenCount: 1,
      tokenIds: ['5'],
      blockNumber: 7,
      txnHash: `0x${'cc'.repeat(32)}`,
      logIndex: 3,
      time: '2026-01-01T00:00:00.000Z',
      uid: `0x${'ab'.repeat(32)}`,
    })
    const mint = itemOf(eventDelivery(ERC721.Transfer, { from: ZERO, to: BOB, tokenId: 6n }), at137)
    expect([mint.kind, mint.from, mint.to]).toEqual(['mint', ZERO, BOB])
    const burn = itemOf(
      eventDelivery(ERC721.Transfer, { from: ALICE, to: ZERO, tokenId: 6n }),
      at137,
    )
    expect(burn.kind).toBe('burn')
    // The emulator's own delivery too.
    expect(itemOf(parseWebhookEvent(transferDelivery('u-emulator', 9n)), at137).tokens).toEqual([
      { tokenId: '9', amount: '1' },
    ])
  })

  test('ERC-1155: a single transfer with its value; a batch zipped, each id once with its amounts summed', () => {
    const single = itemOf(
      eventDelivery(ERC1155.TransferSingle, {
        operator: BOB,
        from: ZERO,
        to: ALICE,
        id: 3n,
        value: 40n,
      }),
      at137,
    )
    expect([single.kind, single.from, single.to, single.tokens]).toEqual([
      'mint',
      ZERO,
      ALICE,
      [{ tokenId: '3', amount: '40' }],
    ])
    const batch = itemOf(
      eventDelivery(ERC1155.TransferBatch, {
        operator: BOB,
        from: ALICE,
        to: BOB,
        ids: [1n, 2n, 1n],
        values: [2n, 3n, 4n],
      }),
      at137,
    )
    expect(batch.kind).toBe('transfer')
    expect(batch.tokens).toEqual([
      { tokenId: '1', amount: '6' },
      { tokenId: '2', amount: '3' },
    ])
    expect(batch.tokenCount).toBe(2)
  })

  test('a 10,000-id batch: 100 tokens listed, tokenCount and tokenIds exact', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => BigInt(i))
    const batch = itemOf(
      eventDelivery(ERC1155.TransferBatch, {
        operator: BOB,
        from: ALICE,
        to: ZERO,
        ids,
        values: ids.map(() => 1n),
      }),
      at137,
    )
    expect(batch.kind).toBe('burn')
    expect(batch.tokens).toHaveLength(100)
    expect(batch.tokens[99]).toEqual({ tokenId: '99', amount: '1' })
    expect(batch.tokenCount).toBe(10_000)
    expect(new Set(batch.tokenIds)).toEqual(new Set(ids.map(String)))
  })

  test('ERC-20: no tokens, the value as amount; approvals of every standard; URI as metadata', () => {
    const erc20 = itemOf(
      eventDelivery(ERC20.Transfer, { from: ALICE, to: BOB, value: 10n ** 30n }),
      at137,
    )
    expect([erc20.kind, erc20.tokens, erc20.tokenCount, erc20.amount]).toEqual([
      'transfer',
      [],
      0,
      String(10n ** 30n),
    ])
    const allowance = itemOf(
      eventDelivery(ERC20.Approval, { owner: ALICE, spender: BOB, value: 5n }),
      at137,
    )
    expect([allowance.kind, allowance.from, allowance.to, allowance.amount]).toEqual([
      'approval',
      ALICE,
      BOB,
      '5',
    ])
    const approval = itemOf(
      eventDelivery(ERC721.Approval, { owner: ALICE, approved: BOB, tokenId: 8n }),
      at137,
    )
    expect([approval.kind, approval.tokens]).toEqual(['approval', [{ tokenId: '8' }]])
    const all = itemOf(
      eventDelivery(ERC1155.ApprovalForAll, { account: ALICE, operator: BOB, approved: true }),
      at137,
    )
    expect([all.kind, all.from, all.to, all.tokens, all.tokenCount]).toEqual([
      'approval',
      ALICE,
      BOB,
      [],
      0,
    ])
    const uri = itemOf(eventDelivery(ERC1155.URI, { value: 'ipfs://x/{id}', id: 12n }), at137)
    expect([uri.kind, uri.event, uri.tokens, uri.from]).toEqual([
      'metadata',
      'URI',
      [{ tokenId: '12' }],
      undefined,
    ])
  })
})

describe("the market's request events (issue 43)", () => {
  const WETH = '0x1111111111111111111111111111111111111111'
  const market = { contractAddress: MARKET }
  const listed = eventDelivery(
    MARKET_WEBHOOK_EVENTS.RequestCreated,
    {
      requestId: 42n,
      creator: ALICE,
      tokenContract: NFT,
      tokenId: 5n,
      isListing: true,
      quantity: 1n,
      currency: WETH,
      pricePerToken: 6_300_000_000_000_000n,
      expiry: 2_000_000_000n,
    },
    market,
  )
  /** The listing as a store keeps it, for the events that name only its id. */
  const request = {
    isListing: true,
    maker: ALICE,
    tokenId: '5',
    price: '6300000000000000',
    currency: WETH,
    quantity: '1',
  }

  test('a listing made: from its maker, under its collection, with its token, price, currency, quantity and expiry', () => {
    expect(itemOf(listed, at137)).toMatchObject({
      kind: 'listing',
      event: 'RequestCreated',
      contractAddress: MARKET,
      collectionAddress: NFT,
      from: ALICE,
      tokens: [{ tokenId: '5', amount: '1' }],
      requestId: '42',
      price: '6300000000000000',
      currency: WETH,
      quantity: '1',
      expiry: '2000000000',
    })
    const offered = eventDelivery(
      MARKET_WEBHOOK_EVENTS.RequestCreated,
      { ...listed.args, isListing: false, creator: BOB, quantity: 3n },
      market,
    )
    expect(itemOf(offered, at137)).toMatchObject({ kind: 'offer', from: BOB, quantity: '3' })
    // Only what makes a request has an expiry: a sale or a cancel names the request by its id.
    expect(itemOf(offered, at137).expiry).toBe('2000000000')
  })

  test('a sale of it: from the seller to the recipient at the request’s price; of an offer, the other way', () => {
    const accepted = eventDelivery(
      MARKET_WEBHOOK_EVENTS.RequestAccepted,
      {
        requestId: 42n,
        buyer: BOB,
        tokenContract: NFT,
        recipient: BOB,
        quantity: 1n,
        quantityRemaining: 0n,
      },
      market,
    )
    expect(itemOf(accepted, { ...at137, request })).toMatchObject({
      kind: 'sale',
      event: 'RequestAccepted',
      collectionAddress: NFT,
      from: ALICE,
      to: BOB,
      tokens: [{ tokenId: '5', amount: '1' }],
      requestId: '42',
      price: '6300000000000000',
      currency: WETH,
      quantity: '1',
    })
    const offerTaken = itemOf(accepted, { ...at137, request: { ...request, isListing: false } })
    expect([offerTaken.from, offerTaken.to]).toEqual([BOB, ALICE])
    // A request the store does not have: the sale, under its collection, without a price or a party.
    const unknown = itemOf(accepted, at137)
    expect(unknown).toMatchObject({ kind: 'sale', collectionAddress: NFT, tokens: [] })
    expect([unknown.price, unknown.from, unknown.to]).toEqual([undefined, undefined, undefined])
    // A stored request that is not one (the store is read as untrusted): as if unknown.
    const forged = itemOf(accepted, { ...at137, request: { ...request, maker: 'me', price: '-1' } })
    expect([forged.price, forged.from]).toEqual([undefined, undefined])
  })

  test('a cancel and both invalidations: under their collection, from the maker', () => {
    const cancelled = eventDelivery(
      MARKET_WEBHOOK_EVENTS.RequestCancelled,
      { requestId: 42n, tokenContract: NFT },
      market,
    )
    expect(itemOf(cancelled, { ...at137, request })).toMatchObject({
      kind: 'cancel',
      collectionAddress: NFT,
      from: ALICE,
      tokens: [{ tokenId: '5' }],
      price: '6300000000000000',
    })
    const all = itemOf(
      eventDelivery(
        MARKET_WEBHOOK_EVENTS.RequestsInvalidated,
        { creator: ALICE, invalidatedBefore: 43n },
        market,
      ),
      at137,
    )
    expect(all).toMatchObject({ kind: 'invalidate', from: ALICE, tokens: [] })
    expect(all.collectionAddress).toBeUndefined()
    const onCollection = itemOf(
      eventDelivery(
        MARKET_WEBHOOK_EVENTS.RequestsInvalidatedForCollection,
        { creator: ALICE, tokenContract: NFT, invalidatedBefore: 43n },
        market,
      ),
      at137,
    )
    expect(onCollection).toMatchObject({ kind: 'invalidate', collectionAddress: NFT })
  })

  test('any spelling of an address is one address: upper case kept checksummed', () => {
    const upper = eventDelivery(
      MARKET_WEBHOOK_EVENTS.RequestCancelled,
      { requestId: 1n, tokenContract: NFT },
      { contractAddress: `0x${MARKET.slice(2).toUpperCase()}` },
    )
    expect(itemOf(upper, at137)).toMatchObject({ contractAddress: MARKET, collectionAddress: NFT })
  })
})

describe('events outside the table', () => {
  test('another event: other, its token ids and from/to found by name', () => {
    const minted = itemOf(
      eventDelivery('Minted(address indexed to, uint256 tokenId, uint256 price)', {
        to: BOB,
        tokenId: 4n,
        price: 9n,
      }),
      at137,
    )
    expect(minted).toMatchObject({
      kind: 'other',
      event: 'Minted',
      to: BOB,
      tokens: [{ tokenId: '4' }],
    })
    expect(minted.from).toBeUndefined()
    const bare = itemOf(eventDelivery('Paused()', {}), at137)
    expect([bare.kind, bare.tokens, bare.tokenCount]).toEqual(['other', [], 0])
  })
})

describe('hostile deliveries', () => {
  const transfer = (extra: Record<string, unknown>) =>
    eventDelivery(ERC721.Transfer, { from: ALICE, to: BOB, tokenId: 5n }, extra)

  test('a contract that is not an address, a uid longer than 200 or not storable text: refused', () => {
    for (const contractAddress of [
      'not an address',
      `0x${'g'.repeat(40)}`,
      '0x5fbdb2315678AFECB367f032d93F642f64180aa3',
    ]) {
      expect(activityFromWebhook(transfer({ contractAddress }), at137)).toBeUndefined()
    }
    // parseWebhookEvent refuses such uids; a delivery made otherwise meets the same rule here.
    const withUid = (uid: string) => {
      const delivery = transfer({})
      return { ...delivery, event: { ...delivery.event, uid } }
    }
    expect(() => transfer({ uid: 'u'.repeat(201) })).toThrow(/uid/)
    expect(activityFromWebhook(withUid('u'.repeat(201)), at137)).toBeUndefined()
    // Text PostgreSQL cannot store: a lone surrogate, a NUL.
    expect(activityFromWebhook(withUid('u\uDFFF'), at137)).toBeUndefined()
    expect(activityFromWebhook(withUid('u\u0000'), at137)).toBeUndefined()
    expect(activityFromWebhook(transfer({ uid: 'u\uD83D\uDE00' }), at137)?.uid).toBe(
      'u\uD83D\uDE00',
    )
  })

  test('a block, hash, log index or time that is not one: left out, or the receive time', () => {
    const before = Date.now()
    const item = itemOf(
      transfer({ blockNumber: -1, txnHash: '0x1234', txnLogIndex: 'x', ts: 'yesterday' }),
      at137,
    )
    expect([item.blockNumber, item.txnHash, item.logIndex]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
    expect(Date.parse(item.time)).toBeGreaterThanOrEqual(before - 1)
    expect(itemOf(transfer({ txnLogIndex: '12' }), at137).logIndex).toBe(12)
    expect(itemOf(transfer({ txnLogIndex: 1.5 }), at137).logIndex).toBeUndefined()
    expect(itemOf(transfer({ blockNumber: 2 ** 60 }), at137).blockNumber).toBeUndefined()
    expect(itemOf(transfer({ ts: '2026-02-03T04:05:06+02:00' }), at137).time).toBe(
      '2026-02-03T02:05:06.000Z',
    )
  })

  test('amounts summed past 2^256, or a batch whose ids and values differ in length: refused', () => {
    const max = 2n ** 256n - 1n
    const batch = (ids: bigint[], values: bigint[]) =>
      activityFromWebhook(
        eventDelivery(ERC1155.TransferBatch, { operator: BOB, from: ALICE, to: BOB, ids, values }),
        at137,
      )
    expect(batch([1n, 1n], [max, 1n])).toBeUndefined()
    expect(batch([1n, 2n], [max])).toBeUndefined()
    expect(batch([max], [max])?.tokens).toEqual([{ tokenId: String(max), amount: String(max) }])
  })

  test('an event name longer than 64 characters is clamped', () => {
    const name = `E${'x'.repeat(99)}`
    const item = itemOf(eventDelivery(`${name}(uint256 id)`, { id: 1n }), at137)
    expect(item.event).toBe(name.slice(0, 64))
  })

  test('options the app gives wrong: a TypeError naming them', () => {
    const delivery = transfer({})
    expect(() => activityFromWebhook(delivery, { chainId: 0 })).toThrow(/chainId/)
    expect(() =>
      activityFromWebhook(delivery, { chainId: 1, collection: { address: 'nope' } }),
    ).toThrow(/collection/)
    expect(() =>
      activityFromWebhook(delivery, {
        chainId: 1,
        collection: { address: NFT, tokenIds: [2n ** 256n] },
      }),
    ).toThrow(/token id/)
  })
})

/**
 * The emulator's reader of the market's logs over any logs (issue 43): the
 * market's four request events with any values (prices and quantities to
 * 2^256−1, expiries past any date, request ids of nothing, tokens and
 * currencies it does not serve), and logs of any topics and data. Each block
 * is applied, never a throw; every order it then serves reads back through
 * the emulator's API, and an order is never both live and ended.
 */
import fc from 'fast-check'
import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  type Hex,
  type Log,
  type PublicClient,
} from 'viem'
import { expect, test } from 'vitest'
import { PROPERTY_TIMEOUT, runs } from '../../../test/support/fuzz.js'
import { createClient } from '../../core/client.js'
import { SEQUENCE_MARKET_ABI } from '../../core/market/abi.js'
import { createEmulator } from '../emulator.js'
import { EMULATED_NETWORKS, emulatorConfig } from '../index.js'
import { createMarketReader } from './market.js'

const network = EMULATED_NETWORKS.find((n) => n.chainId === 31337)!
const market = network.marketplaceContract as Address
const MAX = 2n ** 256n - 1n
const uint = fc.oneof(
  fc.bigInt({ min: 0n, max: 20n }),
  fc.bigInt({ min: 0n, max: MAX }),
  fc.constantFrom(0n, 1n, 2n ** 53n, 2n ** 96n - 1n, MAX),
)
const hex = (bytes: number) =>
  fc
    .uint8Array({ minLength: bytes, maxLength: bytes })
    .map((b) => `0x${Buffer.from(b).toString('hex')}` as Hex)
const word = hex(32)

/** A log of the market: one of its events with any values, or any topics and data. */
function logArbitrary(
  collections: readonly Address[],
  currencies: readonly Address[],
  tokens: readonly bigint[],
) {
  // Mostly what the emulator serves (so that orders are made, then accepted or ended), else anything.
  const likely = <T>(known: fc.Arbitrary<T>, any: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: known, weight: 4 }, { arbitrary: any, weight: 1 })
  const address = likely(
    fc.constantFrom(...collections.slice(0, 1)),
    fc.oneof(fc.constantFrom(...collections), hex(20)),
  )
  const tokenId = likely(fc.constantFrom(...tokens), uint)
  const currency = likely(fc.constantFrom(...currencies), hex(20))
  const expiry = likely(fc.bigInt({ min: 1_800_000_000n, max: 2_000_000_000n }), uint)
  const event = (
    eventName: string,
    indexed: Record<string, unknown>,
    types: { type: string }[],
    values: unknown[],
  ) => ({
    topics: encodeEventTopics({
      abi: SEQUENCE_MARKET_ABI,
      eventName,
      args: indexed,
    } as never) as Hex[],
    data: encodeAbiParameters(types, values),
  })
  const requestId = fc.oneof(fc.bigInt({ min: 0n, max: 5000n }), uint)
  return fc.oneof(
    fc
      .record({
        requestId,
        creator: hex(20),
        tokenContract: address,
        tokenId,
        isListing: fc.boolean(),
        quantity: uint,
        currency,
        price: uint,
        expiry,
      })
      .map((r) =>
        event(
          'RequestCreated',
          { requestId: r.requestId, creator: r.creator, tokenContract: r.tokenContract },
          [
            { type: 'uint256' },
            { type: 'bool' },
            { type: 'uint256' },
            { type: 'address' },
            { type: 'uint256' },
            { type: 'uint256' },
          ],
          [r.tokenId, r.isListing, r.quantity, r.currency, r.price, r.expiry],
        ),
      ),
    fc
      .record({
        requestId,
        buyer: hex(20),
        tokenContract: address,
        recipient: hex(20),
        quantity: uint,
        remaining: uint,
      })
      .map((r) =>
        event(
          'RequestAccepted',
          { requestId: r.requestId, buyer: r.buyer, tokenContract: r.tokenContract },
          [{ type: 'address' }, { type: 'uint256' }, { type: 'uint256' }],
          [r.recipient, r.quantity, r.remaining],
        ),
      ),
    fc
      .record({ requestId, tokenContract: address })
      .map((r) => event('RequestCancelled', r, [], [])),
    fc.record({ creator: hex(20), before: uint, tokenContract: fc.option(address) }).map((r) => ({
      topics: [
        ...(encodeEventTopics({
          abi: SEQUENCE_MARKET_ABI,
          eventName: 'RequestsInvalidated',
          args: r.tokenContract
            ? { creator: r.creator, tokenContract: r.tokenContract, invalidatedBefore: r.before }
            : { creator: r.creator, invalidatedBefore: r.before },
        } as never) as Hex[]),
      ],
      data: '0x' as Hex,
    })),
    fc.record({
      topics: fc.array(word, { maxLength: 5 }),
      data: fc.oneof(fc.constant('0x' as Hex), hex(32), hex(100), hex(192)),
    }),
  )
}

/** An emulator following no chain but the logs a test gives its reader, and the kit's client of it. */
function world() {
  const emulator = createEmulator({ size: 40, now: Date.UTC(2026, 0, 1) })
  const state = emulator.state.marketplace
  state.followChain(31337)
  const ours = () => state.collections.filter((c) => c.network.chainId === 31337)
  const first = ours()[0]!
  const tokens = Array.from({ length: 3 }, (_, i) => BigInt(first.tokens.tokenId(i)))
  const client = createClient({
    ...emulatorConfig(),
    fetch: (input, init) => emulator.handle(new Request(input, init)),
  })
  const chain = {
    getBlock: async ({ blockNumber }: { blockNumber: bigint }) => ({
      timestamp: 1_767_225_600n + blockNumber * 12n,
    }),
  } as unknown as PublicClient
  let block = 0n
  const reader = () =>
    createMarketReader({ client: chain, network, clock: emulator.clock, collections: ours })
  /** Applies one block of logs (topics and data) of the market. */
  const apply = async (
    r: ReturnType<typeof reader>,
    entries: readonly { topics: Hex[]; data: Hex }[],
  ) => {
    block++
    const logs = entries.map(
      (entry, logIndex) =>
        ({
          ...entry,
          address: market,
          blockNumber: block,
          blockHash: `0x${block.toString(16).padStart(64, '0')}`,
          logIndex,
          transactionHash: `0x${'ab'.repeat(32)}`,
          transactionIndex: 0,
          removed: false,
        }) as unknown as Log,
    )
    await r.apply(logs)
  }
  const listings = async () =>
    (
      await client.marketplace.listListingsForCollectible({
        network: 'anvil',
        contractAddress: first.spec.address,
        tokenId: String(tokens[0]),
        page: { pageSize: 50 },
      })
    ).listings
  return { ours, first, tokens, reader, apply, listings }
}

test(
  'any logs of the market: applied block by block, never a throw; what is served reads back',
  async () => {
    const w = world()
    const arbitrary = logArbitrary(
      w.ours().map((c) => c.spec.address as Address),
      network.currencies.map((c) => c.address as Address),
      w.tokens,
    )
    /** Native listings served over all runs: the arbitrary makes orders the reader keeps, not only refusals. */
    let native = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(arbitrary, { maxLength: 8 }), { maxLength: 4 }),
        async (blocks) => {
          const reader = w.reader()
          for (const entries of blocks) await w.apply(reader, entries)
          for (const listing of await w.listings()) {
            if (listing.marketplace === 'native_marketplace_v2') native++
            expect(listing.orderId).toMatch(/^\d+$/)
            expect(listing.status).toBe('active')
            expect(BigInt(listing.quantityRemaining!)).toBeGreaterThan(0n)
          }
        },
      ),
      runs(60),
    )
    expect(native).toBeGreaterThan(0)
  },
  PROPERTY_TIMEOUT,
)

test('an acceptance that leaves more than was left is not the market’s: the request keeps its quantity', async () => {
  const w = world()
  const reader = w.reader()
  const topics = (eventName: string, args: Record<string, unknown>) =>
    encodeEventTopics({ abi: SEQUENCE_MARKET_ABI, eventName, args } as never) as Hex[]
  const maker = `0x${'12'.repeat(20)}` as Address
  const tokenContract = w.first.spec.address as Address
  const currency = network.currencies[0]!.address as Address
  await w.apply(reader, [
    {
      topics: topics('RequestCreated', { requestId: 9_000n, creator: maker, tokenContract }),
      data: encodeAbiParameters(
        [
          { type: 'uint256' },
          { type: 'bool' },
          { type: 'uint256' },
          { type: 'address' },
          { type: 'uint256' },
          { type: 'uint256' },
        ],
        [w.tokens[0]!, true, 2n, currency, 10n ** 18n, 1_900_000_000n],
      ),
    },
  ])
  const made = (await w.listings()).find((l) => l.orderId === '9000')
  expect(made?.quantityRemaining).toBe('2')
  await w.apply(reader, [
    {
      topics: topics('RequestAccepted', { requestId: 9_000n, buyer: maker, tokenContract }),
      data: encodeAbiParameters(
        [{ type: 'address' }, { type: 'uint256' }, { type: 'uint256' }],
        [maker, 1n, 2n ** 96n],
      ),
    },
  ])
  expect((await w.listings()).find((l) => l.orderId === '9000')?.quantityRemaining).toBe('2')
})

/**
 * Currencies without configuration (issue 27): what a resolver answers from
 * the configuration, the networks' native currencies and the chain; how it
 * batches and keeps the chain's answers; what a token's `symbol()` may be
 * made into. The chain itself is test/chain/currencies.test.tsx.
 */
import fc from 'fast-check'
import type { Client } from 'viem'
import { describe, expect, test } from 'vitest'
import { createEmulator } from '../../emulator/emulator.js'
import { EMULATOR_COLLECTION, EMULATOR_CURRENCIES, emulatorConfig } from '../../emulator/index.js'
import { createClient } from '../client.js'
import {
  type Currency,
  type CurrencyInfo,
  createBaseClient,
  createCurrencyResolver,
  isPlatformError,
  NATIVE_CURRENCY_ADDRESS,
  NETWORKS,
  readableSymbol,
  SYMBOL_MAX,
} from '../index.js'

const USDC = '0x1111111111111111111111111111111111111111'
const WETH = '0x2222222222222222222222222222222222222222'
const OTHER = '0x3333333333333333333333333333333333333333'
const configured: Currency[] = [
  { chainId: 137, address: USDC, symbol: 'USDC', decimals: 6 },
  { chainId: 137, address: WETH, symbol: 'WETH', decimals: 18, significantDigits: 5 },
]
const client = {} as Client

/** A chain read that records what it was asked and answers from a table. */
function recordingRead(answers: Record<string, CurrencyInfo | undefined> = {}) {
  const asked: string[][] = []
  let fail = false
  const read = async (_client: Client, addresses: readonly string[]) => {
    asked.push([...addresses])
    if (fail) throw new Error('the node did not answer')
    return addresses.map((a) => answers[a])
  }
  return {
    asked,
    read,
    failing(on: boolean) {
      fail = on
    },
  }
}

/** Resolves once the resolver has told its subscribers `times` times. */
const answered = (resolver: ReturnType<typeof createCurrencyResolver>, times = 1) =>
  new Promise<void>((resolve) => {
    let n = 0
    const stop = resolver.subscribe(() => {
      if (++n === times) {
        stop()
        resolve()
      }
    })
  })

describe('lookup', () => {
  test('configured currencies by chain and address, in any case; by address alone without a chain', () => {
    const resolver = createCurrencyResolver({ currencies: configured })
    expect(resolver.lookup(137, USDC.toUpperCase().replace('0X', '0x'))).toEqual({
      state: 'known',
      info: { symbol: 'USDC', decimals: 6 },
    })
    expect(resolver.lookup(undefined, WETH)).toEqual({
      state: 'known',
      info: { symbol: 'WETH', decimals: 18, significantDigits: 5 },
    })
    expect(resolver.lookup(137, OTHER)).toEqual({ state: 'unknown' })
  })

  test("the zero address is the network's native currency; an unknown chain's is unknown", () => {
    const resolver = createCurrencyResolver()
    expect(resolver.lookup(137, NATIVE_CURRENCY_ADDRESS)).toEqual({
      state: 'known',
      info: { symbol: 'POL', decimals: 18 },
    })
    expect(resolver.lookup(1, `0x${'Ee'.repeat(20)}`)).toEqual({
      state: 'known',
      info: { symbol: 'ETH', decimals: 18 },
    })
    expect(resolver.lookup(999_999, NATIVE_CURRENCY_ADDRESS)).toEqual({ state: 'unknown' })
    // Without a chain, the zero address could be any network's.
    expect(resolver.lookup(undefined, NATIVE_CURRENCY_ADDRESS)).toEqual({ state: 'unknown' })
    // An app's network brings its own.
    const own = createCurrencyResolver({
      networks: [{ chainId: 999_999, name: 'own', nativeCurrency: { symbol: 'OWN', decimals: 9 } }],
    })
    expect(own.lookup(999_999, NATIVE_CURRENCY_ADDRESS)).toEqual({
      state: 'known',
      info: { symbol: 'OWN', decimals: 9 },
    })
  })

  test('every built-in network names its native currency', () => {
    for (const network of NETWORKS) {
      expect(network.nativeCurrency?.symbol, network.name).toMatch(/^[A-Z]{3,4}$/)
      expect(network.nativeCurrency?.decimals).toBe(18)
    }
  })
})

describe('load', () => {
  test('one read per chain for the requests of one moment; each currency read once', async () => {
    const chain = recordingRead({ [OTHER]: { symbol: 'OTH', decimals: 8 } })
    const resolver = createCurrencyResolver({ read: chain.read })
    const done = answered(resolver, 2)
    resolver.load(137, [OTHER, WETH], client)
    resolver.load(137, [OTHER.toUpperCase().replace('0X', '0x')], client)
    resolver.load(1, [USDC], client)
    expect(resolver.lookup(137, OTHER)).toEqual({ state: 'reading' })
    await done
    expect(chain.asked).toEqual([[OTHER, WETH], [USDC]])
    expect(resolver.lookup(137, OTHER)).toEqual({
      state: 'known',
      info: { symbol: 'OTH', decimals: 8 },
    })
    // A contract that did not answer is known to be unknown, not asked again.
    expect(resolver.lookup(137, WETH)).toEqual({ state: 'unknown' })
    resolver.load(137, [OTHER, WETH], client)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(chain.asked).toHaveLength(2)
  })

  test('configured, native and malformed addresses are never read', async () => {
    const chain = recordingRead()
    const resolver = createCurrencyResolver({ currencies: configured, read: chain.read })
    resolver.load(137, [USDC, NATIVE_CURRENCY_ADDRESS, 'not an address', '0x12'], client)
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(chain.asked).toEqual([])
  })

  test('a read that failed as a whole is unknown until asked again after retryMs', async () => {
    const chain = recordingRead({ [OTHER]: { symbol: 'OTH', decimals: 8 } })
    const resolver = createCurrencyResolver({ read: chain.read, retryMs: 0 })
    chain.failing(true)
    let done = answered(resolver)
    resolver.load(137, [OTHER], client)
    await done
    expect(resolver.lookup(137, OTHER)).toEqual({ state: 'unknown' })
    chain.failing(false)
    done = answered(resolver)
    resolver.load(137, [OTHER], client)
    await done
    expect(chain.asked).toEqual([[OTHER], [OTHER]])
    expect(resolver.lookup(137, OTHER)).toMatchObject({ state: 'known' })
  })

  test('a hundred currencies at most per read', async () => {
    const chain = recordingRead()
    const resolver = createCurrencyResolver({ read: chain.read })
    const many = Array.from(
      { length: 250 },
      (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`,
    )
    const done = answered(resolver, 3)
    resolver.load(137, many, client)
    await done
    expect(chain.asked.map((a) => a.length)).toEqual([100, 100, 50])
    expect(resolver.version).toBe(3)
  })
})

describe('readableSymbol', () => {
  test.each([
    ['USDC', 'USDC'],
    ['  w  ETH ', 'w ETH'],
    ['\u202Eevil\u202C', 'evil'],
    ['a\u200Db\u2066c\u2069', 'abc'],
    ['line\nbreak', 'linebreak'],
    ['<script>alert(1)</script>', '<script>alert(1…'],
    ['x'.repeat(10_000), `${'x'.repeat(SYMBOL_MAX - 1)}…`],
    ['', undefined],
    ['\u202E\u200B', undefined],
  ])('case %#', (raw, shown) => {
    expect(readableSymbol(raw)).toBe(shown)
  })

  test('any text becomes nothing or at most 16 visible characters, none of them a control', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (raw) => {
        const shown = readableSymbol(raw)
        if (shown === undefined) return
        expect([...shown].length).toBeLessThanOrEqual(SYMBOL_MAX)
        expect(shown).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u)
        expect(shown).toBe(shown.trim())
      }),
      { seed: 27, numRuns: 500 },
    )
  })
})

describe('configuration', () => {
  test('emulatorConfig carries the emulator’s currencies and the native currencies of its networks', () => {
    const config = createBaseClient(emulatorConfig())
    expect(config.currencies).toBe(EMULATOR_CURRENCIES)
    expect(config.currencies.map((c) => `${c.chainId} ${c.symbol} ${c.decimals}`).sort()).toEqual([
      '137 USDC 6',
      '137 WETH 18',
      '31337 USDC 6',
      '31337 WETH 18',
    ])
    expect(config.networks.find((n) => n.name === 'anvil')?.nativeCurrency?.symbol).toBe('ETH')
  })

  test('the emulator’s currencies carry the dollar rate its orders’ priceUSD is computed with', async () => {
    const emulator = createEmulator({ size: 40 })
    const kit = createClient({
      ...emulatorConfig(),
      fetch: (input, init) => emulator.handle(new Request(input, init)),
    })
    const { collectibles } = await kit.marketplace.listCollectibles({
      network: 'anvil',
      contractAddress: EMULATOR_COLLECTION.creatures.address,
      side: 'listing',
      page: { pageSize: 20 },
    })
    const orders = collectibles.flatMap((c) => (c.order ? [c.order] : []))
    expect(orders.length).toBeGreaterThan(5)
    for (const order of orders) {
      const currency = EMULATOR_CURRENCIES.find(
        (c) => c.chainId === 31337 && c.address === order.priceCurrencyAddress,
      )!
      const whole = Number(order.priceAmount) / 10 ** currency.decimals
      expect(Math.abs(whole * currency.exchangeRate! - order.priceUSD!)).toBeLessThanOrEqual(0.01)
    }
  })

  test('a malformed currency is an InvalidArgument naming it', () => {
    const bad = [{ chainId: 1, address: '0x12', symbol: 'X', decimals: 6 }] as Currency[]
    let error: unknown
    try {
      createBaseClient({ accessKey: 'k', urls: {}, currencies: bad })
    } catch (e) {
      error = e
    }
    expect(isPlatformError(error, 'InvalidArgument')).toBe(true)
    expect((error as { issues: unknown[] }).issues).toEqual([
      { path: 'currencies.0', message: expect.stringContaining('address') },
    ])
  })
})

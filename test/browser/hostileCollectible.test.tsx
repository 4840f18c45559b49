/**
 * The collectible page under hostile metadata and orders, in real Chromium
 * (issue 28), as an app gets them: JSON read by the kit's own schema readers
 * (`TokenMetadata.parse`, `Order.parse`) or through the client from the
 * emulator. No JSON value in an attribute puts a component in its failed
 * state or throws in an app's own markup; any `priceDecimals`, 0 to 10⁹ and
 * beyond, is written in bounded work; "Show all" on 100,000 attributes keeps
 * the page responsive (a step at a time, never every trait); an 8,017-
 * character website URL keeps the details box one line high.
 */
import '../../src/ui/styles.css'
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import fc from 'fast-check'
import { HttpResponse, http } from 'msw'
import { setupWorker } from 'msw/browser'
import { Component, type ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { Order } from '../../src/core/schemas/order.js'
import { TokenMetadata } from '../../src/core/schemas/tokenMetadata.js'
import { emulatorHandlers } from '../../src/emulator/adapters/msw.js'
import { createEmulator, EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import { propertyFilters } from '../../src/emulator/marketplace/filters.js'
import { CollectibleCard } from '../../src/ui/components/CollectibleCard/CollectibleCard.js'
import { CollectibleDetails } from '../../src/ui/components/CollectibleDetails/CollectibleDetails.js'
import {
  PriceSummary,
  PriceSummaryView,
} from '../../src/ui/components/PriceSummary/PriceSummary.js'
import { TraitList, TraitListView } from '../../src/ui/components/TraitList/TraitList.js'
import { useTraitList } from '../../src/ui/index.js'
import { hostileJson, hostileString, TRAIT_FIELDS } from '../support/arbitraries.js'
import { order as wireOrder } from '../support/fixtures.js'
import { TestProviders } from '../support/providers.js'

const emulator = createEmulator({ size: 60 })
const worker = setupWorker(...emulatorHandlers(emulator))
beforeAll(() => worker.start({ quiet: true, onUnhandledRequest: 'bypass' }))
afterAll(() => worker.stop())
afterEach(() => {
  cleanup()
  worker.resetHandlers()
})

const CREATURES = EMULATOR_COLLECTION.creatures.address
const anvil = EMULATED_NETWORKS.find((n) => n.name === 'anvil')!
const USDC = anvil.currencies.find((c) => c.symbol === 'USDC')!.address
/*
 * Bounded work is shown by what the work makes, not by the clock (which another process's load
 * stretches): the elements drawn and the length of each amount written. 10⁹ zeros fail ("Invalid
 * string length") or fill the amount; 100,000 traits drawn at once are 300,000 elements.
 */

/** One QueryClient for every render: the collection's filters are read once, then back each trait at once. */
const queryClient = new QueryClient()
const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders queryClient={queryClient}>{children}</TestProviders>
)

/** An app's own error boundary: what a hook throws inside the app's markup lands here. */
class AppBoundary extends Component<{ onError: (e: unknown) => void; children: ReactNode }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? <p>the app failed</p> : this.props.children
  }
}

/** `useTraitList` and `TraitListView` in an app's own markup, outside any boundary of the kit's. */
function AppTraits({ attributes }: { attributes: TokenMetadata['attributes'] }) {
  const list = useTraitList({ network: 'anvil', contractAddress: CREATURES, attributes })
  return (
    <TraitListView
      traits={list.shown}
      total={list.traits.length}
      expanded={list.expanded}
      onToggle={list.toggle}
      onShowMore={list.showMore}
      more={list.more}
    />
  )
}

/** Attribute shapes no generator is likely to hit, as JSON text (`__proto__` as a member, 1e400). */
const EXOTIC = [
  '{"trait_type":"Born","value":5,"display_type":{"toString":"date"}}',
  '{"trait_type":"X","value":{"toString":"date"}}',
  '{"trait_type":"X","value":{"valueOf":3},"max_value":{"valueOf":9}}',
  '{"trait_type":"Huge","value":1e400}',
  '{"trait_type":"Past","value":-1e400,"display_type":"date"}',
  '{"trait_type":"Far","value":1e308,"display_type":"date"}',
  '{"trait_type":"Zero","value":-0,"display_type":"boost_percentage"}',
  '{"trait_type":"Tiny","value":5e-324,"display_type":"boost_number","max_value":1e400}',
  '{"trait_type":"\\ud800","value":"\\udfff"}',
  '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"value":1}',
  '{"trait_type":["a",{"b":null}],"value":[1,[2,[3,{"4":[5]}]]]}',
  `{"trait_type":"Deep","value":${'['.repeat(60)}1${']'.repeat(60)}}`,
  '{"trait_type":"\\u202eRTL","value":"\\u202e1.5","display_type":"number"}',
  '{"name":null,"key":1e400,"type":true,"value":null}',
]

const json = fc.oneof(fc.jsonValue(), hostileJson)
/** An attribute as JSON text: the fields collections use, with any JSON value in each, or an exotic shape. */
const attributeText = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.dictionary(fc.constantFrom(...TRAIT_FIELDS), json).map((a) => jsonText(a)),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.string(), json).map((a) => jsonText(a)) },
  { weight: 2, arbitrary: fc.constantFrom(...EXOTIC) },
)

/** JSON text of a value that may hold ±Infinity (written as 1e400, as a server may) or -0. */
const jsonText = (value: unknown) =>
  JSON.stringify(value, (_k, v) =>
    typeof v === 'number' && !Number.isFinite(v) && !Number.isNaN(v)
      ? `@@${v > 0 ? '' : '-'}1e400@@`
      : v,
  ).replace(/"@@(-?1e400)@@"/g, '$1')

/** An order's fields as a server may send them: any text, any whole places, any double. */
const orderFields = fc.record(
  {
    side: fc.constantFrom('listing', 'offer'),
    marketplace: fc.oneof(fc.constantFrom('opensea', 'brand_new'), hostileString),
    originName: hostileString,
    priceAmountFormatted: fc.oneof(
      hostileString,
      fc.stringMatching(/^-?\d{0,40}(\.\d{0,40})?(e-?\d{1,20})?$/),
    ),
    priceAmount: fc.oneof(fc.stringMatching(/^\d{1,90}$/), hostileString),
    priceDecimals: fc.oneof(
      fc.integer({ min: -5, max: 60 }),
      fc.constantFrom(1000, 1001, 1e6, 1e9, 2 ** 31 - 1, Number.MAX_SAFE_INTEGER),
    ),
    priceUSD: fc.double(),
    priceUSDFormatted: hostileString,
    quantityAvailable: fc.oneof(fc.constant('1'), hostileString),
    quantityAvailableFormatted: hostileString,
    validUntil: fc.oneof(
      hostileString,
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    ),
  },
  { requiredKeys: ['side'] },
)

/** JSON from a server, read by the kit's reader; `undefined` where the reader refuses it (an app gets its error instead). */
function read<T>(reader: { parse(value: unknown): T }, text: string): T | undefined {
  try {
    return reader.parse(JSON.parse(text))
  } catch {
    return undefined
  }
}

describe('any JSON value in an attribute, any order', () => {
  beforeAll(async () => {
    await page.viewport(390, 900)
    // The collection's filters, read once: every trait is then backed (or not) in the first render.
    render(<TraitList network="anvil" contractAddress={CREATURES} attributes={[]} />, { wrapper })
    await waitFor(() =>
      expect(
        queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'success' })
          .length,
      ).toBeGreaterThan(0),
    )
    cleanup()
  })

  test('no failed state in TraitList, useTraitList + TraitListView, PriceSummaryView, CollectibleDetails, CollectibleCard', () => {
    fc.assert(
      fc.property(
        fc.array(attributeText, { maxLength: 10 }),
        orderFields,
        fc.oneof(fc.webUrl(), hostileString),
        (attributes, fields, externalUrl) => {
          const metadata = read(
            TokenMetadata,
            `{"tokenId":"7","name":${JSON.stringify(externalUrl)},"externalUrl":${JSON.stringify(externalUrl)},"attributes":[${attributes.join(',')}]}`,
          )
          const order = read(
            Order,
            JSON.stringify(wireOrder({ ...fields, priceCurrencyAddress: USDC })),
          )
          fc.pre(metadata !== undefined && order !== undefined)
          const failures: unknown[] = []
          const onError = (e: unknown) => failures.push(e)
          const { container } = render(
            <AppBoundary onError={onError}>
              <TraitList
                network="anvil"
                contractAddress={CREATURES}
                attributes={metadata!.attributes}
                collectionHref="/c"
                onError={onError}
              />
              <AppTraits attributes={metadata!.attributes} />
              <PriceSummaryView status="success" listing={order} offer={order} onError={onError} />
              <CollectibleDetails
                network="anvil"
                contractAddress={CREATURES}
                tokenId="7"
                metadata={metadata}
                onError={onError}
              />
              <CollectibleCard collectible={{ metadata: metadata!, order }} onError={onError} />
            </AppBoundary>,
            { wrapper },
          )
          expect(failures).toEqual([])
          expect(container.querySelector('[data-failed]')).toBeNull()
          expect(container.textContent).not.toContain('the app failed')
          expect(({} as Record<string, unknown>).polluted).toBeUndefined()
          cleanup()
        },
      ),
      { seed: 28, numRuns: 150 },
    )
  }, 120_000)
})

describe('priceDecimals from 0 to 10⁹ and beyond', () => {
  /** 1,500,000 base units at each number of places, and the amount the kit writes: never 10⁹ zeros. */
  const PLACES: [number, string][] = [
    [0, '1,500,000'],
    [1, '150,000'],
    [6, '1.500'],
    [18, '1.500E-12'],
    [77, '1.500E-71'],
    [1000, '1.500E-994'],
    [1001, '1.500E-995'],
    [65_536, '1.500E-65530'],
    [1e6, '1.500E-999994'],
    [1e9, '1.500E-999999994'],
    [2 ** 31 - 1, '1.500E-2147483641'],
    // An exponent of 16 digits is past what the formatter writes: no amount rather than the text.
    [2 ** 53 - 1, '—'],
  ]
  const wire = (places: number, side: 'listing' | 'offer') =>
    wireOrder({
      orderId: `${side}-${places}`,
      side,
      priceAmountFormatted: undefined,
      priceAmount: '1500000',
      priceDecimals: places,
      priceCurrencyAddress: USDC,
    })

  test.each(PLACES)(
    '%i places: the card and the summary write %s, nothing longer',
    (places, written) => {
      const order = read(Order, JSON.stringify(wire(places, 'listing')))!
      const { container } = render(
        <>
          <PriceSummaryView status="success" listing={order} offer={order} />
          <CollectibleCard
            collectible={{ metadata: { tokenId: '7', attributes: [], assets: [] }, order }}
          />
        </>,
        { wrapper },
      )
      expect(container.querySelector('[data-failed]')).toBeNull()
      const amounts = [...container.querySelectorAll('.pk-price__amount .pk-num')].map(
        (a) => a.textContent,
      )
      expect(amounts).toEqual([written, written])
      expect(container.querySelector('.pk-card__amount')?.textContent).toBe(`${written} USDC`)
    },
  )

  test('through the client from the emulator: PriceSummary with 10⁹ places', async () => {
    const page1 = { page: 1, pageSize: 30, more: false }
    worker.use(
      http.post(/\/rpc\/Marketplace\/ListListingsForCollectible$/, () =>
        HttpResponse.json({ listings: [wire(1e9, 'listing')], page: page1 }),
      ),
      http.post(/\/rpc\/Marketplace\/ListOffersForCollectible$/, () =>
        HttpResponse.json({ offers: [wire(2 ** 53 - 1, 'offer')], page: page1 }),
      ),
    )
    render(<PriceSummary network="anvil" contractAddress={CREATURES} tokenId="424242" />, {
      wrapper: ({ children }) => (
        <TestProviders queryClient={new QueryClient()}>{children}</TestProviders>
      ),
    })
    await waitFor(() => expect(document.querySelectorAll('.pk-price__amount')).toHaveLength(2))
    const amounts = [...document.querySelectorAll('.pk-price__amount .pk-num')].map(
      (a) => a.textContent,
    )
    expect(amounts).toEqual(['1.500E-999999994', '—'])
  })
})

describe('100,000 attributes', () => {
  const attributes = Array.from({ length: 100_000 }, (_, i) => ({
    trait_type: `Trait ${(i % 5) + 1}`,
    value: `Value ${i + 1}`,
  }))
  /** Two frames: the click's render and the one after it have been drawn. */
  const frames = () =>
    act(
      () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
    )

  test('"Show all" opens a step at a time: 512 traits and then 500 more, the DOM bounded, every trait reachable', async () => {
    await page.viewport(1280, 900)
    const { container } = render(
      <TraitList
        network="anvil"
        contractAddress={CREATURES}
        attributes={attributes}
        collectionHref="/c"
      />,
      { wrapper },
    )
    expect(container.querySelectorAll('.pk-traits__item')).toHaveLength(12)
    const open = screen.getByRole('button', { name: /^Show (all 100,?000|500 more) traits$/ })
    await userEvent.click(open)
    await frames()
    expect(container.querySelectorAll('.pk-traits__item')).toHaveLength(512)
    expect(document.body.querySelectorAll('*').length).toBeLessThan(5_000)
    expect(container.querySelector('.pk-traits__shown')?.textContent).toBe(
      '512 of 100,000 traits shown',
    )
    // The button that shows more keeps its place and the focus; the next step follows its traits.
    const more = screen.getByRole('button', { name: 'Show 500 more traits' })
    expect(document.activeElement).toBe(more)
    await userEvent.click(more)
    await frames()
    const items = container.querySelectorAll('.pk-traits__item')
    expect(items).toHaveLength(1012)
    expect(items[1011]!.textContent).toContain('Value 1012')
    // Cut again: 12, and the focus on the button that opens the list.
    await userEvent.click(screen.getByRole('button', { name: 'Show fewer traits' }))
    await frames()
    expect(container.querySelectorAll('.pk-traits__item')).toHaveLength(12)
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Show 500 more traits' }),
    )
  })

  test('"1 of N values" and each link stay those of the trait, whatever step shows it', async () => {
    await page.viewport(1280, 900)
    const collection = emulator.state.marketplace.collectionByAddress(CREATURES)!
    const property = propertyFilters(collection).find(
      (p) => p.type !== 'INT' && p.values.length > 1,
    )!
    const backed = Array.from({ length: 600 }, (_, i) => ({
      trait_type: property.name,
      value: property.values[i % property.values.length],
    }))
    render(
      <TraitList
        network="anvil"
        contractAddress={CREATURES}
        attributes={backed}
        collectionHref="/c"
      />,
      {
        wrapper,
      },
    )
    await waitFor(() => expect(document.querySelector('.pk-traits__item a')).not.toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Show 500 more traits' }))
    await userEvent.click(screen.getByRole('button', { name: 'Show 88 more traits' }))
    const items = [...document.querySelectorAll('.pk-traits__item')]
    expect(items).toHaveLength(600)
    for (const i of [0, 511, 599]) {
      const item = items[i]!
      const value = String(property.values[i % property.values.length])
      expect(item.querySelector('.pk-traits__note')?.textContent).toBe(
        `1 of ${property.values.length.toLocaleString('en-US')} values`,
      )
      const href = new URL(item.querySelector('a')!.getAttribute('href')!, 'http://x')
      expect([...href.searchParams.values()]).toContain(value)
    }
  })
})

describe('a website URL of 8,017 characters', () => {
  const host = Array.from(
    { length: 124 },
    (_, i) => `label${String(i).padStart(3, '0')}-${'x'.repeat(54)}`,
  ).join('.')
  const base = `https://${host}.example/`
  const url = `${base}${'p'.repeat(8017 - base.length)}`

  test.each([390, 1280])(
    'at %i px the details box stays a few lines high; the link goes to the whole URL, its title says it',
    async (width) => {
      expect(url).toHaveLength(8017)
      expect(new URL(url).href).toBe(url)
      await page.viewport(width, 900)
      document.body.style.margin = '0'
      render(
        <div style={{ width: width - 16, padding: 8 }}>
          <CollectibleDetails
            network="anvil"
            contractAddress={CREATURES}
            tokenId="7"
            metadata={{ externalUrl: url }}
          />
        </div>,
        { wrapper },
      )
      const details = screen.getByRole('region', { name: 'Details' })
      const link = details.querySelector('a')!
      expect(link.getAttribute('href')).toBe(url)
      expect(link.getAttribute('title')).toBe(url)
      expect(link.textContent!.length).toBeLessThanOrEqual(40)
      expect(link.textContent).toMatch(/^label000-x+…x+\.example$/)
      // Five rows of a line or two each (Contract, Token ID, Network, Website), not 3,294 px.
      expect(details.getBoundingClientRect().height).toBeLessThan(400)
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      )
    },
  )
})

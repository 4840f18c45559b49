/**
 * A server-rendered order book hydrates in a browser whose locale is not the
 * server's: the kit writes numbers and dates in the `PlatformProvider`'s
 * `locale`, else `DEFAULT_LOCALE`, never in the runtime's own. The browser is
 * made German by giving `Intl`'s formatters a German default between the
 * server's render and the hydration.
 */
import { act, type ReactElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  type MockInstance,
  test,
  vi,
} from 'vitest'
import type { Order } from '../../src/core/schemas/order.js'
import { DEFAULT_EMULATOR_URL, emulatorConfig } from '../../src/emulator/index.js'
import { PlatformProvider } from '../../src/react/PlatformProvider.js'
import { OrderBookView } from '../../src/ui/components/OrderBook/OrderBook.js'
import type { CurrencyMap } from '../../src/ui/shared/format.js'
import { sampleOrder } from '../support/fixtures.js'

const config = emulatorConfig(DEFAULT_EMULATOR_URL)
const NOW = Date.UTC(2026, 0, 1)
const WETH = '0x1111111111111111111111111111111111111111'
const currencies: CurrencyMap = { [WETH]: { symbol: 'WETH', decimals: 18 } }

const order = (priceUSD: number, price: string, overrides: Partial<Order> = {}) =>
  sampleOrder({
    orderId: String(priceUSD),
    priceUSD,
    priceAmountFormatted: price,
    priceCurrencyAddress: WETH,
    validUntil: new Date(NOW + 3 * 86_400_000).toISOString(),
    ...overrides,
  })
const listings = [order(17.55, '1234.5'), order(2500, '0.0063')]
const offers = [order(12.25, '0.5', { side: 'offer' })]

function Book({ locale }: { locale?: string }) {
  return (
    <PlatformProvider config={config} {...(locale ? { locale } : {})}>
      <OrderBookView
        status="success"
        listings={listings}
        offers={offers}
        currencies={currencies}
        now={NOW}
      />
    </PlatformProvider>
  )
}

const FORMATS = ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'PluralRules'] as const
const ORIGINAL = Object.fromEntries(FORMATS.map((name) => [name, Intl[name]]))

/** Makes `locale` the default of `Intl`'s formatters, as it is in a browser set to it. */
function browserLocale(locale: string) {
  for (const name of FORMATS) {
    const Format = ORIGINAL[name] as new (locales?: unknown, options?: unknown) => object
    const InLocale = class extends Format {
      constructor(locales?: unknown, options?: unknown) {
        super(locales ?? locale, options)
      }
    }
    Object.defineProperty(Intl, name, { value: InLocale, configurable: true, writable: true })
  }
}

/** The text of server-rendered HTML. */
function textOf(html: string) {
  const server = document.createElement('div')
  server.innerHTML = html
  return server.textContent
}

// React's act() outside Testing Library's render.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
})
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT
})

let consoleError: MockInstance<typeof console.error>
let root: Root | undefined
let container: HTMLElement
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
  container = document.createElement('div')
  document.body.append(container)
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  for (const name of FORMATS) {
    Object.defineProperty(Intl, name, { value: ORIGINAL[name], configurable: true, writable: true })
  }
  consoleError.mockRestore()
})

/** Renders `element` as a server would, then hydrates it in a browser whose locale is `browser`. */
async function serveAndHydrate(element: ReactElement, browser: string) {
  const html = renderToString(element)
  container.innerHTML = html
  browserLocale(browser)
  expect(new Intl.NumberFormat().resolvedOptions().locale).toBe(browser)
  const errors: unknown[] = []
  await act(async () => {
    root = hydrateRoot(container, element, {
      onRecoverableError: (error) => errors.push(error),
    })
  })
  return { html, errors }
}

describe('a server-rendered order book in a German browser', () => {
  test('hydrates without a mismatch: the numbers are those of DEFAULT_LOCALE on both sides', async () => {
    const { html, errors } = await serveAndHydrate(<Book />, 'de-DE')
    expect(errors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    expect(html).toContain('$17.55')
    expect(html).toContain('1,235')
    expect(container.textContent).toBe(textOf(html))
    expect(container.textContent).toContain('$2,500.00')
    expect(container.textContent).toContain('in 3 days')
  })

  test('with locale="de-DE" on the provider, the numbers are German on both sides', async () => {
    const { html, errors } = await serveAndHydrate(<Book locale="de-DE" />, 'fr-FR')
    expect(errors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    expect(html).toContain('17,55\u00a0$')
    expect(html).toContain('1.235')
    expect(html).toContain('in 3 Tagen')
    expect(container.textContent).toBe(textOf(html))
    const chart = container.querySelector('svg[role="img"]')
    expect(chart?.getAttribute('aria-label')).toBe(
      'Best bid 12,25\u00a0$, best ask 17,55\u00a0$, spread 5,30\u00a0$',
    )
  })

  test("a component's own locale wins over the provider's", async () => {
    const element = (
      <PlatformProvider config={config} locale="de-DE">
        <OrderBookView status="success" listings={listings} locale="en-US" now={NOW} />
      </PlatformProvider>
    )
    const { html, errors } = await serveAndHydrate(element, 'fr-FR')
    expect(errors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    expect(html).toContain('$17.55')
    expect(html).not.toContain('17,55')
  })
})

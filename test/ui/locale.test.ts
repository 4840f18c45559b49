/**
 * One locale whatever the runtime's (issue: the package as its users install
 * it): the kit writes numbers and dates in `DEFAULT_LOCALE` unless it is given
 * one, so a server whose own locale is German writes what an American
 * browser writes, and server-rendered markup hydrates. Each probe runs in a
 * Node process of its own (through tsx), once with a German and once with an
 * American environment, and prints what the formatters and the depth chart
 * and order book write.
 */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'

const ROOT = join(import.meta.dirname, '../..')
const TSX = join(ROOT, 'node_modules/.bin/tsx')

/** What a process writes: its own default locale, then the kit's strings. */
const PROBE = `
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { DepthChart } from './src/ui/components/DepthChart/DepthChart.js'
import { OrderBookView } from './src/ui/components/OrderBook/OrderBook.js'
import { ContractsTableView } from './src/ui/components/ContractsTable/ContractsTable.js'
import { axisNumber } from './src/ui/components/DepthChart/depth.js'
import * as format from './src/ui/shared/format.js'
import { formatBytes } from './src/ui/components/AudienceManager/formatBytes.js'
import { formatPrice, formatTokenAmount, formatUSD, priceParts } from './src/ui/shared/price.js'

const WETH = '0x1111111111111111111111111111111111111111'
const currencies = { [WETH]: { symbol: 'WETH', decimals: 18 } }
const NOW = Date.UTC(2026, 0, 1)
const order = (priceUSD, price, side = 'listing') => ({
  orderId: String(priceUSD), side, status: 'active', chainId: 31337, createdBy: WETH,
  priceAmountFormatted: price, priceCurrencyAddress: WETH, priceDecimals: 18, priceUSD,
  quantityAvailable: '1', quantityAvailableFormatted: '1', marketplace: 'opensea',
  validUntil: new Date(NOW + 3 * 86_400_000).toISOString(),
})
const listings = [order(17.55, '1234.5'), order(2500, '0.0063')]
const offers = [order(12.25, '0.5', 'offer')]
const strings = {
  formatPrice: formatPrice(listings[0], currencies),
  priceParts: priceParts(listings[1], currencies).amount,
  formatTokenAmount: formatTokenAmount('1234567.891'),
  formatUSD: formatUSD({ priceUSD: 17.55 }),
  formatUSDLarge: formatUSD({ priceUSD: 1234567.5 }),
  axisNumber: axisNumber(12345, { currency: true }),
  relativeTime: format.relativeTime(listings[0].validUntil, NOW),
  formatBytes: formatBytes(1536),
  depthChart: renderToString(createElement(DepthChart, { listings, offers })),
  orderBook: renderToString(
    createElement(OrderBookView, { status: 'success', listings, offers, currencies, now: NOW }),
  ),
  contracts: renderToString(
    createElement(ContractsTableView, {
      status: 'success',
      contracts: [{ id: 1, chainId: 31337, contractAddress: WETH, contractName: 'A', contractType: 'ERC20', createdAt: '2026-03-04T23:30:00Z' }],
    }),
  ),
  german: formatUSD({ priceUSD: 17.55 }, 'de-DE'),
}
console.log(JSON.stringify({
  runtime: new Intl.NumberFormat().resolvedOptions().locale,
  runtimeUSD: new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(17.55),
  DEFAULT_LOCALE: format.DEFAULT_LOCALE,
  strings,
}))
`

interface Probe {
  readonly runtime: string
  readonly runtimeUSD: string
  readonly DEFAULT_LOCALE: string
  readonly strings: Record<string, string>
}

/** Runs the probe in a Node process whose environment says `locale` (e.g. `de_DE.UTF-8`) and time zone. */
async function probe(locale: string, timeZone: string): Promise<Probe> {
  const { stdout } = await promisify(execFile)(TSX, ['--input-type=module', '--eval', PROBE], {
    cwd: ROOT,
    env: { ...process.env, LC_ALL: locale, LANG: locale, TZ: timeZone },
  })
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Probe
}

describe('numbers and dates in a process whose locale is German and whose time zone is Tokyo', () => {
  test('are written as in an American one on UTC', async () => {
    const [german, american] = await Promise.all([
      probe('de_DE.UTF-8', 'Asia/Tokyo'),
      probe('en_US.UTF-8', 'UTC'),
    ])
    // The German process really is German: without DEFAULT_LOCALE the kit would write 17,55 $.
    expect(german.runtime).toMatch(/^de/)
    expect(german.runtimeUSD).toBe('17,55\u00a0$')
    expect(american.runtime).toMatch(/^en/)

    expect(german.strings).toEqual(american.strings)
    expect(german.DEFAULT_LOCALE).toBe('en-US')
    const { strings } = german
    expect(strings.formatPrice).toBe('1,235 WETH')
    expect(strings.priceParts).toBe('0.006300')
    expect(strings.formatTokenAmount).toBe('1,234,568')
    expect(strings.formatUSD).toBe('$17.55')
    expect(strings.formatUSDLarge).toBe('$1,234,567.50')
    expect(strings.axisNumber).toBe('$12.35K')
    expect(strings.relativeTime).toBe('in 3 days')
    expect(strings.formatBytes).toBe('1.5 kB')
    expect(strings.depthChart).toContain(
      'aria-label="Best bid $12.25, best ask $17.55, spread $5.30"',
    )
    expect(strings.orderBook).toContain('$2,500.00')
    expect(strings.orderBook).toContain('in 3 days')
    // 23:30 UTC is already the 5th in Tokyo: days are written in UTC.
    expect(strings.contracts).toContain('Mar 4, 2026')
    // A locale the caller gives is still used.
    expect(strings.german).toBe('17,55\u00a0$')
  }, 60_000)
})

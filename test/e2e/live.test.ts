/**
 * The demo is live (issue 21), end to end in real Chromium against a real
 * anvil: two pages on one collectible of dev account 0's; the first cancels
 * its listing through the demo's order book; the emulator, following the
 * chain, delivers the market's `RequestCancelled` webhook to the demo's dev
 * server, whose live feed tells the second page — which drops the listing
 * without a reload, within 2 s of the block, having refetched each affected
 * query once. A request made on the market by another program appears in an
 * open page's book, and leaves it when it is bought (issue 43).
 */
import { join } from 'node:path'
import type { Browser, Page } from 'playwright'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  parseEventLogs,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import {
  type DemoServer,
  launchChromium,
  startDemo,
  startDemoPreview,
} from '../../scripts/demo-server.js'
import { SEQUENCE_MARKET_ABI } from '../../src/core/market/abi.js'
import { DEV_ACCOUNTS, EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import { anvilRpcUrl } from '../support/anvil.js'
import { type DemoMarketplace, demoMarketplace } from '../support/demoMarketplace.js'
import { newPinnedPage } from '../support/fontPages.js'

const rpcUrl = anvilRpcUrl()
const maker = DEV_ACCOUNTS[0]!.address
const collection = EMULATOR_COLLECTION.creatures.address
let demo: DemoServer
let browser: Browser

beforeAll(async () => {
  demo = await startDemoPreview({ rpcUrl, outDir: inject('demoOutDir') })
  browser = await launchChromium()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await demo?.close()
})

/** Calls the emulator inside the demo server, as the page does. */
const marketplace: DemoMarketplace = (operation, body) => demoMarketplace(demo)(operation, body)

/** The maker's live listings on a token, as the emulator serves them. */
const listingsOf = async (tokenId: string) =>
  (
    await marketplace<{ listings: { orderId: string; marketplace: string }[] | null }>(
      'ListListingsForCollectible',
      { contractAddress: collection, tokenId, filter: { createdBy: [maker] } },
    )
  ).listings ?? [] // a Go server sends no listings as null

/** The native marketplace's orders are cancelled on chain; a third party's by a signed message. */
const NATIVE = /^(native|sequence)_marketplace_v[12]$/

/** A token on which dev account 0 has one listing, on the native marketplace: its cancel is a transaction. */
async function tokenWithNativeListing(): Promise<string> {
  const { collectibles } = await marketplace<{ collectibles: { metadata: { tokenId: string } }[] }>(
    'ListCollectibles',
    {
      contractAddress: collection,
      side: 'listing',
      filter: { ordersCreatedBy: [maker] },
      page: { pageSize: 30 },
    },
  )
  for (const { metadata } of collectibles) {
    const listings = await listingsOf(metadata.tokenId)
    if (listings.length === 1 && NATIVE.test(listings[0]!.marketplace)) return metadata.tokenId
  }
  throw new Error('dev account 0 has no token with a single native listing')
}

/** The operation of a request to the emulator (`…/Marketplace/GetFloorOrder` → `GetFloorOrder`), if it is one. */
const operationOf = (url: string) =>
  new URL(url).pathname.startsWith('/__platform/') ? new URL(url).pathname.split('/').at(-1) : ''

/**
 * Counts a page's answered requests to the emulator by operation, from now on, into `counts`.
 * Answered ones: the dev build's StrictMode mounts each query twice and the first, cancelled
 * (TanStack Query aborts a fetch its last observer leaves), never gets its answer.
 */
function countRequests(page: Page, counts: Record<string, number> = {}): Record<string, number> {
  page.on('requestfinished', (request) => {
    const operation = operationOf(request.url())
    if (operation) counts[operation] = (counts[operation] ?? 0) + 1
  })
  return counts
}

/** A page on the collectible, failing the test on any uncaught error of its own. */
async function open(tokenId: string, width: number, loaded: Record<string, number> = {}) {
  const page = await newPinnedPage(browser, { viewport: { width, height: 900 } })
  page.on('pageerror', (error) => {
    throw error
  })
  countRequests(page, loaded)
  await page.goto(`${demo.url}/#/collectible/creatures/${tokenId}`)
  await page.locator('.pk-orderbook[data-status="success"]').waitFor()
  // Subscribed to the dev server's feed before anything happens on the chain.
  await page.locator('.demo-live[data-state="live"]').waitFor()
  return page
}

test('a listing cancelled in one page leaves the other page’s order book within 2 s, without reload', async () => {
  const tokenId = await tokenWithNativeListing()

  const loaded: Record<string, number> = {}
  const [first, second] = [await open(tokenId, 1280), await open(tokenId, 390, loaded)]
  // What the collectible page reads: the collectible (a ListCollectibles search), both sides of its
  // book — once each: the price summary reads the order book's own queries — and the collection's
  // filters for the traits.
  await expect.poll(() => loaded.TokenCollectionFilters).toBe(1)
  console.log(`live: the second page's requests as it loaded: ${JSON.stringify(loaded)}`)
  expect(loaded).toEqual({
    ListCollectibles: 1,
    ListListingsForCollectible: 1,
    ListOffersForCollectible: 1,
    TokenCollectionFilters: 1,
  })

  // The second page: a marker a reload would lose, and the time the maker's listing leaves its book.
  await second.evaluate((address) => {
    const rows = () =>
      [...document.querySelectorAll('.pk-orderbook__side[data-side="listing"] tbody tr')].filter(
        (row) =>
          row
            .querySelector('.pk-orderbook__maker .pk-visually-hidden')
            ?.textContent?.includes(address),
      ).length
    const w = window as unknown as { __notReloaded: boolean; __shown: number; __goneAt?: number }
    w.__notReloaded = true
    w.__shown = rows()
    new MutationObserver(() => {
      if (w.__goneAt === undefined && rows() < w.__shown) {
        w.__goneAt = performance.timeOrigin + performance.now()
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  }, maker)
  expect(await second.evaluate(() => (window as unknown as { __shown: number }).__shown)).toBe(1)

  const shoot = async (when: string) => {
    if (!process.env.SHOTS_DIR) return
    for (const [name, page] of [
      ['first', first],
      ['second', second],
    ] as const) {
      const path = join(process.env.SHOTS_DIR, `live-${when}-${name}.png`)
      await page.screenshot({ path, fullPage: true })
    }
  }
  await shoot('before')

  // Every request of each page to the emulator from now on, by operation.
  const requests: { operation: string; at: number; body: string }[] = []
  second.on('request', (request) => {
    const operation = operationOf(request.url())
    if (operation) requests.push({ operation, at: Date.now(), body: request.postData() ?? '' })
  })
  const firstCounts = countRequests(first)
  // The cancel transaction, as the first page sends it to anvil (which mines it as it arrives).
  let sentAt: number | undefined
  let minedAt: number | undefined
  first.on('request', (request) => {
    if (request.url().includes('/__anvil') && request.postData()?.includes('eth_sendTransaction'))
      sentAt ??= Date.now()
  })
  first.on('response', (response) => {
    if (
      response.url().includes('/__anvil') &&
      response.request().postData()?.includes('eth_sendTransaction')
    )
      minedAt ??= Date.now()
  })

  // The first page connects as dev account 0 and cancels the listing from the order book.
  await first.locator('.demo-account select').selectOption('0')
  const cancel = first.locator('.pk-orderbook__side[data-side="listing"] .pk-cancel button').first()
  await cancel.waitFor()
  await cancel.click()
  await expect
    .poll(() => first.locator('.pk-orderbook__notice').textContent(), { timeout: 15_000 })
    .toMatch(/^Your order at .+ is cancelled\.$/)
  expect(sentAt).toBeDefined()

  // The emulator took the order out, and the second page's book dropped it, by itself.
  expect(await listingsOf(tokenId)).toEqual([])
  await expect
    .poll(() => second.evaluate(() => (window as unknown as { __goneAt?: number }).__goneAt), {
      timeout: 5_000,
    })
    .toBeDefined()
  const goneAt = await second.evaluate(() => (window as unknown as { __goneAt: number }).__goneAt)
  const delay = goneAt - sentAt!
  console.log(
    `live: the listing left the second page ${Math.round(delay)} ms after the cancel was sent to anvil (${Math.round(goneAt - minedAt!)} ms after anvil answered it mined)`,
  )
  expect(delay).toBeLessThan(2000)
  expect(
    await second.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded),
  ).toBe(true)

  // Three more coalescing windows (500 ms): nothing else comes.
  await second.waitForTimeout(1500)
  const counts: Record<string, number> = {}
  for (const r of requests) counts[r.operation] = (counts[r.operation] ?? 0) + 1
  console.log(`live: the second page's requests after the cancel: ${JSON.stringify(counts)}`)
  console.log(`live: the first page's, which cancelled: ${JSON.stringify(firstCounts)}`)
  // Of what the page read, the cancel changes the two sides of that token's book: one refetch
  // each, of this token, and nothing else. (The ListCollectibles search is of the cancel's
  // collection too, so it is marked stale; but it is disabled once it has found the token — the
  // page shows only its metadata, which a cancel does not change — so it is not refetched.)
  expect(counts).toEqual({ ListListingsForCollectible: 1, ListOffersForCollectible: 1 })
  for (const r of requests) expect(JSON.parse(r.body)).toMatchObject({ tokenId })
  for (const r of requests) expect(r.at).toBeGreaterThanOrEqual(sentAt!)

  await shoot('after')
  await first.close()
  await second.close()
})

test('a request made on the market appears in an open page’s book, and leaves it when bought', async () => {
  const tokenId = await tokenWithNativeListing()
  const page = await open(tokenId, 1280)
  const makerRows = () =>
    page
      .locator('.pk-orderbook__side[data-side="listing"] tbody tr')
      .filter({ has: page.locator('.pk-orderbook__maker .pk-visually-hidden', { hasText: maker }) })
      .count()
  expect(await makerRows()).toBe(1)
  await page.evaluate(() => {
    ;(window as unknown as { __notReloaded: boolean }).__notReloaded = true
  })

  // Another program (not the page) makes a listing on the market, then dev account 1 buys it.
  const network = EMULATED_NETWORKS.find((n) => n.chainId === 31337)!
  const market = network.marketplaceContract as Address
  const chain = createPublicClient({ chain: foundry, transport: http(rpcUrl), pollingInterval: 20 })
  const wallet = createWalletClient({ chain: foundry, transport: http(rpcUrl) })
  const send = async (account: Address, functionName: string, args: unknown[]) => {
    const hash = await wallet.writeContract({
      account,
      address: market,
      abi: SEQUENCE_MARKET_ABI as Abi,
      functionName,
      args,
    })
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    return receipt.logs
  }
  const logs = await send(maker as Address, 'createRequest', [
    {
      isListing: true,
      isERC1155: false,
      tokenContract: collection,
      tokenId: BigInt(tokenId),
      quantity: 1n,
      expiry: (await chain.getBlock()).timestamp + 86_400n,
      currency: network.currencies.find((c) => c.symbol === 'WETH')!.address,
      pricePerToken: 7_770_000_000_000_000n,
    },
  ])
  const [created] = parseEventLogs({ abi: SEQUENCE_MARKET_ABI, logs, eventName: 'RequestCreated' })
  await expect.poll(makerRows, { timeout: 5_000 }).toBe(2)

  const buyer = DEV_ACCOUNTS[1]!.address as Address
  await send(buyer, 'acceptRequest', [created!.args.requestId, 1n, buyer, [], []])
  await expect.poll(makerRows, { timeout: 5_000 }).toBe(1)
  expect(
    await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded),
  ).toBe(true)
  await page.close()
})

// On Vite's dev server, as `npm run demo` serves it (the other files open the production build).
test('without a chain, the demo opens no feed', async () => {
  const offline = await startDemo()
  try {
    const page = await newPinnedPage(browser, { viewport: { width: 1280, height: 900 } })
    const live: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/__live')) live.push(request.url())
    })
    await page.goto(`${offline.url}/#/collectible/creatures/4005`)
    await page.locator('.pk-orderbook[data-status="success"]').waitFor()
    expect(await page.locator('.demo-live').count()).toBe(0)
    expect(live).toEqual([])
    await page.close()
  } finally {
    await offline.close()
  }
})

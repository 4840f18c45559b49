/**
 * Activity end to end (issues 31 and 43), in real Chromium against a real
 * anvil, where the emulator put its collection (a real ERC-721) and its
 * market: dev account 0 gives a token of its to dev account 1; the demo's
 * collection Activity tab (1280 px) and the token's page (390 px) open on
 * the live feed, each showing that transfer. Then dev account 1 gives it
 * back and dev account 0 cancels its listing of it on the market
 * (`cancelRequest`). The emulator delivers the webhooks to the demo's
 * server, which keeps each as an activity item — the cancel under its
 * collection and token, as `RequestCancelled` names them — and announces it;
 * each page puts the two at the top of its list — newest first, marked as
 * arrived — without a reload and without reading again the items it had.
 * A demo server started again on the same chain serves the same activity,
 * read from the chain's logs after the emulator's world.
 */
import type { Browser, Page } from 'playwright'
import { type Address, createWalletClient, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { type DemoServer, launchChromium, startDemoPreview } from '../../scripts/demo-server.js'
import { SEQUENCE_MARKET_ABI } from '../../src/core/market/abi.js'
import { TestERC721 } from '../../src/emulator/chain/artifacts.js'
import { DEV_ACCOUNTS, EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import { anvilRpcUrl } from '../support/anvil.js'
import { type DemoMarketplace, demoMarketplace } from '../support/demoMarketplace.js'
import { newPinnedPage } from '../support/fontPages.js'
import { pageWidths, seriousViolations, unreachableControls } from '../support/pageChecks.js'

const rpcUrl = anvilRpcUrl()
const [maker, other] = DEV_ACCOUNTS.slice(0, 2).map((a) => a.address as Address) as [
  Address,
  Address,
]
const collection = EMULATOR_COLLECTION.creatures.address as Address
const marketplaceContract = EMULATED_NETWORKS.find((n) => n.chainId === 31337)!
  .marketplaceContract as Address
const wallet = createWalletClient({ chain: foundry, transport: http(rpcUrl) })
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

const marketplace: DemoMarketplace = (operation, body) => demoMarketplace(demo)(operation, body)

/** A token on which dev account 0 has one native listing (its cancel is a transaction), and that order. */
async function nativeListing(): Promise<{ tokenId: string; orderId: string }> {
  const { collectibles } = await marketplace<{ collectibles: { metadata: { tokenId: string } }[] }>(
    'ListCollectibles',
    {
      contractAddress: collection,
      side: 'listing',
      filter: { ordersCreatedBy: [maker] },
      page: { pageSize: 30 },
    },
  )
  // Not the first such token: test/e2e/live.test.ts cancels that one on the same chain.
  const found: { tokenId: string; orderId: string }[] = []
  for (const { metadata } of collectibles) {
    const { listings } = await marketplace<{
      listings: { orderId: string; marketplace: string }[] | null
    }>('ListListingsForCollectible', {
      contractAddress: collection,
      tokenId: metadata.tokenId,
      filter: { createdBy: [maker] },
    })
    const [only, ...rest] = listings ?? []
    if (only && rest.length === 0 && /^(native|sequence)_marketplace_v[12]$/.test(only.marketplace))
      found.push({ tokenId: metadata.tokenId, orderId: only.orderId })
    if (found.length === 2) return found[1]!
  }
  throw new Error('dev account 0 has no second token with a single native listing')
}

/** A page of the demo at `hash`, on the live feed, its activity list loaded; fails the test on an uncaught error. */
async function open(hash: string, width: number): Promise<{ page: Page; reads: string[] }> {
  const page = await newPinnedPage(browser, { viewport: { width, height: 900 } })
  page.on('pageerror', (error) => {
    throw error
  })
  const reads: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    // The list's reads (the page's price history reads its sales, `kind=sale`, on its own).
    if (url.pathname.startsWith('/__live/activity') && !url.searchParams.has('kind'))
      reads.push(url.search)
  })
  await page.goto(`${demo.url}/${hash}`)
  await page.locator('.pk-activity[data-state]').first().waitFor()
  await page.locator('.demo-live[data-state="live"]').waitFor()
  await page.evaluate(() => {
    ;(window as unknown as { __notReloaded: boolean }).__notReloaded = true
  })
  return { page, reads }
}

/** The kinds of a page's activity rows, top first, and which of them are marked as arrived. */
const rowsOf = (page: Page) =>
  page.locator('.pk-activity__row').evaluateAll((rows) =>
    rows
      .sort((a, b) => Number(a.getAttribute('data-index')) - Number(b.getAttribute('data-index')))
      .map((row) => ({
        kind: row.getAttribute('data-kind'),
        arrived: row.hasAttribute('data-arrived'),
        text: row.textContent ?? '',
      })),
  )

async function send(
  address: Address,
  abi: typeof TestERC721.abi | typeof SEQUENCE_MARKET_ABI,
  functionName: string,
  args: readonly unknown[],
  from: Address = maker,
) {
  await wallet.writeContract({
    account: from,
    chain: foundry,
    address,
    abi,
    functionName,
    args,
  } as Parameters<typeof wallet.writeContract>[0])
}

test('a transfer and a cancel on anvil reach the top of both pages’ activity without reload', async () => {
  const { tokenId, orderId } = await nativeListing()
  // Before the pages open: the token given to dev account 1, kept by the demo's server.
  await send(collection, TestERC721.abi, 'transferFrom', [maker, other, BigInt(tokenId)])
  const activityUrl = `${demo.url}/__live/activity?chainId=31337&contract=${collection}`
  await expect
    .poll(async () => ((await (await fetch(activityUrl)).json()) as { items: unknown[] }).items)
    .toHaveLength(1)

  const onCollection = await open('#/collection/creatures/activity', 1280)
  const onToken = await open(`#/collectible/creatures/${tokenId}`, 390)
  for (const { page } of [onCollection, onToken]) {
    expect((await rowsOf(page)).map((r) => [r.kind, r.arrived])).toEqual([['transfer', false]])
  }
  const firstReads = { collection: onCollection.reads.length, token: onToken.reads.length }

  await send(collection, TestERC721.abi, 'transferFrom', [other, maker, BigInt(tokenId)], other)
  // When the cancel is mined (anvil mines as a transaction arrives), and when each page shows it on top.
  const shownOnTop = [onCollection, onToken].map(({ page }) =>
    page
      .waitForFunction(
        () =>
          document.querySelector('.pk-activity__row[data-index="0"]')?.getAttribute('data-kind') ===
          'cancel',
        undefined,
        { timeout: 15_000, polling: 'raf' },
      )
      .then(() => Date.now()),
  )
  await send(marketplaceContract, SEQUENCE_MARKET_ABI, 'cancelRequest', [BigInt(orderId)])
  const minedAt = Date.now()
  const [onCollectionAt, onTokenAt] = await Promise.all(shownOnTop)
  console.log(
    `activity: the cancel on top of the collection's list ${onCollectionAt! - minedAt} ms, of the token's ${onTokenAt! - minedAt} ms after anvil answered it mined`,
  )

  for (const [name, { page, reads }] of [
    ['collection', onCollection],
    ['token', onToken],
  ] as const) {
    await expect
      .poll(async () => (await rowsOf(page)).map((r) => [r.kind, r.arrived]), { timeout: 15_000 })
      .toEqual([
        ['cancel', true],
        ['transfer', true],
        ['transfer', false],
      ])
    const rows = await rowsOf(page)
    // The transfer names both accounts (shortened on screen, whole for a screen reader).
    expect(rows[1]!.text).toContain(maker)
    expect(rows[1]!.text).toContain(other)
    expect(
      await page.evaluate(
        () => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true,
      ),
    ).toBe(true)
    // Only reads of what is newer than the newest item held: the page it had is never read again.
    const later = reads.slice(firstReads[name])
    expect(later.length, name).toBeGreaterThan(0)
    for (const search of later) expect(search).toMatch(/[?&]after=\d+/)
    expect(await seriousViolations(page)).toEqual([])
  }
  await onCollection.page.close()
  await onToken.page.close()
})

test('a demo server started again on the same chain serves the same activity', async () => {
  const path = `/__live/activity?chainId=31337&contract=${collection}&limit=100`
  const read = async (url: string) =>
    (
      (await (await fetch(`${url}${path}`)).json()) as {
        items: { kind: string; uid: string; tokens: unknown[]; price?: string }[]
      }
    ).items.map(({ kind, uid, tokens, price }) => ({ kind, uid, tokens, price }))
  const kept = await read(demo.url)
  expect(kept.map((i) => i.kind)).toEqual(expect.arrayContaining(['cancel', 'transfer']))
  const again = await startDemoPreview({ rpcUrl, outDir: inject('demoOutDir') })
  try {
    // Read from the chain at start, in the background: the same items, in the same order.
    await expect.poll(() => read(again.url), { timeout: 15_000 }).toEqual(kept)
  } finally {
    await again.close()
  }
})

test('at 320, 390 and 1280 px, light and dark, with live rows: no sideways scroll, every control in reach, no serious axe violation', async () => {
  for (const hash of ['#/collection/creatures/activity', '#/collectible/creatures/4005']) {
    // One page each, resized and re-themed: what is checked is the layout at each size.
    const { page } = await open(hash, 1280)
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click()
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
        const where = `${hash} ${width} ${theme}`
        const { scrollWidth, innerWidth } = await pageWidths(page)
        expect(scrollWidth, where).toBeLessThanOrEqual(innerWidth)
        expect(await unreachableControls(page), where).toEqual([])
        expect(await seriousViolations(page), where).toEqual([])
        if (process.env.SHOTS_DIR) {
          const name = hash.includes('collectible') ? 'token' : 'collection'
          await page.screenshot({
            path: `${process.env.SHOTS_DIR}/activity-${name}-${width}-${theme}.png`,
            fullPage: true,
          })
        }
      }
    }
    await page.close()
  }
})

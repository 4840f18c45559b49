/**
 * A full trade on the demo between two accounts, in real Chromium against a
 * real anvil (issue 45): dev account 0 holds a creature and lists it from
 * the collectible page (the terms, the panel's check, one transaction); dev
 * account 1, on the same page in another window, sees the listing arrive by
 * itself and buys it from the order book's Buy button; the listing leaves
 * both pages without a reload, the token is account 1's on the chain, and
 * the sale is in the token's activity with its price. Then account 1, now
 * the holder, is offered Accept on an offer account 0 makes. At 390 px the
 * trade's dialog fits the screen, in reach, without a serious axe violation.
 */
import type { Browser, Locator, Page } from 'playwright'
import { type Address, createPublicClient, erc721Abi, getAddress, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { type DemoServer, launchChromium, startDemoPreview } from '../../scripts/demo-server.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import { anvilRpcUrl } from '../support/anvil.js'
import { newPinnedPage } from '../support/fontPages.js'
import { pageWidths, seriousViolations, unreachableControls } from '../support/pageChecks.js'

const rpcUrl = anvilRpcUrl()
const chain = createPublicClient({ chain: foundry, transport: http(rpcUrl), cacheTime: 0 })
const [seller, buyer] = DEV_ACCOUNTS.map((a) => a.address) as [Address, Address]
const creatures = EMULATOR_COLLECTION.creatures
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

const holderOf = async (id: bigint) =>
  getAddress(
    await chain.readContract({
      address: creatures.address as Address,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [id],
    }),
  )

/** A creature `owner` holds (the first of the collection's ids). */
async function creatureOf(owner: Address): Promise<string> {
  for (let id = 1; id <= 300; id++) {
    if ((await holderOf(BigInt(id)).catch(() => undefined)) === owner) return String(id)
  }
  throw new Error(`${owner} holds no creature`)
}

/** The collectible page of `tokenId` as dev account `account`, at `width`. */
async function open(tokenId: string, account: 0 | 1, width = 1280): Promise<Page> {
  const page = await newPinnedPage(browser, {
    viewport: { width, height: width < 500 ? 844 : 900 },
  })
  page.on('pageerror', (error) => {
    throw error
  })
  await page.goto(`${demo.url}/#/collectible/creatures/${tokenId}`)
  await page.locator('.demo-account select').selectOption(String(account))
  await page.locator('.demo-live[data-state="live"]').waitFor({ timeout: 30_000 })
  return page
}

/** Where an element ends, from the top of the page (not of the screen). */
const bottomOf = async (locator: Locator) =>
  locator.evaluate((e) => e.getBoundingClientRect().bottom + window.scrollY)

/** The order book's listing rows made by `maker`. */
const listingRows = (page: Page, maker: Address) =>
  page
    .locator('.pk-orderbook__side[data-side="listing"] tbody tr')
    .filter({ has: page.locator('.pk-orderbook__maker .pk-visually-hidden', { hasText: maker }) })

test('account 0 lists from the collectible page, account 1 buys from the book: the listing leaves both pages, the token is his, the sale is in activity', async () => {
  const tokenId = await creatureOf(seller)
  const sellerPage = await open(tokenId, 0)
  const buyerPage = await open(tokenId, 1)
  // "Live" said once on the page: by the header, not again by the book.
  expect(
    await sellerPage.getByText('Live', { exact: true }).filter({ visible: true }).count(),
  ).toBe(1)
  const before = await listingRows(buyerPage, seller).count()

  // The seller: the terms, the check on the chain, one transaction, one outcome.
  await sellerPage.getByRole('button', { name: 'List for sale' }).click()
  const form = sellerPage.getByRole('form', { name: 'List for sale' })
  await form.getByLabel('Price per token').fill('0.0421')
  await form.getByLabel('Currency').selectOption({ label: 'WETH' })
  await form.getByRole('button', { name: 'Review' }).click()
  const panel = sellerPage.getByRole('region', { name: 'List for sale' })
  await panel
    .getByText(/^Your wallet will ask for [12] transactions?\.$/)
    .waitFor({ timeout: 15_000 })
  await panel.getByRole('button', { name: 'Complete listing' }).click()
  await expect
    .poll(() => panel.getByRole('status').textContent(), { timeout: 30_000 })
    .toBe('Listed for sale.')

  // The buyer's page, never reloaded, shows it, with a Buy button named by its price.
  await expect
    .poll(() => listingRows(buyerPage, seller).count(), { timeout: 15_000 })
    .toBe(before + 1)
  const buy = buyerPage.getByRole('button', { name: 'Buy for 0.04210 WETH' }).first()
  await buy.click()
  const dialog = buyerPage.getByRole('dialog', { name: 'Buy' })
  await dialog.getByText('Your wallet will ask for 1 transaction.').waitFor({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Buy now' }).click()
  await expect
    .poll(() => dialog.getByRole('status').textContent(), { timeout: 30_000 })
    .toBe('Bought.')
  expect(await holderOf(BigInt(tokenId))).toBe(buyer)

  // Gone from both pages by themselves; the sale, with its price, in the token's activity.
  for (const page of [sellerPage, buyerPage]) {
    await expect.poll(() => listingRows(page, seller).count(), { timeout: 15_000 }).toBe(before)
    await expect
      .poll(() => page.locator('.pk-activity').textContent(), { timeout: 15_000 })
      .toMatch(/Sale[\s\S]*0\.04210\s*WETH/)
  }
  await sellerPage.close()
  await buyerPage.close()
}, 180_000)

test('at 390 px, light: the buy dialog fits the phone, every control in reach, no serious axe violation', async () => {
  const tokenId = await creatureOf(seller)
  const sellerPage = await open(tokenId, 0, 390)
  // The holder's action is in the price box, inside the first screen of a phone.
  const list = sellerPage.getByRole('button', { name: 'List for sale' })
  expect(await bottomOf(list)).toBeLessThanOrEqual(844)
  await list.click()
  const form = sellerPage.getByRole('form', { name: 'List for sale' })
  await form.getByLabel('Price per token').fill('0.05')
  await form.getByRole('button', { name: 'Review' }).click()
  const panel = sellerPage.getByRole('region', { name: 'List for sale' })
  await panel.getByRole('button', { name: 'Complete listing' }).click({ timeout: 15_000 })
  await expect
    .poll(() => panel.getByRole('status').textContent(), { timeout: 30_000 })
    .toBe('Listed for sale.')
  await sellerPage.close()

  const page = await open(tokenId, 1, 390)
  // The buyer's Buy: the price box's, inside the first screen.
  const buy = page.locator('.pk-price').getByRole('button', { name: /^Buy for / })
  await buy.waitFor({ timeout: 15_000 })
  expect(await bottomOf(buy)).toBeLessThanOrEqual(844)
  // And Make an offer, at the foot of the price boxes stacked on a phone (it was at 913 px).
  const offer = page.locator('.pk-price').getByRole('button', { name: 'Make an offer' })
  expect(await bottomOf(offer)).toBeLessThanOrEqual(844)
  await buy.click()
  const dialog = page.getByRole('dialog', { name: 'Buy' })
  await dialog.getByText('Your wallet will ask for 1 transaction.').waitFor({ timeout: 15_000 })
  const box = await dialog.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  expect((await pageWidths(page)).scrollWidth).toBeLessThanOrEqual(390)
  expect(await unreachableControls(page)).toEqual([])
  expect(await seriousViolations(page)).toEqual([])
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/trade-dialog-390.png` })
  await page.close()
}, 120_000)

test("account 0 makes an offer on the creature account 1 now holds; account 1 accepts it from the book: the token is 0's again", async () => {
  const tokenId = await creatureOf(buyer)
  const bidder = await open(tokenId, 0)
  await bidder.locator('.pk-price').getByRole('button', { name: 'Make an offer' }).click()
  const form = bidder.getByRole('form', { name: 'Make an offer' })
  await form.getByLabel('Price per token').fill('0.0137')
  await form.getByLabel('Currency').selectOption({ label: 'WETH' })
  await form.getByRole('button', { name: 'Review' }).click()
  const panel = bidder.getByRole('region', { name: 'Make an offer' })
  await panel.getByRole('button', { name: 'Place offer' }).click({ timeout: 15_000 })
  await expect
    .poll(() => panel.getByRole('status').textContent(), { timeout: 30_000 })
    .toBe('Offer made.')
  await expect
    .poll(() => bidder.locator('.pk-orderbook__side[data-side="offer"]').textContent(), {
      timeout: 15_000,
    })
    .toMatch(/0\.01370\s*WETH/)

  // The holder's page: the offer in the book with Accept, named by its price.
  const holder = await open(tokenId, 1)
  const accept = holder.getByRole('button', { name: 'Accept 0.01370 WETH' }).first()
  await accept.click({ timeout: 15_000 })
  const dialog = holder.getByRole('dialog', { name: 'Accept offer' })
  await dialog.getByRole('button', { name: 'Accept offer' }).click({ timeout: 15_000 })
  await expect
    .poll(() => dialog.getByRole('status').textContent(), { timeout: 30_000 })
    .toBe('Offer accepted.')
  expect(await holderOf(BigInt(tokenId))).toBe(seller)
  // The bidder's page, never reloaded, follows: the offer leaves its book.
  const offers = bidder.locator('.pk-orderbook__side[data-side="offer"]')
  await expect.poll(() => offers.textContent(), { timeout: 15_000 }).not.toMatch(/0\.01370/)
  await bidder.close()
  await holder.close()
}, 180_000)

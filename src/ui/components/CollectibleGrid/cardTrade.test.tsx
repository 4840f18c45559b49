/**
 * The bound grid's default action on each card (issue 45): Buy on another
 * maker's native listing, named with the token and its price, opening the
 * trade's dialog; another marketplace's link where the kit knows it; nothing
 * on the account's own listing; the app's own action in its place. The
 * same action on an app's own cards, by `useCardTrade`.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { sampleOrder } from '../../../../test/support/fixtures.js'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import type { Collectible } from '../../../core/schemas/collectible.js'
import { isSequenceMarket } from '../../../core/schemas/enums.js'
import { EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { CollectibleCard } from '../CollectibleCard/CollectibleCard.js'
import { CollectibleGrid } from './CollectibleGrid.js'
import { type UseCardTradeOptions, useCardTrade } from './cardTrade.js'

const platform = setupTestPlatform({ size: 200 })
afterEach(cleanup)

const RECT = { width: 800, height: 1400 }
const creatures = EMULATOR_COLLECTION.creatures.address

/** The bound grid on the creatures, its first page's cards rendered; the collectibles it shows. */
async function renderGrid(props: Partial<Parameters<typeof CollectibleGrid>[0]> = {}) {
  const { wrapper } = platform.providers()
  const utils = render(
    <CollectibleGrid
      network="anvil"
      contractAddress={creatures}
      pageSize={12}
      initialRect={RECT}
      liveStatus={false}
      {...props}
    />,
    { wrapper },
  )
  await screen.findByRole('grid')
  const cards = await waitFor(() => {
    const found = [...utils.container.querySelectorAll<HTMLElement>('.pk-card')]
    expect(found.length).toBeGreaterThan(3)
    return found
  })
  return { ...utils, cards }
}

/** The order a card shows, as the emulator holds it. */
const orderOf = (card: HTMLElement) => {
  const tokenId = card.dataset.tokenId!
  const market = platform.emulator.state.marketplace
  const cheapest = market
    .ordersOfToken(creatures, tokenId)
    .filter(
      (o) =>
        o.side === 'listing' &&
        market.isOrderLive(creatures, o.orderId, platform.emulator.clock.now()),
    )
    .sort((a, b) => a.priceUSD - b.priceUSD)[0]
  return cheapest
}

describe('CollectibleGrid: Buy on each card by default', () => {
  test("another maker's native listing: Buy, named with the token and the price the card shows", async () => {
    const { cards } = await renderGrid()
    const native = cards.filter((card) => isSequenceMarket(orderOf(card)?.marketplace))
    expect(native.length).toBeGreaterThan(0)
    for (const card of native) {
      const name = card.querySelector('.pk-card__name-text')!.textContent
      const price = `${card.querySelector('.pk-card__number')!.textContent} ${card.querySelector('.pk-card__symbol')!.textContent}`
      const buy = within(card).getByRole('button', { name: `Buy ${name} for ${price}` })
      expect(buy.textContent).toBe('Buy')
      expect(buy.getAttribute('aria-haspopup')).toBe('dialog')
      // At the foot, outside the card's link or button.
      expect(buy.closest('.pk-card__foot')).not.toBeNull()
      expect(buy.closest('a, .pk-card__action')).toBeNull()
    }
    // Another marketplace's order on anvil: OpenSea has no page there, so no action, and every
    // card keeps a foot as tall as a button (an unseen space) so the cards stay level.
    const others = cards.filter((c) => !isSequenceMarket(orderOf(c)?.marketplace))
    expect(others.length).toBeGreaterThan(0)
    for (const card of others) {
      expect(within(card).queryByRole('button')).toBeNull()
      expect(within(card).queryByRole('link', { name: /^View on/ })).toBeNull()
      const space = card.querySelector('.pk-card__foot .pk-grid__no-action')!
      expect(space.getAttribute('aria-hidden')).toBe('true')
    }
  })

  test("Tab goes from the tab stop's card to its Buy; the other cards' Buys stay out of the tab order", async () => {
    const { cards } = await renderGrid({ getHref: (c) => `#/token/${c.metadata.tokenId}` })
    const withBuy = cards.filter((c) => isSequenceMarket(orderOf(c)?.marketplace))
    const buys = withBuy.map((c) => within(c).getByRole('button', { name: /^Buy / }))
    await waitFor(() => {
      for (const [i, buy] of buys.entries()) {
        expect(buy.tabIndex).toBe(withBuy[i] === cards[0] ? 0 : -1)
      }
    })
    // Make the first card with a Buy the tab stop (a pointer's focus), then Tab to its Buy.
    const link = withBuy[0]!.querySelector<HTMLElement>('a.pk-card__action')!
    link.focus()
    await waitFor(() => expect(link.tabIndex).toBe(0))
    await userEvent.tab()
    expect(document.activeElement).toBe(buys[0])
    await waitFor(() => expect(buys.slice(1).every((b) => b.tabIndex === -1)).toBe(true))
  })

  test("the account's own listing gets no Buy; the others' still do", async () => {
    const first = await renderGrid()
    const own = first.cards.find((card) => isSequenceMarket(orderOf(card)?.marketplace))!
    const maker = orderOf(own)!.createdBy!
    const tokenId = own.dataset.tokenId
    cleanup()
    const { container } = await renderGrid({ account: maker.toUpperCase().replace('0X', '0x') })
    const card = container.querySelector<HTMLElement>(`.pk-card[data-token-id="${tokenId}"]`)!
    expect(within(card).queryByRole('button')).toBeNull()
    expect(card.querySelector('.pk-grid__no-action')).not.toBeNull()
  })

  test('pressing Buy opens the trade in a dialog; its panel says what is needed without a wallet', async () => {
    const { cards } = await renderGrid()
    const card = cards.find((c) => isSequenceMarket(orderOf(c)?.marketplace))!
    await userEvent.click(within(card).getByRole('button', { name: /^Buy / }))
    const dialog = await screen.findByRole('dialog', { name: 'Buy' })
    // The panel's code, loaded on demand, reads the order's plan only with a wallet.
    await waitFor(
      () => expect(within(dialog).getByRole('status').textContent).toBe('Connect a wallet to buy.'),
      { timeout: 10_000 },
    )
  })

  test("an app's renderCardAction wins; null leaves every card without a foot; the offer side has none", async () => {
    const { cards } = await renderGrid({
      renderCardAction: (c) => <button type="button">Mine {c.metadata.tokenId}</button>,
    })
    for (const card of cards) {
      expect(within(card).getByRole('button').textContent).toBe(`Mine ${card.dataset.tokenId}`)
    }
    cleanup()
    const none = await renderGrid({ renderCardAction: null })
    expect(none.container.querySelector('.pk-card__foot')).toBeNull()
    cleanup()
    const offers = await renderGrid({ side: 'offer' })
    expect(offers.container.querySelector('.pk-card__foot')).toBeNull()
  })
})

const collectible = (order: Collectible['order'], tokenId = '42'): Collectible => ({
  metadata: { tokenId, name: `Ada #${tokenId}`, updatedAt: '', attributes: [], assets: [] },
  order,
})

/** An app's own row of `CollectibleCard`s, each with the hook's action, and its one dialog. */
function Cards({
  collectibles,
  ...options
}: Partial<UseCardTradeOptions> & { collectibles: Collectible[] }) {
  const trade = useCardTrade({ account: undefined, ...options })
  return (
    <>
      {collectibles.map((c) => (
        <CollectibleCard
          key={c.metadata.tokenId}
          collectible={c}
          renderAction={trade.renderAction}
        />
      ))}
      {trade.dialog}
    </>
  )
}

describe("useCardTrade: the grid's Buy on an app's own cards", () => {
  const show = (props: Parameters<typeof Cards>[0]) =>
    render(<Cards {...props} />, { wrapper: platform.providers().wrapper })

  test("another marketplace's order: its link where the kit knows the page (OpenSea on Polygon), else a space", () => {
    const opensea = sampleOrder({ tokenId: '42' })
    show({ collectibles: [collectible(opensea)] })
    const link = screen.getByRole('link', { name: 'View on OpenSea' })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/opensea\.io\/assets\/matic\/0x.+\/42$/)
    expect(link.getAttribute('target')).toBe('_blank')
    cleanup()
    show({ collectibles: [collectible({ ...opensea, marketplace: 'blur' })] })
    expect(screen.queryByRole('link', { name: /^View on/ })).toBeNull()
  })

  test("a native listing: Buy with the price in its name, in the app's words; the account's own, a native offer or no order: a space", () => {
    const native = sampleOrder({ marketplace: 'sequence_marketplace_v2', tokenId: '42' })
    const currencies = { [native.priceCurrencyAddress!.toLowerCase()]: { symbol: 'USDC' } }
    show({
      collectibles: [collectible(native)],
      currencies,
      strings: { buy: 'Kaufen', buyLabel: '{name} für {price} kaufen' },
    })
    const buy = screen.getByRole('button', { name: 'Ada #42 für 1.500 USDC kaufen' })
    expect(buy.textContent).toBe('Kaufen')
    cleanup()
    const { container } = show({
      account: native.createdBy!.toUpperCase().replace('0X', '0x'),
      collectibles: [
        collectible(native, '1'),
        collectible({ ...native, side: 'offer' }, '2'),
        collectible(undefined, '3'),
      ],
    })
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull()
    expect(container.querySelectorAll('.pk-grid__no-action')).toHaveLength(3)
  })

  test('Buy opens the one dialog the hook gives; nothing is rendered for it before', async () => {
    const native = sampleOrder({ marketplace: 'sequence_marketplace_v2', tokenId: '42' })
    show({ collectibles: [collectible(native, '1'), collectible(native, '2')] })
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: /^Buy Ada #2 / }))
    const dialog = await screen.findByRole('dialog', { name: 'Buy' })
    expect(dialog).toBeTruthy()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })
})

/**
 * CollectibleCard and its skeleton: what a card shows for a listed, offered,
 * unlisted and ERC-1155 collectible, its link and button forms, overridable
 * strings, and the hostile collection rendered inertly.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { sampleOrder, USDC } from '../../../../test/support/fixtures.js'
import { wholeText } from '../../../../test/support/text.js'
import { createClient } from '../../../core/client.js'
import type { Collectible } from '../../../core/schemas/collectible.js'
import type { Order } from '../../../core/schemas/order.js'
import {
  createEmulator,
  EMULATED_NETWORKS,
  EMULATOR_COLLECTION,
  emulatorConfig,
} from '../../../emulator/index.js'
import type { CurrencyMap } from '../../shared/format.js'
import {
  COLLECTIBLE_CARD_STRINGS,
  CollectibleCard,
  CollectibleCardSkeleton,
} from './CollectibleCard.js'

afterEach(cleanup)

const currencies: CurrencyMap = { [USDC.toLowerCase()]: { symbol: 'USDC', decimals: 6 } }

const order = sampleOrder

const collectible = (name: string, withOrder: Order | undefined, tokenId = '7'): Collectible => ({
  metadata: {
    tokenId,
    name,
    updatedAt: '',
    image: 'https://127.0.0.1/7.png',
    attributes: [],
    assets: [],
  },
  ...(withOrder ? { order: withOrder } : {}),
})

describe('CollectibleCard', () => {
  test('shows media, name, id, price with currency and USD, and the marketplace', () => {
    const { container } = render(
      <CollectibleCard collectible={collectible('Ada', order())} currencies={currencies} />,
    )
    const card = screen.getByRole('article', { name: 'Ada' })
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://127.0.0.1/7.png')
    expect(screen.getByText(wholeText('#7'))).toBeTruthy()
    expect(screen.getByText(wholeText('Token ID 7'))).toBeTruthy()
    expect(screen.getByText('Price')).toBeTruthy()
    // Four significant digits by default: the same decimals on every card.
    expect(screen.getByText(wholeText('1.500 USDC'))).toBeTruthy()
    expect(screen.getByText(wholeText('≈ $1.50'))).toBeTruthy()
    expect(screen.getByText(wholeText('on OpenSea'))).toBeTruthy()
    expect(screen.queryByText(/available/)).toBeNull()
    expect(screen.queryByText('Not listed')).toBeNull()
    expect(container.querySelector('a, button, [tabindex]')).toBeNull()
  })

  test('labels an unknown currency by its shortened address and an unknown marketplace as sent', () => {
    render(<CollectibleCard collectible={collectible('Ada', order({ marketplace: 'new_one' }))} />)
    expect(screen.getByText(wholeText('1.500 0x2791…4174'))).toBeTruthy()
    expect(screen.getByText(wholeText('on new_one'))).toBeTruthy()
  })

  test('labels an offer as the best offer', () => {
    const { container } = render(
      <CollectibleCard collectible={collectible('Ada', order({ side: 'offer' }))} />,
    )
    expect(screen.getByText('Best offer')).toBeTruthy()
    expect(container.querySelector('.pk-card__price')?.getAttribute('data-side')).toBe('offer')
  })

  test('shows "Not listed" without an order', () => {
    render(<CollectibleCard collectible={collectible('Lonely', undefined)} />)
    expect(screen.getByText('Not listed')).toBeTruthy()
    expect(screen.queryByText('Price')).toBeNull()
  })

  test('shows the quantity available for ERC-1155, or when it is not 1', () => {
    const five = order({ quantityAvailable: '5', quantityAvailableFormatted: '5' })
    const { rerender } = render(<CollectibleCard collectible={collectible('R', five)} />)
    expect(screen.getByText(wholeText('5 available'))).toBeTruthy()
    rerender(<CollectibleCard collectible={collectible('R', five)} contractType="ERC721" />)
    expect(screen.queryByText(wholeText('5 available'))).toBeNull()
    rerender(<CollectibleCard collectible={collectible('R', order())} contractType="ERC1155" />)
    expect(screen.getByText(wholeText('1 available'))).toBeTruthy()
    rerender(<CollectibleCard collectible={collectible('R', order())} />)
    expect(screen.queryByText(wholeText('1 available'))).toBeNull()
  })

  test('is a link with href, named after the token', () => {
    render(<CollectibleCard collectible={collectible('Ada', order())} href="/token/7" />)
    const link = screen.getByRole('link', { name: 'Ada' })
    expect(link.getAttribute('href')).toBe('/token/7')
  })

  test('is a button with onSelect, by pointer and by keyboard', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    const data = collectible('Ada', order())
    render(<CollectibleCard collectible={data} onSelect={onSelect} />)
    const button = screen.getByRole('button', { name: 'Ada' })
    await user.tab()
    expect(document.activeElement).toBe(button)
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith(data)
    await user.keyboard(' ')
    await user.click(button)
    expect(onSelect).toHaveBeenCalledTimes(3)
  })

  test('puts tabIndex on its link or button, or on itself when it has neither', () => {
    const { rerender } = render(
      <CollectibleCard collectible={collectible('A', order())} tabIndex={-1} onSelect={() => {}} />,
    )
    expect(screen.getByRole('button').getAttribute('tabindex')).toBe('-1')
    expect(screen.getByRole('article').hasAttribute('tabindex')).toBe(false)
    rerender(<CollectibleCard collectible={collectible('A', order())} tabIndex={0} />)
    expect(screen.getByRole('article').getAttribute('tabindex')).toBe('0')
  })

  test('shortens a long token id, keeping the whole id for assistive technology', () => {
    const id = (2n ** 256n - 1n).toString()
    render(<CollectibleCard collectible={collectible('Big', undefined, id)} />)
    expect(screen.getByText(wholeText('#115792…9935'))).toBeTruthy()
    expect(screen.getByText(wholeText(`Token ID ${id}`))).toBeTruthy()
  })

  test('names an unnamed token "Untitled" and clamps a huge name', () => {
    const { rerender } = render(<CollectibleCard collectible={collectible('  ', undefined)} />)
    expect(screen.getByRole('article', { name: 'Untitled' })).toBeTruthy()
    rerender(<CollectibleCard collectible={collectible('x'.repeat(100_000), undefined)} />)
    const name = document.querySelector('.pk-card__name')!
    expect(name.textContent!.length).toBeLessThanOrEqual(120)
    expect(name.textContent!.endsWith('…')).toBe(true)
  })

  test('takes a className, forwards its ref and overridable strings', () => {
    const ref = createRef<HTMLElement>()
    render(
      <CollectibleCard
        ref={ref}
        className="mine"
        collectible={collectible('Ada', order({ marketplace: 'opensea' }))}
        strings={{
          listingPrice: 'Preis',
          marketplace: 'bei {marketplace}',
          marketplaceNames: { opensea: 'Offenes Meer' },
          usd: 'ca. {usd}',
        }}
      />,
    )
    expect(ref.current?.className).toBe('pk-card mine')
    expect(screen.getByText('Preis')).toBeTruthy()
    expect(screen.getByText(wholeText('bei Offenes Meer'))).toBeTruthy()
    expect(screen.getByText(wholeText('ca. $1.50'))).toBeTruthy()
    expect(COLLECTIBLE_CARD_STRINGS.listingPrice).toBe('Price')
  })
})

describe('CollectibleCard: the app action', () => {
  const buyButton = (onBuy: (c: Collectible) => void) => (c: Collectible) => (
    <button type="button" onClick={() => onBuy(c)}>
      Buy {c.metadata.name}
    </button>
  )

  test('renders with the collectible at the foot, outside the link; Tab and Enter reach it', async () => {
    const user = userEvent.setup()
    const onBuy = vi.fn()
    const data = collectible('Ada', order())
    const { container } = render(
      <CollectibleCard collectible={data} href="/token/7" renderAction={buyButton(onBuy)} />,
    )
    const link = screen.getByRole('link', { name: 'Ada' })
    const buy = screen.getByRole('button', { name: 'Buy Ada' })
    // Not nested in the link: a button inside a link is two controls in one.
    expect(link.contains(buy)).toBe(false)
    expect(buy.parentElement?.closest('a, button')).toBeNull()
    // In the card, after its text: where Buy is on a marketplace's card.
    const card = screen.getByRole('article', { name: 'Ada' })
    expect(card.lastElementChild?.contains(buy)).toBe(true)
    expect(container.querySelector('.pk-card__body')!.contains(buy)).toBe(false)
    await user.tab()
    expect(document.activeElement).toBe(link)
    await user.tab()
    expect(document.activeElement).toBe(buy)
    await user.keyboard('{Enter}')
    expect(onBuy).toHaveBeenCalledWith(data)
  })

  test('beside a button card too, and with neither link nor button', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    const onBuy = vi.fn()
    const { rerender } = render(
      <CollectibleCard
        collectible={collectible('Ada', order())}
        onSelect={onSelect}
        renderAction={buyButton(onBuy)}
      />,
    )
    const select = screen.getByRole('button', { name: 'Ada' })
    expect(select.contains(screen.getByRole('button', { name: 'Buy Ada' }))).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Buy Ada' }))
    expect(onBuy).toHaveBeenCalledTimes(1)
    expect(onSelect).not.toHaveBeenCalled()
    rerender(
      <CollectibleCard collectible={collectible('Ada', order())} renderAction={buyButton(onBuy)} />,
    )
    expect(screen.getByRole('button', { name: 'Buy Ada' })).toBeTruthy()
  })

  test('leaves the tab order with its card (tabIndex -1) and comes back with it', async () => {
    const action = (label: string) => () => (
      <>
        <button type="button">{label}</button>
        <a href="#details">Details</a>
      </>
    )
    // Other elements than before: React replaces them, and the new ones come without a tab index.
    const buying = () => (
      <span>
        <button type="button">Buying…</button>
        <a href="#details">Details</a>
      </span>
    )
    const props = { collectible: collectible('Ada', order()), href: '/token/7' }
    const { container, rerender } = render(
      <CollectibleCard {...props} tabIndex={-1} renderAction={action('Buy')} />,
    )
    const foot = () => [...container.querySelectorAll('.pk-card__foot button, .pk-card__foot a')]
    expect(foot().map((e) => e.getAttribute('tabindex'))).toEqual(['-1', '-1'])
    // What the app puts there later leaves the tab order too.
    const before = foot()[0]
    rerender(<CollectibleCard {...props} tabIndex={-1} renderAction={buying} />)
    expect(foot()[0]).not.toBe(before)
    await waitFor(() => expect(foot().map((e) => e.getAttribute('tabindex'))).toEqual(['-1', '-1']))
    rerender(<CollectibleCard {...props} tabIndex={0} renderAction={buying} />)
    expect(foot().map((e) => e.hasAttribute('tabindex'))).toEqual([false, false])
    expect(screen.getByRole('link', { name: 'Ada' }).getAttribute('tabindex')).toBe('0')
  })

  test('renders nothing at the foot for a collectible the app has no action for', () => {
    const { container } = render(
      <CollectibleCard collectible={collectible('Ada', undefined)} renderAction={() => null} />,
    )
    expect(container.querySelector('.pk-card__foot')?.childElementCount).toBe(0)
  })
})

describe('CollectibleCardSkeleton', () => {
  test('is busy and announces loading, unless decorative', () => {
    const ref = createRef<HTMLDivElement>()
    const { container, rerender } = render(<CollectibleCardSkeleton ref={ref} className="s" />)
    expect(ref.current?.getAttribute('aria-busy')).toBe('true')
    expect(ref.current?.className).toBe('pk-card pk-card--skeleton s')
    expect(screen.getByText('Loading collectible')).toBeTruthy()
    expect(container.querySelectorAll('.pk-skeleton').length).toBeGreaterThan(1)
    rerender(<CollectibleCardSkeleton decorative strings={{ loading: 'Lädt' }} />)
    expect(screen.queryByText('Lädt')).toBeNull()
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })
})

describe('hostile metadata', () => {
  test('every hostile token renders as inert text and safe media', async () => {
    const emulator = createEmulator({ size: 10 })
    const client = createClient({
      ...emulatorConfig(),
      fetch: (input, init) => emulator.handle(new Request(input, init)),
    })
    const { collectibles } = await client.marketplace.listCollectibles({
      network: 'anvil',
      contractAddress: EMULATOR_COLLECTION.hostile.address,
      filter: { includeEmpty: true },
      page: { pageSize: 100 },
    })
    expect(collectibles).toHaveLength(24)
    const anvil = EMULATED_NETWORKS.find((n) => n.name === 'anvil')!
    const map = Object.fromEntries(
      anvil.currencies.map((c) => [c.address.toLowerCase(), { symbol: c.symbol }]),
    )
    const { container } = render(
      <div>
        {collectibles.map((c) => (
          <CollectibleCard
            key={c.metadata.tokenId}
            collectible={c}
            currencies={map}
            onSelect={() => {}}
          />
        ))}
      </div>,
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(container.querySelectorAll('.pk-card')).toHaveLength(24)
    expect(container.querySelector('script, iframe, style, svg, math, marquee, object')).toBeNull()
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) throw new Error(`event handler ${attribute.name}`)
        if (['href', 'src', 'style', 'action', 'formaction'].includes(attribute.name)) {
          expect(attribute.value).not.toMatch(/javascript:|vbscript:|data:text\/html/i)
        }
      }
    }
    for (const name of container.querySelectorAll('.pk-card__name')) {
      expect(name.textContent!.length).toBeLessThanOrEqual(120)
    }
    expect(screen.getByRole('button', { name: '<script>window.__pwned=1</script>Innocent Cat' }))
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
  })
})

/**
 * The collectible page's blocks against the emulator: useTraitList (what
 * TokenCollectionFilters backs, no attributes, 200, a failing filters read),
 * TraitList's link (the URL the filter panel writes), usePriceSummary and
 * PriceSummary (sharing the order book's cache: no second request), and
 * CollectibleDetails (shortened and whole values, copy, safe links only).
 */
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Order } from '../../src/core/schemas/order.js'
import { EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import { propertyFilters } from '../../src/emulator/marketplace/filters.js'
import { CollectibleDetails } from '../../src/ui/components/CollectibleDetails.js'
import { FilterPanel } from '../../src/ui/components/FilterPanel.js'
import { OrderBook } from '../../src/ui/components/OrderBook.js'
import { PriceSummary, PriceSummaryView } from '../../src/ui/components/PriceSummary.js'
import { TraitList, TraitListView } from '../../src/ui/components/TraitList.js'
import { useFilterSearchParams } from '../../src/ui/hooks/useFilterSearchParams.js'
import { usePriceSummary } from '../../src/ui/hooks/usePriceSummary.js'
import { useTraitList } from '../../src/ui/hooks/useTraitList.js'
import { sampleOrder } from '../support/fixtures.js'
import { setupTestPlatform } from '../support/platform.js'

const platform = setupTestPlatform({ size: 300 })
const { emulator } = platform
const market = emulator.state.marketplace
afterEach(() => {
  cleanup()
  emulator.controls.reset()
  window.history.replaceState(null, '', '/')
})

const creatures = EMULATOR_COLLECTION.creatures.address
const collection = market.collectionByAddress(creatures)!
const metadataAt = (i: number) => collection.tokens.metadata(i)
const live = (tokenId: string, side: 'listing' | 'offer') =>
  market
    .ordersOfToken(creatures, tokenId)
    .filter(
      (o) => o.side === side && market.isOrderLive(creatures, o.orderId, emulator.clock.now()),
    )
const tokenIds = Array.from({ length: collection.tokens.count }, (_, i) =>
  collection.tokens.tokenId(i),
)
const PRICED = tokenIds.find(
  (id) => live(id, 'listing').length > 1 && live(id, 'offer').length > 1,
)!
const BARE = tokenIds.find((id) => market.ordersOfToken(creatures, id).length === 0)!

describe('useTraitList', () => {
  test('every attribute, with "1 of N values" exactly where TokenCollectionFilters backs it', async () => {
    const { wrapper } = platform.providers()
    const metadata = metadataAt(3)
    const { result } = renderHook(
      () =>
        useTraitList({
          network: 'anvil',
          contractAddress: creatures,
          attributes: metadata.attributes,
        }),
      { wrapper },
    )
    expect(result.current.traits.length).toBe(metadata.attributes.length)
    expect(result.current.filtersStatus).toBe('pending')
    await waitFor(() => expect(result.current.filtersStatus).toBe('success'))
    const filters = propertyFilters(collection)
    for (const trait of result.current.traits) {
      const property = filters.find((p) => p.name === trait.name)
      const listed = property?.values.some((v) => String(v) === String(trait.raw))
      if (property?.type === 'STRING' && listed) {
        expect(trait.backing?.valueCount).toBe(property.values.length)
      } else if (property?.type !== 'INT') {
        expect(trait.backing).toBeUndefined()
      }
    }
    expect(result.current.traits.some((t) => t.backing)).toBe(true)
    expect(platform.count('Metadata/TokenCollectionFilters')).toBe(1)
  })

  test('no attributes: an empty list; 200: the first 12 until toggled', async () => {
    const { wrapper } = platform.providers()
    const many = Array.from({ length: 200 }, (_, i) => ({ trait_type: `T${i}`, value: i }))
    const { result, rerender } = renderHook(
      ({ attributes }) =>
        useTraitList({ network: 'anvil', contractAddress: creatures, attributes }),
      { wrapper, initialProps: { attributes: [] as Record<string, unknown>[] } },
    )
    expect(result.current.traits).toEqual([])
    rerender({ attributes: many })
    expect(result.current.shown).toHaveLength(12)
    expect(result.current.long).toBe(true)
    act(() => result.current.toggle())
    expect(result.current.shown).toHaveLength(200)
  })

  test('a list longer than a step opens a step at a time (500, or `step`), never all at once', () => {
    const { wrapper } = platform.providers()
    const many = Array.from({ length: 1_200 }, (_, i) => ({ trait_type: `T${i}`, value: i }))
    const { result, rerender } = renderHook(
      ({ step }: { step?: number }) =>
        useTraitList({ network: 'anvil', contractAddress: creatures, attributes: many, step }),
      { wrapper, initialProps: {} },
    )
    expect(result.current.shown).toHaveLength(12)
    expect([result.current.long, result.current.expanded, result.current.more]).toEqual([
      true,
      false,
      500,
    ])
    act(() => result.current.showMore())
    expect(result.current.shown).toHaveLength(512)
    expect(result.current.expanded).toBe(true)
    act(() => result.current.showMore())
    expect(result.current.shown).toHaveLength(1_012)
    expect(result.current.more).toBe(188)
    act(() => result.current.showMore())
    expect(result.current.shown).toBe(result.current.traits)
    expect(result.current.more).toBe(0)
    // Open, toggle cuts the list again; cut, it shows the next step.
    act(() => result.current.toggle())
    expect(result.current.shown).toHaveLength(12)
    act(() => result.current.toggle())
    expect(result.current.shown).toHaveLength(512)
    rerender({ step: 100 })
    act(() => result.current.showMore())
    expect(result.current.shown).toHaveLength(612)
  })

  test('the filters failing: the traits are still shown, unbacked, and the state says error', async () => {
    emulator.controls.set({ fail: { 'Metadata/TokenCollectionFilters': 'WebrpcBadRequest' } })
    const { wrapper } = platform.providers()
    const { result } = renderHook(
      () =>
        useTraitList({
          network: 'anvil',
          contractAddress: creatures,
          attributes: metadataAt(0).attributes,
        }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.filtersStatus).toBe('error'), { timeout: 10_000 })
    expect(result.current.traits.length).toBeGreaterThan(0)
    expect(result.current.traits.every((t) => t.backing === undefined)).toBe(true)
  })
})

/** The filter panel keeping its filter in the URL, as an app's collection page would. */
function Panel() {
  const [filter, setFilter] = useFilterSearchParams()
  return (
    <FilterPanel network="anvil" contractAddress={creatures} value={filter} onChange={setFilter} />
  )
}

describe('TraitList', () => {
  test('a trait’s link is the URL the filter panel writes when that value is ticked', async () => {
    const { wrapper } = platform.providers()
    const metadata = metadataAt(5)
    render(
      <TraitList
        network="anvil"
        contractAddress={creatures}
        attributes={metadata.attributes}
        collectionHref="/collection"
      />,
      { wrapper },
    )
    const links = await screen.findAllByRole('link')
    const link = links[0]!
    const href = new URL(link.getAttribute('href')!, 'http://x')
    const [key, value] = [...href.searchParams][0]!
    const name = key.replace(/^n?p\./, '')
    cleanup()

    render(<Panel />, { wrapper })
    const group = await screen.findByRole('group', { name })
    await userEvent.click(within(group).getByRole('checkbox', { name: value }))
    expect(window.location.search).toBe(href.search)
  })

  test('hostile traits render as text, every one of 500 reachable, nothing run', async () => {
    const attributes = [
      {
        trait_type: '<img src=x onerror=window.__pwned=1>',
        value: '<script>window.__pwned=1</script>',
      },
      ...Array.from({ length: 499 }, (_, i) => ({
        trait_type: `T${i}`,
        value: 'v'.repeat(10_000),
      })),
    ]
    const { wrapper } = platform.providers()
    const { container } = render(
      <TraitList network="anvil" contractAddress={creatures} attributes={attributes} />,
      { wrapper },
    )
    expect(container.querySelector('script, img')).toBeNull()
    expect(screen.getByText('<script>window.__pwned=1</script>')).toBeTruthy()
    expect(container.querySelectorAll('li')).toHaveLength(12)
    await userEvent.click(screen.getByRole('button', { name: 'Show all 500 traits' }))
    expect(container.querySelectorAll('li')).toHaveLength(500)
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  test('the view: empty state, unnamed traits, a callback instead of a link', async () => {
    const onSelect = vi.fn((_f: unknown, _t: unknown, e: { preventDefault(): void }) =>
      e.preventDefault(),
    )
    const { rerender } = render(<TraitListView traits={[]} />)
    expect(screen.getByText('This collectible has no traits.')).toBeTruthy()
    const filter = { properties: [{ name: 'Rarity', type: 'STRING' as const, values: ['Epic'] }] }
    const traits = [
      { key: '0', name: '', value: 'v', fullValue: 'v', display: 'text' as const, raw: 'v' },
      {
        key: '1',
        name: 'Rarity',
        value: 'Epic',
        fullValue: 'Epic',
        display: 'text' as const,
        raw: 'Epic',
        backing: { property: { name: 'Rarity', values: ['Epic', 'Rare'] }, valueCount: 2, filter },
      },
    ]
    rerender(<TraitListView traits={traits} onSelectTrait={onSelect} />)
    expect(screen.getByText('Trait')).toBeTruthy()
    expect(screen.getByText('1 of 2 values')).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'Collectibles with Rarity Epic' }))
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(onSelect.mock.calls[0]![0]).toEqual(filter)
  })
})

describe('usePriceSummary and PriceSummary', () => {
  test('the cheapest listing and the best offer; with an OrderBook on the page, one request per side', async () => {
    const { wrapper } = platform.providers()
    render(
      <>
        <PriceSummary network="anvil" contractAddress={creatures} tokenId={PRICED} />
        <OrderBook network="anvil" contractAddress={creatures} tokenId={PRICED} />
      </>,
      { wrapper },
    )
    await screen.findByRole('table', { name: 'Listings (asks)' })
    const cheapest = [...live(PRICED, 'listing')].sort((a, b) => a.priceUSD - b.priceUSD)[0]!
    const best = [...live(PRICED, 'offer')].sort((a, b) => b.priceUSD - a.priceUSD)[0]!
    const summary = screen.getByRole('region', { name: 'Price' })
    await waitFor(() => expect(summary.getAttribute('aria-busy')).toBeNull())
    expect(within(summary).getAllByTitle(/.+/)[0]!.getAttribute('title')).toContain(
      cheapest.priceAmountFormatted,
    )
    expect(summary.textContent).toContain(best.priceAmountFormatted.slice(0, 3))
    expect(platform.count('Marketplace/ListListingsForCollectible')).toBe(1)
    expect(platform.count('Marketplace/ListOffersForCollectible')).toBe(1)
  })

  test('a token with no orders: both empty lines; an error: a retry that asks again', async () => {
    const { wrapper } = platform.providers()
    const { result } = renderHook(
      () => usePriceSummary({ network: 'anvil', contractAddress: creatures, tokenId: BARE }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.listing).toBeUndefined()
    expect(result.current.offer).toBeUndefined()
    render(<PriceSummaryView status="success" />)
    expect(screen.getByText('Not listed')).toBeTruthy()
    expect(screen.getByText('No offers')).toBeTruthy()
    cleanup()
    const onRetry = vi.fn()
    render(<PriceSummaryView status="error" onRetry={onRetry} />)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    cleanup()
    const { container } = render(<PriceSummaryView status="pending" />)
    expect(container.querySelectorAll('.pk-price__skeleton')).toHaveLength(2)
  })
})

describe('PriceSummaryView', () => {
  const listing = sampleOrder({ orderId: 'l', priceAmountFormatted: '20.23', priceUSD: 20.23 })
  const offer = sampleOrder({
    side: 'offer',
    orderId: 'o',
    priceAmountFormatted: '0.00589',
    priceUSD: 17.67,
  })

  test('each box is labelled by what it shows', () => {
    render(<PriceSummaryView status="success" listing={listing} offer={offer} />)
    const terms = screen.getAllByRole('term').map((t) => t.textContent)
    expect(terms).toEqual(['Lowest listing', 'Best offer'])
    expect(screen.queryByText('Buy now')).toBeNull()
    cleanup()
    render(<PriceSummaryView status="success" strings={{ listing: 'Cheapest' }} />)
    expect(screen.getByText('Cheapest')).toBeTruthy()
  })

  test("the app's action: in each box with an order, under its price, with the order and its side, reachable by Tab", async () => {
    const renderAction = vi.fn((order: Order, side: 'listing' | 'offer') => (
      <button type="button">
        {side === 'listing' ? 'Buy' : 'Accept'} for {order.priceAmountFormatted}
      </button>
    ))
    render(
      <PriceSummaryView
        status="success"
        listing={listing}
        offer={offer}
        renderAction={renderAction}
      />,
    )
    expect(renderAction.mock.calls).toEqual([
      [listing, 'listing'],
      [offer, 'offer'],
    ])
    const buy = screen.getByRole('button', { name: 'Buy for 20.23' })
    const box = buy.closest('.pk-price__side')!
    expect(box.getAttribute('data-side')).toBe('listing')
    const price = box.querySelector('.pk-price__amount')!
    expect(price.compareDocumentPosition(buy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    document.body.focus()
    await userEvent.tab()
    expect(document.activeElement).toBe(buy)
    await userEvent.tab()
    expect(document.activeElement?.textContent).toBe('Accept for 0.00589')
    // No order, no action; null, nothing at all.
    cleanup()
    renderAction.mockClear()
    const { container } = render(
      <PriceSummaryView status="success" offer={offer} renderAction={() => null} />,
    )
    expect(container.querySelector('.pk-price__action, button')).toBeNull()
    render(<PriceSummaryView status="pending" renderAction={renderAction} />)
    expect(renderAction).not.toHaveBeenCalled()
  })

  test('an empty box is marked compact; the amount and its symbol are one unit, the symbol bounded', () => {
    const evil = '0x3333333333333333333333333333333333333333'
    const { container } = render(
      <PriceSummaryView
        status="success"
        listing={sampleOrder({ priceCurrencyAddress: evil })}
        currencies={{ [evil]: { symbol: `EVIL${'W'.repeat(10_000)}` } }}
      />,
    )
    const [listed, none] = container.querySelectorAll('.pk-price__side')
    expect(listed!.hasAttribute('data-empty')).toBe(false)
    expect(none!.getAttribute('data-empty')).not.toBeNull()
    expect(none!.textContent).toBe('Best offerNo offers')
    const amount = listed!.querySelector('.pk-price__amount')!
    expect(amount.querySelector('.pk-num')?.textContent).toBe('1.500')
    expect(amount.querySelector('.pk-price__symbol')!.textContent!.length).toBeLessThanOrEqual(32)
    expect(amount.getAttribute('title')).toContain('EVILWWW')
  })
})

describe('CollectibleDetails', () => {
  const MAX = (2n ** 256n - 1n).toString()
  test('contract and a 78-digit token id shortened, whole for screen readers; copy; network by name', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { wrapper } = platform.providers()
    render(
      <CollectibleDetails
        network={31337}
        contractAddress={creatures}
        tokenId={MAX}
        standard="ERC721"
      />,
      { wrapper },
    )
    const region = screen.getByRole('region', { name: 'Details' })
    expect(region.textContent).toContain(creatures)
    expect(region.textContent).toContain(MAX)
    expect(screen.getByTitle(creatures).textContent).toBe(
      `${creatures.slice(0, 6)}…${creatures.slice(-4)}`,
    )
    expect(screen.getByTitle(MAX).textContent).toBe(`${MAX.slice(0, 7)}…${MAX.slice(-6)}`)
    expect(region.textContent).toContain('anvil')
    expect(region.textContent).toContain('ERC721')
    await userEvent.click(screen.getByRole('button', { name: 'Copy Contract' }))
    expect(writeText).toHaveBeenCalledWith(creatures)
    expect(screen.getByRole('status').textContent).toBe('Copied')
  })

  test('a long link is shown by its host, shortened start…end, and goes to the whole URL', () => {
    const { wrapper } = platform.providers()
    const host = `${'a'.repeat(60)}.${'b'.repeat(60)}.example`
    const url = `https://${host}/${'p'.repeat(5_000)}`
    render(
      <CollectibleDetails
        network="anvil"
        contractAddress={creatures}
        tokenId="1"
        metadata={{ externalUrl: url }}
      />,
      { wrapper },
    )
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe(url)
    expect(link.getAttribute('title')).toBe(url)
    expect(link.textContent).toBe(`${host.slice(0, 16)}…${host.slice(-23)}`)
    cleanup()
    render(
      <CollectibleDetails
        network="anvil"
        contractAddress={creatures}
        tokenId="1"
        metadata={{ externalUrl: 'https://example.com/a' }}
      />,
      { wrapper },
    )
    expect(screen.getByRole('link').textContent).toBe('example.com')
  })

  test('only a safe external link is followed; ipfs through the gateway', () => {
    const { wrapper } = platform.providers()
    const cases: [string, string | null][] = [
      ['javascript:alert(1)', null],
      ['data:text/html,<script>alert(1)</script>', null],
      ['https://example.com/x', 'https://example.com/x'],
      ['ipfs://bafybeigdyrzt/1', 'https://ipfs.io/ipfs/bafybeigdyrzt/1'],
    ]
    for (const [externalUrl, expected] of cases) {
      const { container, unmount } = render(
        <CollectibleDetails
          network="anvil"
          contractAddress={creatures}
          tokenId="1"
          metadata={{ externalUrl }}
        />,
        { wrapper },
      )
      expect(container.querySelector('a')?.getAttribute('href') ?? null).toBe(expected)
      if (expected) expect(container.querySelector('a')?.getAttribute('rel')).toContain('noopener')
      unmount()
    }
  })
})

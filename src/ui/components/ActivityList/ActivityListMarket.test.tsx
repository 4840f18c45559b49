/**
 * The activity list as a marketplace's Activity tab (issue 43): every kind in
 * words, prices by symbol with their dollars where the currency has an
 * exchange rate, column names for the eye only, the tokens of the rows shown
 * read once per contract (names as text), and the filter by kind — its
 * choices, its reads (`kind=`), and its empty words.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  ALICE,
  activityEntry,
  COLLECTION,
  MARKET_CURRENCIES,
  manyEntries,
  marketEntries,
  NOW,
  TOKENS,
  WETH,
} from '../../../../test/support/activityFixtures.js'
import { ACTIVITY_KINDS } from '../../../core/schemas/activity.js'
import { emulatorConfig } from '../../../emulator/config.js'
import { EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../../../emulator/data/catalog.js'
import { createEmulator } from '../../../emulator/emulator.js'
import { collectiblesInfiniteQueryKey } from '../../../query/listCollectibles.js'
import { PlatformProvider } from '../../../react/PlatformProvider.js'
import {
  ACTIVITY_LIST_STRINGS,
  ActivityList,
  ActivityListView,
  type ActivityListViewProps,
} from './ActivityList.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const show = (props: Partial<ActivityListViewProps> = {}) =>
  render(
    <ActivityListView
      items={marketEntries()}
      status="success"
      network="polygon"
      now={NOW}
      locale="en-US"
      initialRect={{ width: 1200, height: 900 }}
      currencies={MARKET_CURRENCIES}
      tokens={TOKENS}
      {...props}
    />,
  )
const rows = () => within(screen.getByRole('feed')).getAllByRole('article')
const row = (kind: string) => rows().find((r) => r.dataset.kind === kind)!

describe('rows', () => {
  test('every kind in its words, whole; "New" beside it, inside its name', () => {
    show({
      items: ACTIVITY_KINDS.map((kind, i) => activityEntry(20 - i, { kind, arrived: i < 2 })),
    })
    expect(rows().map((r) => r.querySelector('.pk-activity__kind-text')!.textContent)).toEqual(
      ACTIVITY_KINDS.map((kind) => ACTIVITY_LIST_STRINGS.kinds[kind]),
    )
    expect(within(rows()[0]!).getByText('New').closest('.pk-activity__kind')).toBeTruthy()
  })

  test('a price by symbol, with its dollars at the exchange rate; a quantity of three says so', () => {
    show()
    const sale = row('sale')
    expect(sale.querySelector('.pk-activity__price')!.textContent).toBe(
      'price 0.006300 WETH ≈ $21.42',
    )
    expect(sale.querySelector('.pk-activity__usd')!.getAttribute('title')).toContain('current')
    const offer = row('offer')
    expect(offer.querySelector('.pk-activity__price')!.textContent).toBe(
      'price 35.80 USDC ≈ $35.80',
    )
    // Narrow "× 3" under the price, wide "3" in its column: both there, the layout shows one.
    expect(offer.querySelector('.pk-activity__times')!.textContent).toBe('× 3')
    expect(offer.querySelector('.pk-activity__count')!.textContent).toBe('3')
    // A cancel keeps the price its listing had.
    expect(row('cancel').textContent).toContain('≈ $1,250.00')
  })

  test('no dollars where the currency has no rate, or a rate that is no number', () => {
    for (const exchangeRate of [undefined, Number.NaN, -1]) {
      const shown = show({
        currencies: { [WETH.toLowerCase()]: { symbol: 'WETH', decimals: 18, exchangeRate } },
      })
      expect(row('sale').querySelector('.pk-activity__usd')).toBeNull()
      expect(row('sale').textContent).toContain('0.006300 WETH')
      shown.unmount()
    }
  })

  test('the column names are for the eye only: the feed holds articles, each naming its parts', () => {
    const { container } = show()
    const head = container.querySelector('.pk-activity__head')!
    expect(head.getAttribute('aria-hidden')).toBe('true')
    expect(head.textContent).toBe('EventItemPriceQtyFromToTimeTransaction')
    expect(screen.getByRole('feed').contains(head)).toBe(false)
    expect(within(row('sale')).getByText(ALICE).parentElement!.textContent).toMatch(/^from /)
  })
})

describe('tokens', () => {
  const read = () =>
    vi.fn(async ({ tokenIds }: { readonly tokenIds: readonly string[] }) =>
      tokenIds.map((tokenId) => ({
        tokenId,
        name: `<img src=x onerror=alert(1)> Beast ${tokenId}`,
        image: 'javascript:alert(1)',
      })),
    )

  test('the tokens the app does not know are read once, in one call per contract for the rows shown', async () => {
    const readTokens = read()
    show({ readTokens })
    await waitFor(() => expect(row('cancel').textContent).toContain('Beast 33'))
    expect(readTokens).toHaveBeenCalledOnce()
    const [request] = readTokens.mock.calls[0]!
    // The market's items are the collection's tokens; an invalidation or an approval names none.
    expect(request).toEqual({
      chainId: 137,
      contractAddress: COLLECTION.toLowerCase(),
      tokenIds: ['33', '36', '44', '45'],
    })
    // Names are text: no element of them, no script URL followed.
    expect(document.querySelector('img[src="x"], [src^="javascript"]')).toBeNull()
    expect(row('cancel').textContent).toContain('<img src=x onerror=alert(1)> Beast 33')
    expect(row('invalidate').querySelector('.pk-activity__token')!.textContent).toBe('')
    // What the app knows is not asked for again.
    expect(row('sale').textContent).toContain('Creature 3')
  })

  test('10,000 rows: only the rows rendered are asked for, in one call', async () => {
    const readTokens = read()
    show({ items: manyEntries(10_000), tokens: undefined, readTokens })
    await waitFor(() => expect(readTokens).toHaveBeenCalled())
    expect(readTokens).toHaveBeenCalledOnce()
    expect(readTokens.mock.calls[0]![0].tokenIds.length).toBeLessThanOrEqual(40)
  })

  test('a read that fails leaves the ids, and is not asked again at once', async () => {
    const readTokens = vi.fn(async () => {
      throw new Error('503')
    })
    const { rerender } = show({ readTokens })
    await waitFor(() => expect(readTokens).toHaveBeenCalledOnce())
    rerender(
      <ActivityListView
        items={marketEntries()}
        status="success"
        now={NOW + 1}
        initialRect={{ width: 1200, height: 900 }}
        tokens={TOKENS}
        readTokens={readTokens}
      />,
    )
    await new Promise((r) => setTimeout(r, 300))
    expect(readTokens).toHaveBeenCalledOnce()
    expect(row('cancel').textContent).toContain('#33')
  })
})

describe('ActivityList: the filter by kind', () => {
  function serve() {
    const urls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request) => {
        urls.push(String(url))
        const sales = String(url).includes('kind=sale')
        return Response.json({ items: sales ? [] : [activityEntry(6, { arrived: undefined })] })
      }),
    )
    return urls
  }
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

  test('All, Sales, Listings, Offers, Transfers: each reads its kinds; an empty one says what it lacks', async () => {
    const urls = serve()
    const onFilterChange = vi.fn()
    render(
      <QueryClientProvider client={client()}>
        <ActivityList
          url="/api/activity"
          network="polygon"
          contractAddress={COLLECTION}
          now={NOW}
          initialRect={{ width: 1200, height: 600 }}
          onFilterChange={onFilterChange}
        />
      </QueryClientProvider>,
    )
    const group = screen.getByRole('group', { name: 'Show' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['all', 'sales', 'listings', 'offers', 'transfers'])
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true)
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(urls.at(-1)).not.toContain('kind=')
    await userEvent.click(screen.getByRole('radio', { name: 'Transfers' }))
    await waitFor(() => expect(urls.at(-1)).toContain('kind=mint%2Ctransfer%2Cburn'))
    await userEvent.click(screen.getByRole('radio', { name: 'Sales' }))
    await waitFor(() => expect(screen.getByText('No sales yet')).toBeTruthy())
    expect(urls.at(-1)).toMatch(/kind=sale(&|$)/)
    expect(onFilterChange.mock.calls).toEqual([['transfers'], ['sales']])
    expect(screen.getByRole('radio', { name: 'Sales' })).toHaveProperty('checked', true)
  })

  test('kinds the app chose: no filter is offered', async () => {
    serve()
    render(
      <QueryClientProvider client={client()}>
        <ActivityList url="/a" network="polygon" contractAddress={COLLECTION} kinds={['sale']} />
      </QueryClientProvider>,
    )
    await waitFor(() => expect(screen.getByText('No activity yet')).toBeTruthy())
    expect(screen.queryByRole('group')).toBeNull()
  })

  test('the tokens of the collection the app has read already are named', async () => {
    serve()
    const queryClient = client()
    queryClient.setQueryData(
      collectiblesInfiniteQueryKey({ network: 'polygon', contractAddress: COLLECTION }),
      {
        pages: [
          {
            collectibles: [
              { metadata: { tokenId: '7', name: 'Seen Creature', attributes: [], assets: [] } },
            ],
          },
        ],
        pageParams: [1],
      },
    )
    render(
      <QueryClientProvider client={queryClient}>
        <ActivityList
          url="/a"
          network="polygon"
          contractAddress={COLLECTION}
          initialRect={{ width: 1200, height: 600 }}
        />
      </QueryClientProvider>,
    )
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Seen Creature'))
  })
})

describe("ActivityList: the platform's metadata service names the tokens it was not given", () => {
  const { relics, creatures } = EMULATOR_COLLECTION
  const anvil = EMULATED_NETWORKS.find((n) => n.name === 'anvil')!

  test('no readTokens, nothing cached: one GetTokenMetadata per contract, the rows named by the emulator', async () => {
    const emulator = createEmulator({ size: 50 })
    const nameOf = (address: string, tokenId: string) => {
      const c = emulator.state.marketplace.collection(anvil, address)!
      return c.tokens.name(c.tokens.indexOf(tokenId))
    }
    const items = [
      activityEntry(9, {
        chainId: anvil.chainId,
        contractAddress: relics.address,
        tokens: [{ tokenId: '3' }],
      }),
      activityEntry(8, {
        chainId: anvil.chainId,
        contractAddress: creatures.address,
        tokens: [{ tokenId: '12' }],
      }),
      activityEntry(7, {
        chainId: anvil.chainId,
        contractAddress: relics.address,
        tokens: [{ tokenId: '5' }],
      }),
      // A token the collection lacks keeps its id.
      activityEntry(6, {
        chainId: anvil.chainId,
        contractAddress: relics.address,
        tokens: [{ tokenId: '999999' }],
      }),
    ]
    const asked: { path: string; body: unknown }[] = []
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.includes('/api/activity')) return Response.json({ items })
      asked.push({ path: new URL(url).pathname, body: JSON.parse(String(init?.body)) })
      return emulator.handle(new Request(input, init))
    }
    const config = { ...emulatorConfig(), fetch }
    render(
      <PlatformProvider config={config}>
        <ActivityList
          url="/api/activity"
          network="anvil"
          contractAddress={relics.address}
          now={NOW}
          initialRect={{ width: 1200, height: 600 }}
        />
      </PlatformProvider>,
    )
    const relic3 = nameOf(relics.address, '3')
    const creature12 = nameOf(creatures.address, '12')
    expect(relic3).not.toBe('')
    await waitFor(() => expect(rows()[0]!.textContent).toContain(relic3))
    await waitFor(() => expect(rows()[1]!.textContent).toContain(creature12))
    expect(rows()[2]!.textContent).toContain(nameOf(relics.address, '5'))
    expect(rows()[3]!.textContent).toContain('#999999')
    // One request per contract, each naming its tokens once, as go-sequence's client spells them.
    expect(asked.map((a) => a.path)).toEqual([
      '/metadata/rpc/Metadata/GetTokenMetadata',
      '/metadata/rpc/Metadata/GetTokenMetadata',
    ])
    expect(asked.map((a) => a.body)).toEqual(
      expect.arrayContaining([
        {
          chainID: '31337',
          contractAddress: relics.address.toLowerCase(),
          tokenIDs: ['3', '5', '999999'],
        },
        { chainID: '31337', contractAddress: creatures.address.toLowerCase(), tokenIDs: ['12'] },
      ]),
    )
  })

  test('readTokens given: the metadata service is not asked', async () => {
    const readTokens = vi.fn(async () => [{ tokenId: '3', name: "The app's relic" }])
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({
        items: [
          activityEntry(9, {
            chainId: 31337,
            contractAddress: relics.address,
            tokens: [{ tokenId: '3' }],
          }),
        ],
      }),
    )
    render(
      <PlatformProvider config={{ ...emulatorConfig(), fetch }}>
        <ActivityList
          url="/api/activity"
          network="anvil"
          contractAddress={relics.address}
          initialRect={{ width: 1200, height: 600 }}
          readTokens={readTokens}
        />
      </PlatformProvider>,
    )
    await waitFor(() => expect(rows()[0]!.textContent).toContain("The app's relic"))
    expect(readTokens).toHaveBeenCalledOnce()
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/metadata/'),
    )
  })
})

/**
 * Untrusted text never reorders the kit's text, in real Chromium (issue 28).
 * Outside text — marketplace names, origins, symbols, amounts, addresses,
 * names, trait names and values, messages — ends in a right-to-left override
 * (U+202E), embedding or isolate, which in one text node with the kit's words
 * turns round every word after it ("on Market‮ · ends next year" read "on
 * Market raey txen sdne ·"), and an amount that starts with one drew "1.5
 * USDC" as "CDSU 5.1". Orders and metadata come as an app gets them: read by
 * the kit's own schema readers from JSON, or through the client from the
 * emulator. Checked where each character is drawn, and that every piece of
 * outside text is alone in its bidi paragraph or isolate.
 */
import '../../src/ui/styles.css'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupWorker } from 'msw/browser'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { Collectible } from '../../src/core/schemas/collectible.js'
import { Contract } from '../../src/core/schemas/contract.js'
import { Order } from '../../src/core/schemas/order.js'
import { emulatorHandlers } from '../../src/emulator/adapters/msw.js'
import { createEmulator, EMULATED_NETWORKS } from '../../src/emulator/index.js'
import {
  AudienceContactsFormView,
  AudienceManager,
  CreateAudienceFormView,
} from '../../src/ui/components/AudienceManager/AudienceManager.js'
import { CancelOrderButtonView } from '../../src/ui/components/CancelOrderButton/CancelOrderButton.js'
import { CollectibleCard } from '../../src/ui/components/CollectibleCard/CollectibleCard.js'
import { CollectibleDetails } from '../../src/ui/components/CollectibleDetails/CollectibleDetails.js'
import { ContractsTableView } from '../../src/ui/components/ContractsTable/ContractsTable.js'
import { FilterPanelView } from '../../src/ui/components/FilterPanel/FilterPanel.js'
import { OrderBookView } from '../../src/ui/components/OrderBook/OrderBook.js'
import {
  PriceSummary,
  PriceSummaryView,
} from '../../src/ui/components/PriceSummary/PriceSummary.js'
import { TraitList } from '../../src/ui/components/TraitList/TraitList.js'
import { UnlinkWalletFlowView } from '../../src/ui/components/UnlinkWalletFlow/UnlinkWalletFlow.js'
import { parseContactList } from '../../src/ui/index.js'
import { shortenAddress } from '../../src/ui/shared/format.js'
import { RLE, RLI, RLO, readingOrder, textBox, unisolated } from '../support/bidi.js'
import { MAKER, order as wireOrder } from '../support/fixtures.js'
import { TestProviders } from '../support/providers.js'

const emulator = createEmulator({ size: 60 })
const worker = setupWorker(...emulatorHandlers(emulator))
beforeAll(() => worker.start({ quiet: true, onUnhandledRequest: 'bypass' }))
afterAll(() => worker.stop())
afterEach(() => {
  cleanup()
  worker.resetHandlers()
})

const anvil = EMULATED_NETWORKS.find((n) => n.name === 'anvil')!
const USDC = anvil.currencies.find((c) => c.symbol === 'USDC')!.address
const CONTRACT = '0x5a1b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d'
const NOW = Date.parse('2026-01-01T00:00:00Z')
const NEXT_YEAR = '2027-01-02T00:00:00Z'
const OWNER = `0x00000000000000000000000000000000000000a1${RLO}`
const PARENT = `0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266${RLO}`

/** The server's amount text, starting with U+202E: never drawn, the kit shows the number it reads. */
const RAW_AMOUNT = `${RLO}1.5`

/** Orders as JSON from a server, read by the kit's own reader. */
const hostileOrders = () => {
  const wire = [
    wireOrder({
      orderId: 'l1',
      side: 'listing',
      originName: `Market${RLO}`,
      createdBy: MAKER,
      priceAmountFormatted: RAW_AMOUNT,
      priceAmount: '1500000',
      priceDecimals: 6,
      priceCurrencyAddress: USDC,
      priceUSD: 1.5,
      priceUSDFormatted: `${RLO}$1.50`,
      quantityAvailable: '3',
      quantityAvailableFormatted: `${RLO}3`,
      validUntil: NEXT_YEAR,
    }),
    wireOrder({
      orderId: 'o1',
      side: 'offer',
      originName: `Bazaar${RLE}`,
      priceAmountFormatted: `${RLO}0.5`,
      priceAmount: '500000',
      priceDecimals: 6,
      priceCurrencyAddress: USDC,
      priceUSD: undefined,
      priceUSDFormatted: `${RLO}$0.50`,
      validUntil: NEXT_YEAR,
    }),
  ]
  const [listing, offer] = wire.map((o) => Order.parse(JSON.parse(JSON.stringify(o))))
  return { wire, listing: listing!, offer: offer! }
}

/** The app's (or the chain's) symbol for the currency: outside text too. */
const currencies = { [USDC.toLowerCase()]: { symbol: `USDC${RLI}`, decimals: 6 } }

/** Expects every one-line element matching `selector` under `root` to read as it is written. */
function expectReadInOrder(root: Element, selector: string) {
  const elements = [...root.querySelectorAll(selector)]
  expect(elements.length, selector).toBeGreaterThan(0)
  for (const el of elements) {
    const { visual, logical } = readingOrder(el)
    expect(visual, `${selector}: "${el.textContent}"`).toBe(logical)
  }
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders queryClient={new QueryClient()}>{children}</TestProviders>
)

describe.each([390, 1280])('at %i px', (width) => {
  beforeAll(() => page.viewport(width, 900))

  test('PriceSummary through the client: "· ends next year" after a marketplace ending in U+202E, and the amounts, read in order', async () => {
    const { wire } = hostileOrders()
    const page1 = { page: 1, pageSize: 30, more: false }
    worker.use(
      http.post(/\/rpc\/Marketplace\/ListListingsForCollectible$/, () =>
        HttpResponse.json({ listings: [wire[0]], page: page1 }),
      ),
      http.post(/\/rpc\/Marketplace\/ListOffersForCollectible$/, () =>
        HttpResponse.json({ offers: [wire[1]], page: page1 }),
      ),
    )
    render(
      <PriceSummary
        network="anvil"
        contractAddress={CONTRACT}
        tokenId="7"
        currencies={currencies}
        now={NOW}
      />,
      { wrapper },
    )
    const summary = screen.getByRole('region', { name: 'Price' })
    await waitFor(() => expect(summary.querySelectorAll('.pk-price__meta')).toHaveLength(2))
    expectPriceSummary(summary)
  })

  test('PriceSummaryView', () => {
    const { listing, offer } = hostileOrders()
    const { container } = render(
      <PriceSummaryView
        status="success"
        listing={listing}
        offer={offer}
        currencies={currencies}
        now={NOW}
      />,
    )
    expectPriceSummary(container.querySelector('.pk-price')!)
  })

  test('CollectibleCard: the amount, its symbol, the dollars, the marketplace and the quantity', () => {
    const { listing } = hostileOrders()
    const collectible = Collectible.parse({
      metadata: {
        tokenId: `7${RLO}`,
        name: `Ada${RLO}`,
        attributes: [],
        assets: [],
      },
      order: JSON.parse(JSON.stringify(hostileOrders().wire[0])),
    })
    const { container } = render(
      <div style={{ width: 240 }}>
        <CollectibleCard
          collectible={{ ...collectible, order: listing }}
          currencies={currencies}
          contractType="ERC1155"
        />
      </div>,
    )
    const card = container.querySelector('.pk-card')!
    expect(card.textContent).not.toContain(RAW_AMOUNT)
    expect(card.querySelector('.pk-card__amount')!.textContent).toBe(`1.500 USDC${RLI}`)
    expect(card.querySelector('.pk-card__quantity')!.textContent).toBe('— available')
    for (const part of ['amount', 'usd', 'marketplace', 'quantity', 'id']) {
      expectReadInOrder(card, `.pk-card__${part}`)
    }
    expect(unisolated(card, [`Ada${RLO}`, `7${RLO}`, `Market${RLO}`, `USDC${RLI}`])).toEqual([])
  })

  test('OrderBookView: amounts, symbols, makers and origins', () => {
    const { listing, offer } = hostileOrders()
    const { container } = render(
      <OrderBookView
        status="success"
        listings={[listing]}
        offers={[offer]}
        currencies={currencies}
        account={MAKER}
        onCancel={() => {}}
        now={NOW}
        depthChart={false}
      />,
    )
    const book = container.querySelector('.pk-orderbook')!
    expect(book.textContent).not.toContain(RAW_AMOUNT)
    expectReadInOrder(book, '[data-column="price"]')
    expect(unisolated(book, [`Market${RLO}`, `Bazaar${RLE}`, `USDC${RLI}`])).toEqual([])
  })
})

/** Both boxes of a price summary: kit words in order, amounts the kit's, outside text isolated. */
function expectPriceSummary(summary: Element) {
  expect(summary.textContent).not.toContain(RAW_AMOUNT)
  const [listing, offer] = summary.querySelectorAll('.pk-price__side')
  expect(listing!.querySelector('.pk-price__amount')!.textContent).toBe(`1.500 USDC${RLI}`)
  expect(offer!.querySelector('.pk-price__usd')!.textContent).toBe('—')
  expectReadInOrder(summary, '.pk-price__meta')
  expectReadInOrder(summary, '.pk-price__amount')
  expectReadInOrder(summary, '.pk-price__usd')
  // In a left-to-right page "ends" is drawn to the right of the marketplace's name, and "next" after it.
  for (const [box, name] of [
    [listing!, 'Market'],
    [offer!, 'Bazaar'],
  ] as const) {
    const meta = box.querySelector('.pk-price__meta')!
    const market = textBox(meta, name)
    const ends = textBox(meta, 'ends')
    expect(ends.left).toBeGreaterThanOrEqual(market.right)
    expect(textBox(meta, 'next').left).toBeGreaterThan(ends.right)
  }
  expect(unisolated(summary, [`Market${RLO}`, `Bazaar${RLE}`, `USDC${RLI}`])).toEqual([])
}

describe('every component sets outside text apart from its own words', () => {
  beforeAll(() => page.viewport(1280, 900))

  test('TraitList (names and values) and CollectibleDetails (standard, owner)', async () => {
    render(
      <>
        <TraitList
          network="anvil"
          contractAddress={CONTRACT}
          attributes={[
            { trait_type: `Color${RLO}`, value: `Red${RLE}` },
            { trait_type: 'Level', value: 5, max_value: 10 },
            { value: `unnamed${RLI}` },
          ]}
        />
        <CollectibleDetails
          network="anvil"
          contractAddress={CONTRACT}
          tokenId="7"
          standard={`ERC721${RLO}`}
          owner={OWNER}
          metadata={{ externalUrl: `https://example.com/${RLO}` }}
        />
      </>,
      { wrapper },
    )
    const traits = screen.getByRole('region', { name: 'Traits' })
    expect(unisolated(traits, [`Color${RLO}`, `Red${RLE}`, `unnamed${RLI}`])).toEqual([])
    const details = screen.getByRole('region', { name: 'Details' })
    expect(unisolated(details, [`ERC721${RLO}`, OWNER, shortenAddress(OWNER)])).toEqual([])
  })

  test('FilterPanelView: property names and values, currency symbols, marketplace names', () => {
    const { container } = render(
      <FilterPanelView
        status="success"
        value={{}}
        onChange={() => {}}
        filters={[
          { name: `Color${RLO}`, type: 'STRING', values: [`Red${RLE}`, 'Blue'] },
          { name: `Level${RLI}`, type: 'INT', values: [], min: 0, max: 10 },
        ]}
        currencies={{ [USDC.toLowerCase()]: { symbol: `WETH${RLO}` } }}
        marketplaces={[`bazaar${RLO}` as never]}
      />,
    )
    const outside = [`Color${RLO}`, `Red${RLE}`, `Level${RLI}`, `WETH${RLO}`, `bazaar${RLO}`]
    expect(unisolated(container, outside)).toEqual([])
  })

  test('ContractsTableView: names, types, addresses and a server message', () => {
    const contract = Contract.parse({
      chainId: 31337,
      contractAddress: `not an address${RLO}`,
      contractName: `Name${RLO}`,
      contractType: `ERC721${RLE}`,
      createdAt: '2024-01-01T00:00:00Z',
    })
    const { container, rerender } = render(
      <ContractsTableView status="success" contracts={[contract]} />,
    )
    const outside = [`Name${RLO}`, `ERC721${RLE}`, `not an address${RLO}`, `down${RLO}`]
    expect(unisolated(container, outside)).toEqual([])
    rerender(<ContractsTableView status="error" contracts={[]} error={new Error(`down${RLO}`)} />)
    expect(container.textContent).toContain(`down${RLO}`)
    expect(unisolated(container, outside)).toEqual([])
  })

  test("AudienceManager's forms: an audience's name, a file's name, a line, a server's message", () => {
    const { container } = render(
      <>
        <AudienceManager projectId={1} audience={{ id: 1, name: `Fans${RLO}` }} />
        <CreateAudienceFormView
          name="x"
          onNameChange={() => {}}
          onSubmit={() => {}}
          error={new Error(`taken${RLO}`)}
        />
        <AudienceContactsFormView
          text={`0x12${RLO}`}
          onTextChange={() => {}}
          onFile={() => {}}
          parsed={parseContactList(`0x12${RLO}`)}
          file={{ name: `list${RLO}.csv`, status: 'loaded' }}
          chunks={[
            { index: 0, from: 0, contacts: [], status: 'failed', error: new Error(`down${RLO}`) },
          ]}
          onSend={() => {}}
          onRetry={() => {}}
        />
      </>,
      { wrapper },
    )
    expect(container.textContent).toContain(`Fans${RLO}`)
    expect(container.querySelector('.pk-audience__line-text')?.textContent).toBe(`0x12${RLO}`)
    const outside = [`Fans${RLO}`, `taken${RLO}`, `0x12${RLO}`, `list${RLO}.csv`, `down${RLO}`]
    expect(unisolated(container, outside)).toEqual([])
  })

  test("CancelOrderButtonView and UnlinkWalletFlowView: a wallet's message, a hash", () => {
    const hash =
      `0x9f2c1f4d4b6f7e0a8c1e2d3b4a5968778695a4b3c2d1e0f9a8b7c6d5e4f3a2b1${RLO}` as `0x${string}`
    const { container } = render(
      <>
        <CancelOrderButtonView
          status="error"
          reason="failed"
          errorMessage={`nope${RLO}`}
          progress={[{ index: 0, step: { id: 'cancel' }, status: 'submitted', hash }]}
          onCancel={() => {}}
        />
        <UnlinkWalletFlowView
          parentWalletAddress={PARENT}
          linkedWalletAddress="0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
          status="error"
          steps={{ parent: 'failed', linked: 'idle' }}
          reason="failed"
          errorMessage={`nope${RLO}`}
          onUnlink={() => {}}
        />
      </>,
    )
    expect(container.textContent).toContain(`nope${RLO}`)
    const outside = [`nope${RLO}`, shortenAddress(hash, 6), shortenAddress(PARENT)]
    expect(unisolated(container, outside)).toEqual([])
  })
})

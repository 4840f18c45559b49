/**
 * Every public component that takes a `ref` attaches it to its outer element,
 * without a warning, the same way on React 18 and 19: each is a `forwardRef`
 * component (React 18 passes no `ref` prop to a plain function component, and
 * logs "Function components cannot be given refs"). The bound components are
 * rendered against the emulator, the wallet flows inside a wagmi provider
 * that is never connected.
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, waitFor } from '@testing-library/react'
import { createRef, type ReactNode, type RefObject } from 'react'
import { afterEach, beforeEach, describe, expect, type MockInstance, test, vi } from 'vitest'
import type { Collectible } from '../../src/core/schemas/collectible.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
// The collectible page's components are not in the ui entry yet (size budget (e), issue 22).
import { CollectibleDetails } from '../../src/ui/components/CollectibleDetails/CollectibleDetails.js'
import {
  PriceSummary,
  PriceSummaryView,
} from '../../src/ui/components/PriceSummary/PriceSummary.js'
import { TraitList, TraitListView } from '../../src/ui/components/TraitList/TraitList.js'
import {
  AudienceContactsForm,
  AudienceContactsFormView,
  AudienceManager,
  CancelOrderButton,
  CancelOrderButtonView,
  CollectibleCard,
  CollectibleCardSkeleton,
  CollectibleGrid,
  CollectibleGridView,
  ContractsTable,
  ContractsTableView,
  CreateAudienceForm,
  CreateAudienceFormView,
  DepthChart,
  FilterPanel,
  FilterPanelView,
  OrderBook,
  OrderBookView,
  parseContactList,
  TokenMedia,
  UnlinkWalletFlow,
  UnlinkWalletFlowView,
} from '../../src/ui/index.js'
import { sampleOrder } from '../support/fixtures.js'
import { setupTestPlatform } from '../support/platform.js'
import { createTestWagmi, WalletProviders } from '../support/wallet.js'

const platform = setupTestPlatform({ size: 100 })
const creatures = EMULATOR_COLLECTION.creatures.address
const PARENT = DEV_ACCOUNTS[0]!.address
// Never connected: nothing is sent to this chain.
const wagmi = createTestWagmi('http://127.0.0.1:9')

let consoleError: MockInstance<typeof console.error>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  cleanup()
  consoleError.mockRestore()
})

/**
 * React's warning that the browser does not know `<search>` (the contracts
 * table's filters): jsdom does not, Chromium, Firefox and Safari do.
 */
const jsdomUnknownSearch = (call: unknown[]) =>
  typeof call[0] === 'string' &&
  call[0].includes('is unrecognized in this browser') &&
  call[1] === 'search'

const collectible: Collectible = {
  metadata: { tokenId: '7', name: 'Ada', updatedAt: '', attributes: [], assets: [] },
  order: sampleOrder(),
}
const RECT = { width: 800, height: 600 }

type Providers = 'none' | 'platform' | 'wallet'

interface RefCase<E extends Element> {
  /** The component, for the `forwardRef` check. */
  readonly component: unknown
  /** The element the ref must hold: its tag and class. */
  readonly tag: string
  readonly className: string
  readonly providers: Providers
  readonly render: (ref: RefObject<E | null>) => ReactNode
}

/** One case, typed by the element its ref holds. */
const refCase = <E extends Element>(c: RefCase<E>) => c as unknown as RefCase<Element>

const CASES: Record<string, RefCase<Element>> = {
  CollectibleCard: refCase<HTMLElement>({
    component: CollectibleCard,
    tag: 'ARTICLE',
    className: 'pk-card',
    providers: 'none',
    render: (ref) => <CollectibleCard ref={ref} collectible={collectible} />,
  }),
  CollectibleCardSkeleton: refCase<HTMLDivElement>({
    component: CollectibleCardSkeleton,
    tag: 'DIV',
    className: 'pk-card',
    providers: 'none',
    render: (ref) => <CollectibleCardSkeleton ref={ref} />,
  }),
  CollectibleGridView: refCase<HTMLDivElement>({
    component: CollectibleGridView,
    tag: 'DIV',
    className: 'pk-grid',
    providers: 'none',
    render: (ref) => (
      <CollectibleGridView
        ref={ref}
        collectibles={[collectible]}
        status="success"
        initialRect={RECT}
      />
    ),
  }),
  CollectibleGrid: refCase<HTMLDivElement>({
    component: CollectibleGrid,
    tag: 'DIV',
    className: 'pk-grid',
    providers: 'platform',
    render: (ref) => (
      <CollectibleGrid ref={ref} network="anvil" contractAddress={creatures} initialRect={RECT} />
    ),
  }),
  FilterPanelView: refCase<HTMLFormElement>({
    component: FilterPanelView,
    tag: 'FORM',
    className: 'pk-filters',
    providers: 'none',
    render: (ref) => <FilterPanelView ref={ref} status="success" value={{}} onChange={() => {}} />,
  }),
  FilterPanel: refCase<HTMLFormElement>({
    component: FilterPanel,
    tag: 'FORM',
    className: 'pk-filters',
    providers: 'platform',
    render: (ref) => (
      <FilterPanel
        ref={ref}
        network="anvil"
        contractAddress={creatures}
        value={{}}
        onChange={() => {}}
      />
    ),
  }),
  OrderBookView: refCase<HTMLElement>({
    component: OrderBookView,
    tag: 'SECTION',
    className: 'pk-orderbook',
    providers: 'none',
    render: (ref) => <OrderBookView ref={ref} status="success" listings={[sampleOrder()]} />,
  }),
  OrderBook: refCase<HTMLElement>({
    component: OrderBook,
    tag: 'SECTION',
    className: 'pk-orderbook',
    providers: 'platform',
    render: (ref) => (
      <OrderBook ref={ref} network="anvil" contractAddress={creatures} tokenId="1" />
    ),
  }),
  PriceSummaryView: refCase<HTMLElement>({
    component: PriceSummaryView,
    tag: 'SECTION',
    className: 'pk-price',
    providers: 'none',
    render: (ref) => <PriceSummaryView ref={ref} status="success" listing={sampleOrder()} />,
  }),
  PriceSummary: refCase<HTMLElement>({
    component: PriceSummary,
    tag: 'SECTION',
    className: 'pk-price',
    providers: 'platform',
    render: (ref) => (
      <PriceSummary ref={ref} network="anvil" contractAddress={creatures} tokenId="1" />
    ),
  }),
  TraitListView: refCase<HTMLElement>({
    component: TraitListView,
    tag: 'SECTION',
    className: 'pk-traits',
    providers: 'none',
    render: (ref) => <TraitListView ref={ref} traits={[]} />,
  }),
  TraitList: refCase<HTMLElement>({
    component: TraitList,
    tag: 'SECTION',
    className: 'pk-traits',
    providers: 'platform',
    render: (ref) => (
      <TraitList
        ref={ref}
        network="anvil"
        contractAddress={creatures}
        attributes={[{ trait_type: 'Rarity', value: 'Epic' }]}
      />
    ),
  }),
  CollectibleDetails: refCase<HTMLElement>({
    component: CollectibleDetails,
    tag: 'SECTION',
    className: 'pk-details',
    providers: 'platform',
    render: (ref) => (
      <CollectibleDetails ref={ref} network="anvil" contractAddress={creatures} tokenId="1" />
    ),
  }),
  DepthChart: refCase<HTMLDivElement>({
    component: DepthChart,
    tag: 'DIV',
    className: 'pk-depth',
    providers: 'none',
    render: (ref) => <DepthChart ref={ref} listings={[sampleOrder()]} offers={[]} />,
  }),
  TokenMedia: refCase<HTMLDivElement>({
    component: TokenMedia,
    tag: 'DIV',
    className: 'pk-media',
    providers: 'none',
    render: (ref) => <TokenMedia ref={ref} metadata={collectible.metadata} />,
  }),
  ContractsTableView: refCase<HTMLDivElement>({
    component: ContractsTableView,
    tag: 'DIV',
    className: 'pk-contracts',
    providers: 'none',
    render: (ref) => <ContractsTableView ref={ref} contracts={[]} status="success" />,
  }),
  ContractsTable: refCase<HTMLDivElement>({
    component: ContractsTable,
    tag: 'DIV',
    className: 'pk-contracts',
    providers: 'platform',
    render: (ref) => <ContractsTable ref={ref} projectId={1} />,
  }),
  AudienceManager: refCase<HTMLElement>({
    component: AudienceManager,
    tag: 'SECTION',
    className: 'pk-audience',
    providers: 'platform',
    render: (ref) => <AudienceManager ref={ref} projectId={1} />,
  }),
  CreateAudienceFormView: refCase<HTMLFormElement>({
    component: CreateAudienceFormView,
    tag: 'FORM',
    className: 'pk-audience-create',
    providers: 'none',
    render: (ref) => (
      <CreateAudienceFormView ref={ref} name="" onNameChange={() => {}} onSubmit={() => {}} />
    ),
  }),
  CreateAudienceForm: refCase<HTMLFormElement>({
    component: CreateAudienceForm,
    tag: 'FORM',
    className: 'pk-audience-create',
    providers: 'platform',
    render: (ref) => <CreateAudienceForm ref={ref} projectId={1} />,
  }),
  AudienceContactsFormView: refCase<HTMLFormElement>({
    component: AudienceContactsFormView,
    tag: 'FORM',
    className: 'pk-audience-contacts',
    providers: 'none',
    render: (ref) => (
      <AudienceContactsFormView
        ref={ref}
        text=""
        onTextChange={() => {}}
        onFile={() => {}}
        parsed={parseContactList('')}
        onSend={() => {}}
        onRetry={() => {}}
      />
    ),
  }),
  AudienceContactsForm: refCase<HTMLFormElement>({
    component: AudienceContactsForm,
    tag: 'FORM',
    className: 'pk-audience-contacts',
    providers: 'platform',
    render: (ref) => (
      <AudienceContactsForm ref={ref} projectId={1} audience={{ id: 101, name: 'Allow list' }} />
    ),
  }),
  CancelOrderButtonView: refCase<HTMLDivElement>({
    component: CancelOrderButtonView,
    tag: 'DIV',
    className: 'pk-cancel',
    providers: 'none',
    render: (ref) => (
      <CancelOrderButtonView ref={ref} status="idle" progress={[]} onCancel={() => {}} />
    ),
  }),
  CancelOrderButton: refCase<HTMLDivElement>({
    component: CancelOrderButton,
    tag: 'DIV',
    className: 'pk-cancel',
    providers: 'wallet',
    render: (ref) => <CancelOrderButton ref={ref} order={sampleOrder({ chainId: 31337 })} />,
  }),
  UnlinkWalletFlowView: refCase<HTMLElement>({
    component: UnlinkWalletFlowView,
    tag: 'SECTION',
    className: 'pk-unlink',
    providers: 'none',
    render: (ref) => (
      <UnlinkWalletFlowView
        ref={ref}
        parentWalletAddress={PARENT}
        status="idle"
        steps={{ parent: 'idle', linked: 'idle' }}
        onUnlink={() => {}}
      />
    ),
  }),
  UnlinkWalletFlow: refCase<HTMLElement>({
    component: UnlinkWalletFlow,
    tag: 'SECTION',
    className: 'pk-unlink',
    providers: 'wallet',
    render: (ref) => <UnlinkWalletFlow ref={ref} network="anvil" parentWalletAddress={PARENT} />,
  }),
}

describe.each(Object.entries(CASES))('%s', (_, c) => {
  test('is a forwardRef component, so that React 18 passes it the ref', () => {
    expect((c.component as { $$typeof?: symbol }).$$typeof).toBe(Symbol.for('react.forward_ref'))
  })

  test('attaches a ref object to its outer element, without a warning', async () => {
    const ref = createRef<Element>()
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const { wrapper } = platform.providers(queryClient)
    const wallet = ({ children }: { children: ReactNode }) => (
      <WalletProviders config={wagmi} queryClient={queryClient}>
        {children}
      </WalletProviders>
    )
    const { container } = render(c.render(ref), {
      ...(c.providers === 'platform'
        ? { wrapper }
        : c.providers === 'wallet'
          ? { wrapper: wallet }
          : {}),
    })
    expect(ref.current).not.toBeNull()
    expect(ref.current).toBe(container.firstElementChild)
    expect(ref.current?.tagName).toBe(c.tag)
    expect(ref.current?.classList.contains(c.className)).toBe(true)
    // What the component loads has come (its updates would be warned about outside `act`).
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(consoleError.mock.calls.filter((call) => !jsdomUnknownSearch(call))).toEqual([])
  })
})

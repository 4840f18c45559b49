import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import type { AccountOrder } from '../../../core/operations/listAccountOrders.js'
import type { BulkCancelState } from '../../../wallet/bulkCancel.js'
import { accountOrder, IDLE, keyOf, NOW, runState, USDC } from './SellerDesk.fixtures.js'
import { SellerDeskView, type SellerDeskViewProps } from './SellerDesk.js'
import { type SellerDeskPhase, useSellerDesk } from './useSellerDesk.js'

const WETH = '0x7ceb23fd6bc0add59e62ac25578270cff1b9f619'
const currencies = {
  [USDC]: { symbol: 'USDC', decimals: 6 },
  [WETH]: { symbol: 'WETH', decimals: 18 },
}
const MARKETPLACES = [
  'native_marketplace_v2',
  'opensea',
  'native_marketplace_v1',
  'magic_eden',
  'looks_rare',
]
const HOSTILE = [
  'A name long enough to wrap on any phone and then some more words to be sure of it, still going',
  '\u202Egnp.exe Evil Creature',
  '<img src=x onerror=alert(1)>',
  'שם בעברית',
]
const picture = (hue: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="hsl(${hue} 60% 55%)"/><circle cx="5" cy="4" r="2" fill="white"/></svg>`

/** 40 orders: both sides, five marketplaces, two currencies, some ending within a day, some hostile names. */
const MANY: AccountOrder[] = Array.from({ length: 40 }, (_, i) => {
  const entry = accountOrder(i + 1, {
    side: i % 3 === 2 ? 'offer' : 'listing',
    marketplace: MARKETPLACES[i % MARKETPLACES.length],
    name: i < HOSTILE.length ? HOSTILE[i] : undefined,
    validUntil: new Date(NOW + (i % 4 === 0 ? 5 : 24 * (i + 2)) * 3_600_000).toISOString(),
  })
  const weth = i % 2 === 1
  return {
    ...entry,
    token: { ...entry.token, imageData: i % 5 === 4 ? undefined : picture(i * 37) },
    order: {
      ...entry.order,
      priceCurrencyAddress: weth ? WETH : USDC,
      priceAmountFormatted: weth ? String(0.0125 * (i + 1)) : String(12.5 * (i + 1) ** 2),
      priceDecimals: weth ? 18 : 6,
      quantityRemainingFormatted: i % 7 === 0 ? '25' : '1',
    },
  }
})
const TEN = MANY.slice(0, 10)

interface DeskStoryProps extends Partial<Omit<SellerDeskViewProps, 'run'>> {
  readonly orders: readonly AccountOrder[]
  readonly run?: BulkCancelState
  readonly initiallySelected?: readonly string[]
  readonly onStart?: () => void
}

/** The view fed by the headless hook, with fixed orders and a fixed run: no wallet. */
function Desk({
  orders,
  run = IDLE,
  initiallySelected,
  onStart = () => {},
  phase,
  ...view
}: DeskStoryProps) {
  const desk = useSellerDesk({
    orders,
    run,
    onStart,
    onRetry: () => {},
    onStop: () => {},
    now: NOW,
    defaultSelected: initiallySelected,
  })
  const shown: SellerDeskPhase = phase ?? desk.phase
  return (
    <SellerDeskView
      {...desk}
      status="success"
      run={run}
      currencies={currencies}
      now={NOW}
      {...view}
      phase={shown}
    />
  )
}

/**
 * The seller's desk's states with fixed data. `SellerDesk` reads an
 * account's orders and cancels them with the connected wallet; see the demo's
 * "My orders" page (npm run demo with anvil running).
 */
const meta = {
  title: 'Components/SellerDesk',
  component: Desk,
  args: { orders: MANY },
  decorators: [(Story) => <div style={{ maxWidth: 1400 }}>{Story()}</div>],
} satisfies Meta<typeof Desk>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { orders: [], status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getAllByText('Loading your orders…')).toHaveLength(1)
  },
}

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no live listings or offers here.')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Many: Story = {
  args: { onStart: fn() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }))
    await expect(canvas.getByRole('button', { name: 'Cancel 40 orders' })).toBeEnabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }))
    await expect(canvas.getByRole('button', { name: 'Cancel orders' })).toBeDisabled()
  },
}

export const Confirming: Story = {
  args: {
    orders: TEN,
    initiallySelected: TEN.slice(0, 5).map(keyOf),
    phase: 'confirming',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cancel 5 orders?' })).toHaveTextContent(
      '2 transactions and 3 signatures in your wallet, one after another.',
    )
  },
}

const [a, b, c, d, e, f, g, h, i, j] = TEN as [AccountOrder, ...AccountOrder[]]
const running = runState(
  [
    [a, 'cancelled'],
    [b!, 'cancelled'],
    [c!, 'skipped', 'the order is already filled'],
    [d!, 'cancelled'],
    [e!, 'cancelling'],
    [f!, 'waiting'],
    [g!, 'waiting'],
    [h!, 'waiting'],
    [i!, 'waiting'],
    [j!, 'waiting'],
  ],
  { running: true },
)

export const Running: Story = {
  args: {
    orders: TEN,
    phase: 'running',
    run: {
      ...running,
      current: {
        ...running.current!,
        step: { index: 0, step: { id: 'signEIP712' }, status: 'awaiting-signature' },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cancelling orders' })).toHaveTextContent(
      '4/10',
    )
    await expect(canvas.getByRole('button', { name: 'Stop after this order' })).toBeVisible()
  },
}

const settled = runState([
  [a, 'cancelled'],
  [b!, 'cancelled'],
  [c!, 'skipped', 'the order is already filled'],
  [d!, 'cancelled'],
  [e!, 'failed', 'execution reverted: 0x8baa579f, the order was not cancelled on chain'],
  [f!, 'rejected', 'declined in the wallet'],
  [g!, 'cancelled'],
  [h!, 'failed', 'GenerateCancelTransaction: the server is unavailable (503)'],
  [i!, 'cancelled'],
  [j!, 'cancelled'],
])

export const PartialFailure: Story = {
  args: { orders: TEN, phase: 'done', run: settled, canRetry: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry failed' })).toBeVisible()
    await expect(canvas.getByText('Declined in the wallet')).toBeVisible()
  },
}

export const Done: Story = {
  args: {
    orders: TEN.slice(6),
    phase: 'done',
    run: runState(TEN.slice(0, 6).map((entry) => [entry, 'cancelled'] as const)),
  },
  play: async ({ canvas }) => {
    // The run's title is its outcome; the cancelled rows are gone.
    await expect(canvas.getByRole('region', { name: 'Finished: 6 cancelled.' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Cancelling orders' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Retry failed' })).toBeNull()
  },
}

/** 1,000 orders: about twenty rows drawn, the rest as they scroll into view. */
const THOUSAND: AccountOrder[] = Array.from({ length: 1000 }, (_, i) => {
  const entry = MANY[i % MANY.length]!
  return {
    ...entry,
    token: { ...entry.token, tokenId: String(i + 1), name: `Creature ${i + 1}` },
    order: { ...entry.order, orderId: `order-${i + 1}`, priceUSD: ((i * 37) % 997) + 1 },
  }
})

export const Thousand: Story = {
  args: { orders: THOUSAND, onStart: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '1001')
    await expect(canvasElement.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(60)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }))
    await expect(canvas.getByRole('button', { name: 'Cancel 1,000 orders' })).toBeEnabled()
  },
}

const RELICS = '0x00000000000000000000000000000000000000a1'
const POTIONS = '0x00000000000000000000000000000000000000b2'
const COLLECTION_NAMES: Record<string, string> = {
  [RELICS]: 'Pixel Relics',
  [POTIONS]: 'Polygon Potions',
}
/** Two collections' #1 to #4: names that say their id ("Fire Tome #1") and names that do not. */
const TWO_COLLECTIONS: AccountOrder[] = [RELICS, POTIONS].flatMap((address, c) =>
  TEN.slice(0, 4).map((entry, i) => ({
    ...entry,
    token: {
      ...entry.token,
      tokenId: String(i + 1),
      name: c === 0 ? `Fire Tome #${i + 1}` : `Potion of ${['Fire', 'Ice', 'Air', 'Earth'][i]}`,
    },
    order: { ...entry.order, orderId: `${c}-${i}`, collectionContractAddress: address },
  })),
)

export const Collections: Story = {
  args: {
    orders: TWO_COLLECTIONS,
    collectionOf: (row) => COLLECTION_NAMES[row.order.collectionContractAddress ?? ''] ?? '',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Collection' })).toBeVisible()
    // Only the potions, whose names do not say it, show their id after the name.
    await expect(canvasElement.querySelectorAll('.pk-desk__id')).toHaveLength(4)
    // Sorted by price as the width offers it: the bar's menu on a phone, the column's header wider
    // (where the menu is not displayed, and so not found).
    const menu = canvas.queryByRole('combobox', { name: 'Sort' })
    if (menu) {
      await userEvent.selectOptions(menu, 'Price: low to high')
    } else {
      await userEvent.click(canvas.getByRole('button', { name: /Price/ }))
    }
    await expect(canvas.getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
  },
}

export const SelectAllReading: Story = {
  args: { orders: TEN, initiallySelected: TEN.map(keyOf), phase: 'confirming', unread: 12 },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Cancel 10 orders?' })
    await expect(panel).toHaveTextContent('Reading your other orders on 12 collectibles…')
    await expect(canvas.getByRole('button', { name: 'Start cancelling' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

/**
 * SellerDeskView (issue 30): the keyboard path to a run, its progress, each row's outcome, its
 * words — through its parts DeskControls (the bar, the panels, the focus that follows them) and
 * DeskTableBox (the scroll box and its table), tested here.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import type { AccountOrder } from '../../../core/operations/listAccountOrders.js'
import type { BulkCancelState } from '../../../wallet/bulkCancel.js'
import { accountOrder, IDLE, NOW, runState, USDC } from './SellerDesk.fixtures.js'
import { SELLER_DESK_STRINGS, SellerDeskView, type SellerDeskViewProps } from './SellerDesk.js'
import { useSellerDesk } from './useSellerDesk.js'

afterEach(cleanup)

const currencies = { [USDC]: { symbol: 'USDC', decimals: 6 } }
const orders = [
  accountOrder(1),
  accountOrder(2, { side: 'offer', marketplace: 'opensea' }),
  accountOrder(3, { marketplace: 'magic_eden' }),
  accountOrder(4, { marketplace: 'native_marketplace_v1' }),
]

function Desk({
  list = orders,
  run = IDLE,
  onStart,
  ...view
}: Partial<SellerDeskViewProps> & {
  list?: readonly AccountOrder[]
  run?: BulkCancelState
  onStart?: (o: unknown) => void
}) {
  const desk = useSellerDesk({
    orders: list,
    run,
    onStart: onStart ?? (() => {}),
    onRetry: () => {},
    onStop: () => {},
    now: NOW,
  })
  return (
    <SellerDeskView
      {...desk}
      status="success"
      run={run}
      currencies={currencies}
      now={NOW}
      {...view}
    />
  )
}

test('by keyboard: select two rows, "Cancel 2 orders", Escape closes and gives focus back, Enter starts', async () => {
  const user = userEvent.setup()
  const onStart = vi.fn()
  render(<Desk onStart={onStart} />)
  const first = screen.getByRole('checkbox', { name: 'Select the listing of Creature 1 #1' })
  const third = screen.getByRole('checkbox', { name: 'Select the listing of Creature 3 #3' })
  first.focus()
  await user.keyboard(' ')
  await user.click(third) // and one by pointer
  const cancel = screen.getByRole('button', { name: 'Cancel 2 orders' })
  cancel.focus()
  await user.keyboard('{Enter}')
  const panel = screen.getByRole('region', { name: 'Cancel 2 orders?' })
  expect(panel?.textContent).toContain(
    '1 transaction and 1 signature in your wallet, one after another.',
  )
  expect(document.activeElement).toBe(
    within(panel).getByRole('button', { name: 'Start cancelling' }),
  )
  // The selection is locked while asked.
  expect((first as HTMLButtonElement).disabled).toBe(true)
  // "Cancel 2 orders" is said once while asked: the bar says how many are selected instead.
  expect(document.body.textContent?.match(/Cancel 2 orders/g)).toHaveLength(1)
  expect(screen.queryByRole('button', { name: 'Cancel 2 orders' })).toBeNull()
  expect(screen.getByText('2 selected')).toBeTruthy()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('region', { name: 'Cancel 2 orders?' })).toBeNull()
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel 2 orders' }))
  expect(onStart).not.toHaveBeenCalled()
  await user.keyboard('{Enter}')
  await user.keyboard('{Enter}')
  expect(onStart).toHaveBeenCalledExactlyOnceWith([orders[0]!.order, orders[2]!.order])
})

test('"Select all" is mixed for some, checked for all, and the button counts them', async () => {
  const user = userEvent.setup()
  render(<Desk />)
  const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement
  expect(
    (screen.getByRole('button', { name: 'Cancel orders' }) as HTMLButtonElement).disabled,
  ).toBe(true)
  await user.click(screen.getByRole('checkbox', { name: /Creature 2/ }))
  expect(all.indeterminate).toBe(true)
  expect(all.getAttribute('aria-checked')).toBe('mixed')
  await user.click(all)
  expect(all.checked).toBe(true)
  expect(all.indeterminate).toBe(false)
  expect(
    (screen.getByRole('button', { name: 'Cancel 4 orders' }) as HTMLButtonElement).disabled,
  ).toBe(false)
  const plan = await (async () => {
    await user.click(screen.getByRole('button', { name: 'Cancel 4 orders' }))
    return screen.getByRole('region', { name: 'Cancel 4 orders?' })
  })()
  expect(plan?.textContent).toContain('2 transactions and 2 signatures in your wallet')
})

test('running: a progress bar at done/total, the order at hand and its step, Stop after this order', () => {
  const [a, b, c, d] = orders
  const run = runState(
    [
      [a!, 'cancelled'],
      [b!, 'skipped', 'the order is already filled'],
      [c!, 'cancelling'],
      [d!, 'waiting'],
    ],
    { running: true },
  )
  const withStep: BulkCancelState = {
    ...run,
    current: {
      ...run.current!,
      step: { index: 0, step: { id: 'signEIP712' }, status: 'awaiting-signature' },
    },
  }
  render(<Desk run={withStep} phase="running" />)
  const progress = screen.getByRole('progressbar', { name: 'Cancelling orders' })
  expect(progress.getAttribute('value')).toBe('2')
  expect(progress.getAttribute('max')).toBe('4')
  const panel = screen.getByRole('region', { name: 'Cancelling orders' })
  expect(panel?.textContent).toContain('2/4')
  expect(panel?.textContent).toContain('Now: Creature 3, confirm in your wallet')
  expect(
    (within(panel).getByRole('button', { name: 'Stop after this order' }) as HTMLButtonElement)
      .disabled,
  ).toBe(false)
  expect(within(panel).queryByRole('button', { name: 'Retry failed' })).toBeNull()
  // Every check box is locked while the run goes on.
  for (const box of screen.getAllByRole('checkbox'))
    expect((box as HTMLButtonElement).disabled).toBe(true)
})

test('each row says its outcome in words, the cancelled and skipped ones gone; the panel is titled with the outcome; Retry failed', async () => {
  const user = userEvent.setup()
  const [a, b, c, d] = orders
  const run = runState([
    [a!, 'cancelled'],
    [b!, 'skipped', 'the order is already cancelled'],
    [c!, 'failed', 'execution reverted'],
    [d!, 'rejected', 'declined in the wallet'],
  ])
  const retryFailed = vi.fn()
  render(<Desk run={run} phase="done" canRetry retryFailed={retryFailed} />)
  const status = (n: number) =>
    screen
      .getByRole('row', { name: new RegExp(`Creature ${n}\\b`) })
      .querySelector('.pk-desk__status')
  // Cancelled and skipped: gone, even before the orders are read again.
  expect(screen.queryByRole('row', { name: /Creature 1\b/ })).toBeNull()
  expect(screen.queryByRole('row', { name: /Creature 2\b/ })).toBeNull()
  expect(status(3)?.textContent).toMatch(/^Failed: execution reverted$/)
  expect(status(4)?.textContent).toMatch(/^Declined in the wallet$/)
  expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy()
  expect(screen.queryByRole('region', { name: 'Cancelling orders' })).toBeNull()
  const panel = screen.getByRole('region', {
    name: 'Finished: 1 cancelled, 1 skipped, 1 failed, and 1 declined.',
  })
  await user.click(within(panel).getByRole('button', { name: 'Retry failed' }))
  expect(retryFailed).toHaveBeenCalledOnce()
})

test('a row shows side in words, the price with its symbol, the marketplace, expiry and "Expires soon"', () => {
  render(
    <Desk
      list={[
        accountOrder(7, {
          side: 'offer',
          marketplace: 'opensea',
          validUntil: new Date(NOW + 3_600_000).toISOString(),
        }),
      ]}
    />,
  )
  const row = screen.getByRole('row', { name: /Creature 7/ })
  expect(row?.textContent).toContain('Offer')
  expect(row?.textContent).toContain('10.50 USDC')
  expect(row?.textContent).toContain('OpenSea')
  expect(row?.textContent).toContain('in 1 hour')
  expect(row?.textContent).toContain('Expires soon')
})

test('loading, empty and error each say so once', () => {
  const { rerender } = render(<Desk list={[]} status="pending" />)
  expect(screen.getAllByText('Loading your orders…')).toHaveLength(1)
  expect(screen.getByRole('region', { name: 'Your orders' }).getAttribute('aria-busy')).toBe('true')
  rerender(<Desk list={[]} status="success" />)
  expect(screen.getAllByText(SELLER_DESK_STRINGS.empty)).toHaveLength(1)
  expect(screen.queryByRole('table')).toBeNull()
  rerender(<Desk list={[]} status="error" onRetryLoad={() => {}} />)
  expect(screen.getByRole('alert')?.textContent).toContain('Your orders could not be loaded.')
  expect(screen.queryByText(SELLER_DESK_STRINGS.empty)).toBeNull()
})

test('every word can be overridden', async () => {
  const user = userEvent.setup()
  render(
    <Desk
      strings={{
        selectAll: 'Alle auswählen',
        cancelSelected: { one: '{count} Auftrag stornieren', other: '{count} Aufträge stornieren' },
        confirmTitle: { one: '{count} Auftrag?', other: '{count} Aufträge?' },
        listing: 'Angebot',
      }}
      locale="de-DE"
    />,
  )
  await user.click(screen.getByRole('checkbox', { name: 'Alle auswählen' }))
  await user.click(screen.getByRole('button', { name: '4 Aufträge stornieren' }))
  expect(screen.getByRole('region', { name: '4 Aufträge?' })).toBeTruthy()
  expect(screen.getAllByText('Angebot').length).toBeGreaterThan(0)
})

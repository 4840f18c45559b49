/**
 * "Cancel everything on this collection" in SellerDeskView (issue 43): a
 * button only where the account has Sequence Market v2 orders (none for v1,
 * which has no invalidation, nor for third-party ones), a confirmation that
 * says what it ends and what it leaves, by keyboard, the outcome in words —
 * the market's refusal, a refusal at the wallet — and the lock against a
 * bulk cancel.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { encodeErrorResult } from 'viem'
import { afterEach, expect, test, vi } from 'vitest'
import { MARKET_ERROR_ABI } from '../../../core/market/errorAbi.js'
import { marketError } from '../../../core/market/errors.js'
import type { AccountOrder } from '../../../core/operations/listAccountOrders.js'
import type { BulkCancelState } from '../../../wallet/bulkCancel.js'
import type { CancelableOrder } from '../../../wallet/cancelOrder.js'
import { StepError } from '../../../wallet/executeSteps.js'
import { accountOrder, IDLE, NOW, runState } from './SellerDesk.fixtures.js'
import { SellerDeskView } from './SellerDesk.js'
import { useCollectionCancel } from './useCollectionCancel.js'
import { useSellerDesk } from './useSellerDesk.js'

afterEach(cleanup)

const RELICS = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const OLD = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
/** An order on the other collection. */
const onOld = (id: number, marketplace: string): AccountOrder => {
  const entry = accountOrder(id, { marketplace })
  return { ...entry, order: { ...entry.order, collectionContractAddress: OLD } }
}
const orders = [
  accountOrder(1),
  accountOrder(2, { side: 'offer' }),
  accountOrder(3, { marketplace: 'opensea' }),
  accountOrder(4, { marketplace: 'native_marketplace_v1' }),
  onOld(5, 'native_marketplace_v1'),
  onOld(6, 'magic_eden'),
]

function Desk({
  list = orders,
  run = IDLE,
  onInvalidate,
}: {
  list?: readonly AccountOrder[]
  run?: BulkCancelState
  onInvalidate: (orders: readonly CancelableOrder[]) => Promise<unknown>
}) {
  const desk = useSellerDesk({
    orders: list,
    run,
    onStart: () => {},
    onRetry: () => {},
    onStop: () => {},
    now: NOW,
  })
  const everything = useCollectionCancel({
    orders: list,
    names: { [RELICS]: 'Relics' },
    onInvalidate,
  })
  return (
    <SellerDeskView
      {...desk}
      status="success"
      run={run}
      now={NOW}
      collectionCancel={{ ...everything, step: 'awaiting-signature' }}
    />
  )
}

test('a button only for the collection with v2 orders; by keyboard: the confirmation counts, Escape gives the focus back, Enter runs it', async () => {
  const user = userEvent.setup()
  let settle: (value: unknown) => void = () => {}
  const onInvalidate = vi.fn(
    (_orders: readonly CancelableOrder[]) => new Promise((resolve) => (settle = resolve)),
  )
  render(<Desk onInvalidate={onInvalidate} />)
  const buttons = screen.getAllByRole('button', { name: /^Cancel all on / })
  // The other collection has v1 and third-party orders only: no invalidation there.
  expect(buttons.map((b) => b.textContent)).toEqual(['Cancel all on Relics'])
  buttons[0]!.focus()
  await user.keyboard('{Enter}')
  const panel = screen.getByRole('region', { name: 'Cancel everything on Relics?' })
  expect(panel.textContent).toContain(
    'Every native listing and offer you made on Relics before now is cancelled (2 shown here), with 1 transaction in your wallet.',
  )
  expect(panel.textContent).toContain(
    'Orders on other marketplaces are not affected (2 here): cancel them separately.',
  )
  expect(document.activeElement).toBe(
    within(panel).getByRole('button', { name: 'Cancel everything' }),
  )
  // The bulk cancel is locked meanwhile.
  expect(screen.getByRole('button', { name: 'Cancel orders' })).toHaveProperty('disabled', true)
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('region', { name: 'Cancel everything on Relics?' })).toBeNull()
  expect(document.activeElement).toBe(buttons[0])
  expect(onInvalidate).not.toHaveBeenCalled()

  await user.keyboard('{Enter}')
  await user.keyboard('{Enter}')
  expect(onInvalidate).toHaveBeenCalledTimes(1)
  expect(onInvalidate.mock.calls[0]![0].map((o) => o.orderId)).toEqual(['order-1', 'order-2'])
  expect(screen.getByText('Cancelling everything on Relics: confirm in your wallet')).toBeTruthy()
  settle(undefined)
  expect(
    await screen.findByText('Everything on Relics is cancelled: 2 orders left the list.'),
  ).toBeTruthy()
  // Its orders are gone: no more button for the collection.
  await user.click(screen.getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('button', { name: /^Cancel all on / })).toBeNull()
})

test("the market's refusal and a refusal at the wallet, in words", async () => {
  const user = userEvent.setup()
  const refusal = marketError(
    encodeErrorResult({ abi: MARKET_ERROR_ABI, errorName: 'InvalidBatchRequest' }),
  )!
  const step = { id: 'cancel' as const }
  const failing = [
    new StepError('failed', 0, step, `step 1 (cancel): ${refusal.msg}`, refusal),
    new StepError('rejected', 0, step, 'the wallet refused the request', { code: 4001 }),
  ]
  const onInvalidate = vi.fn(() => Promise.reject(failing.shift()))
  render(<Desk onInvalidate={onInvalidate} />)
  await user.click(screen.getByRole('button', { name: 'Cancel all on Relics' }))
  await user.click(screen.getByRole('button', { name: 'Cancel everything' }))
  expect(await screen.findByText(`Nothing was cancelled: ${refusal.msg}`)).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Close' }))
  await user.click(screen.getByRole('button', { name: 'Cancel all on Relics' }))
  await user.click(screen.getByRole('button', { name: 'Cancel everything' }))
  expect(await screen.findByText('Declined in the wallet')).toBeTruthy()
  // Nothing left: the button is still there for another try.
  await user.click(screen.getByRole('button', { name: 'Close' }))
  expect(screen.getByRole('button', { name: 'Cancel all on Relics' })).toBeTruthy()
})

test('disabled while a bulk cancel runs; absent without v2 orders', () => {
  const running = runState([[orders[2]!, 'cancelling']], { running: true })
  const { unmount } = render(<Desk run={running} onInvalidate={vi.fn()} />)
  expect(screen.getByRole('button', { name: 'Cancel all on Relics' })).toHaveProperty(
    'disabled',
    true,
  )
  unmount()
  render(<Desk list={orders.slice(2)} onInvalidate={vi.fn()} />)
  expect(screen.queryByRole('button', { name: /^Cancel all on / })).toBeNull()
})

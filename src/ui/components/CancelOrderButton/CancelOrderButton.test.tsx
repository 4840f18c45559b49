/**
 * CancelOrderButtonView as it is given (drawn by the shared StepsView): the
 * button named after the order, one line per step with its status and hash,
 * the outcome announced in a status, and the button held while it runs. The
 * bound CancelOrderButton runs against a chain in test/chain and
 * test/browser.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Step } from '../../../core/index.js'
import type { StepProgress } from '../../../wallet/index.js'
import { CancelOrderButtonView } from './CancelOrderButton.js'

afterEach(cleanup)

const sign: Step = { id: 'signEIP712' }
const cancel: Step = {
  id: 'cancel',
  to: '0x8B9D3378a1bC03eA53782DD4E9C56e5F6efAECC1',
  data: '0x40e58ee5',
  value: '0',
}
const hash = '0x9f2c1f4d4b6f7e0a8c1e2d3b4a5968778695a4b3c2d1e0f9a8b7c6d5e4f3a2b1'

describe('CancelOrderButtonView', () => {
  test('idle: a button named after the order, no steps, an empty status', async () => {
    const onCancel = vi.fn()
    const ref = createRef<HTMLDivElement>()
    render(
      <CancelOrderButtonView
        ref={ref}
        status="idle"
        progress={[]}
        onCancel={onCancel}
        label="Cancel your order at 1.5 WETH"
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Cancel your order at 1.5 WETH' }))
    expect(onCancel).toHaveBeenCalledOnce()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('')
    expect(ref.current?.className).toBe('pk-cancel')
    expect(ref.current?.getAttribute('data-status')).toBe('idle')
  })

  test('pending: each step numbered with its status and hash; the button busy and held', () => {
    const progress: StepProgress[] = [
      { index: 0, step: sign, status: 'confirmed' },
      { index: 1, step: cancel, status: 'submitted', hash },
    ]
    render(<CancelOrderButtonView status="pending" progress={progress} onCancel={() => {}} />)
    const button = screen.getByRole('button', { name: 'Cancelling…' })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    const steps = within(screen.getByRole('list', { name: 'Cancellation steps' })).getAllByRole(
      'listitem',
    )
    expect(steps.map((li) => li.textContent)).toEqual([
      'Step 1: signed cancellation — done',
      'Step 2: cancel transaction — submitted (transaction 0x9f2c1f…f3a2b1)',
    ])
    expect(steps.map((li) => li.className)).toEqual(['pk-cancel__step', 'pk-cancel__step'])
    expect(steps.map((li) => [li.dataset.status, li.dataset.state])).toEqual([
      ['confirmed', 'done'],
      ['submitted', 'active'],
    ])
  })

  test('the outcome in the status: done, or why it stopped in words', () => {
    const { rerender } = render(
      <CancelOrderButtonView status="success" progress={[]} onCancel={() => {}} />,
    )
    expect(screen.getByRole('status').textContent).toBe('Order cancelled')
    expect(screen.getByRole('button', { name: 'Order cancelled' }).hasAttribute('disabled')).toBe(
      true,
    )
    rerender(
      <CancelOrderButtonView
        status="error"
        reason="rejected"
        progress={[{ index: 0, step: cancel, status: 'rejected' }]}
        onCancel={() => {}}
      />,
    )
    expect(screen.getByRole('status').textContent).toBe(
      'You declined in your wallet. The order is still live.',
    )
    expect(screen.getByRole('listitem').dataset.state).toBe('failed')
    expect(screen.getByRole('button', { name: 'Cancel order' }).hasAttribute('disabled')).toBe(
      false,
    )
  })
})

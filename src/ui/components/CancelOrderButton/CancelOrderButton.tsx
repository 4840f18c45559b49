'use client'
/**
 * Cancelling an order from the UI: a button, and the progress of each step
 * of the cancellation (wallet signature, transaction, confirmation), with a
 * message a user understands when it stops.
 */
import { forwardRef, type Ref } from 'react'
import { type CancelableOrder, useCancelOrder } from '../../../react/hooks/useCancelOrder.js'
import type { StepProgress, StepStatus } from '../../../wallet/executeSteps.js'
import type { WalletFlowReason } from '../../../wallet/walletFlow.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { shortenAddress } from '../../shared/format.js'
import { type StepState, StepsView } from '../../shared/StepsView.js'
import { fill, withStrings } from '../../shared/strings.js'

export const CANCEL_ORDER_STRINGS = {
  cancel: 'Cancel order',
  cancelling: 'Cancelling…',
  cancelled: 'Order cancelled',
  /** The accessible name of the list of steps. */
  progress: 'Cancellation steps',
  /** A step; `{n}` is its number, `{kind}` its kind in words. */
  step: 'Step {n}: {kind}',
  transaction: 'cancel transaction',
  signature: 'signed cancellation',
  status: {
    pending: 'waiting',
    'awaiting-signature': 'confirm in your wallet',
    submitted: 'submitted',
    confirmed: 'done',
    rejected: 'declined',
    failed: 'failed',
  } satisfies Record<StepStatus, string>,
  /** A submitted transaction; `{hash}` is its shortened hash. */
  hash: 'transaction {hash}',
  errors: {
    rejected: 'You declined in your wallet. The order is still live.',
    'not-connected': 'Connect the wallet that made this order.',
    'wrong-account': 'The connected wallet did not make this order. Connect the one that did.',
    'not-linked': 'Could not cancel the order.',
    refused: 'Could not cancel the order: {message}',
    unavailable: 'This order cannot be cancelled here: {message}',
    failed: 'Could not cancel the order: {message}',
  } satisfies Record<WalletFlowReason, string>,
}
export type CancelOrderStrings = typeof CANCEL_ORDER_STRINGS

/** Each status of a cancellation's step as a step of `StepsView`. */
const STEP_STATE: Record<StepStatus, StepState> = {
  pending: 'pending',
  'awaiting-signature': 'active',
  submitted: 'active',
  confirmed: 'done',
  rejected: 'failed',
  failed: 'failed',
}

export interface CancelOrderButtonViewProps {
  readonly status: 'idle' | 'pending' | 'success' | 'error'
  readonly progress: readonly StepProgress[]
  readonly reason?: WalletFlowReason | undefined
  readonly errorMessage?: string | undefined
  readonly onCancel: () => void
  /**
   * The button's accessible name while it offers to cancel, naming the order
   * (`Cancel your order at 1.5 WETH`): beside other orders, "Cancel order" alone
   * does not say which.
   */
  readonly label?: string
  readonly disabled?: boolean
  readonly className?: string
  readonly strings?: Partial<CancelOrderStrings>
}

/**
 * The presentational cancel control: a button, one line per step with its
 * status (and transaction hash once submitted), and the outcome in an
 * `aria-live` region.
 *
 * @example
 * ```tsx
 * <CancelOrderButtonView status="pending" progress={[{ index: 0, step, status: 'submitted', hash }]} onCancel={() => {}} />
 * ```
 */
export const CancelOrderButtonView = forwardRef<HTMLDivElement, CancelOrderButtonViewProps>(
  function CancelOrderButtonView(
    {
      status,
      progress,
      reason,
      errorMessage,
      onCancel,
      label,
      disabled,
      className,
      strings,
    }: CancelOrderButtonViewProps,
    ref,
  ) {
    const text = withStrings(CANCEL_ORDER_STRINGS, strings)
    return (
      <StepsView
        ref={ref as Ref<HTMLElement>}
        block="pk-cancel"
        className={className}
        phase={status}
        variant="secondary"
        action={
          status === 'pending'
            ? text.cancelling
            : status === 'success'
              ? text.cancelled
              : text.cancel
        }
        actionLabel={status === 'idle' || status === 'error' ? label : undefined}
        onAction={onCancel}
        disabled={disabled}
        stepsLabel={text.progress}
        stepClassName="pk-cancel__step"
        steps={progress.map((p) => ({
          key: p.index,
          label: fill(text.step, {
            n: p.index + 1,
            kind: p.step.id.startsWith('sign') ? text.signature : text.transaction,
          }),
          state: STEP_STATE[p.status],
          statusName: p.status,
          status: text.status[p.status],
          detail: p.hash && (
            <span className="pk-cancel__hash">
              {' '}
              ({fillIsolated(text.hash, { hash: shortenAddress(p.hash, 6) })})
            </span>
          ),
        }))}
        outcome={
          status === 'error' && reason
            ? fillIsolated(text.errors[reason], { message: errorMessage ?? '' })
            : status === 'success'
              ? text.cancelled
              : ''
        }
      />
    )
  },
)
CancelOrderButtonView.displayName = 'CancelOrderButtonView'

export interface CancelOrderButtonProps
  extends Omit<
    CancelOrderButtonViewProps,
    'status' | 'progress' | 'reason' | 'errorMessage' | 'onCancel'
  > {
  /** The order to cancel; the connected wallet must have made it. */
  readonly order: CancelableOrder
  readonly onCancelled?: () => void
}

/**
 * Cancels an order of the connected wallet with `useCancelOrder`: switches to
 * the order's chain, asks for the steps, runs them with a progress line per
 * step, and refreshes the order queries. A declined signature reads as such,
 * not as an error of the app. Needs a `WagmiProvider` and a `PlatformProvider`.
 *
 * @example
 * ```tsx
 * {sameAddress(order.createdBy, account) && <CancelOrderButton order={order} />}
 * ```
 */
export const CancelOrderButton = forwardRef<HTMLDivElement, CancelOrderButtonProps>(
  function CancelOrderButton({ order, onCancelled, ...rest }: CancelOrderButtonProps, ref) {
    const cancel = useCancelOrder({ mutation: { onSuccess: () => onCancelled?.() } })
    // The hook's status, progress and reason are the view's props of those names.
    return (
      <CancelOrderButtonView
        {...rest}
        {...cancel}
        ref={ref}
        errorMessage={cancel.error instanceof Error ? cancel.error.message : undefined}
        onCancel={() => cancel.mutate({ order })}
      />
    )
  },
)
CancelOrderButton.displayName = 'CancelOrderButton'

'use client'
/**
 * The seller's desk's two panels above its rows: the confirmation of a
 * bulk cancel (what the wallet will ask; Escape or "Go back" closes it) and
 * the run's progress (a bar with done/total, the order at hand, "Stop after
 * this order", "Retry failed", the end's summary).
 */
import { forwardRef, type KeyboardEvent, useEffect, useId, useRef } from 'react'
import type { BulkCancelState } from '../../../wallet/bulkCancel.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { plural } from '../../shared/strings.js'
import { rowName } from './DeskRow.js'
import type { SellerDeskStrings } from './strings.js'
import type { SellerDeskCounts, SellerDeskPhase, SellerDeskRow } from './useSellerDesk.js'
import { planText, summaryText } from './words.js'

export interface ConfirmPanelProps {
  readonly counts: SellerDeskCounts
  /** Collectibles whose other orders are still being read: the count may grow, confirming waits. */
  readonly unread: number
  readonly onConfirm: () => void
  readonly onDismiss: () => void
  readonly locale: string
  readonly text: SellerDeskStrings
}

/** The confirmation: it takes the focus on its confirm button; Escape closes it. */
export function ConfirmPanel({
  counts,
  unread,
  onConfirm,
  onDismiss,
  locale,
  text,
}: ConfirmPanelProps) {
  const titleId = useId()
  const confirmRef = useRef<HTMLButtonElement>(null)
  useEffect(() => confirmRef.current?.focus(), [])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    onDismiss()
  }
  return (
    <section className="pk-desk__panel" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <p className="pk-desk__title" id={titleId}>
        {plural(text.confirmTitle, counts.orders, locale)}
      </p>
      {unread > 0 ? (
        <p className="pk-desk__plan" role="status">
          {plural(text.reading, unread, locale)}
        </p>
      ) : (
        <p className="pk-desk__plan">{planText(counts, text, locale)}</p>
      )}
      <p className="pk-desk__note">{text.planNote}</p>
      <div className="pk-desk__actions">
        <button
          ref={confirmRef}
          type="button"
          className="pk-button"
          aria-disabled={unread > 0 || undefined}
          onClick={() => unread === 0 && onConfirm()}
        >
          {text.confirm}
        </button>
        <button type="button" className="pk-button" data-variant="secondary" onClick={onDismiss}>
          {text.back}
        </button>
      </div>
    </section>
  )
}

export interface RunPanelProps {
  readonly phase: SellerDeskPhase
  readonly run: BulkCancelState
  readonly rows: readonly SellerDeskRow[]
  readonly canRetry: boolean
  readonly onStop: () => void
  readonly onRetry: () => void
  readonly locale: string
  readonly text: SellerDeskStrings
}

/** The run's progress; it takes the focus itself (`tabIndex={-1}`) when the run starts. */
export const RunPanel = forwardRef<HTMLElement, RunPanelProps>(function RunPanel(
  { phase, run, rows, canRetry, onStop, onRetry, locale, text },
  ref,
) {
  const titleId = useId()
  const running = phase === 'running'
  const current = running ? run.current : undefined
  const currentRow = current && rows.find((row) => row.key === current.key)
  const step =
    current?.status === 'cancelling' && current.step
      ? text.step[current.step.status]
      : text.checking
  const number = new Intl.NumberFormat(locale)
  return (
    <section
      ref={ref}
      className="pk-desk__panel"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-phase={phase}
    >
      {/* Done, the title is the outcome: no "Cancelling orders" over a finished run. */}
      <p className="pk-desk__title" id={titleId}>
        {phase === 'done' ? summaryText(run.counts, text, locale) : text.progressLabel}
      </p>
      <div className="pk-desk__meter">
        <progress max={Math.max(run.total, 1)} value={run.done} aria-labelledby={titleId} />
        <span className="pk-desk__count">
          {fillIsolated(text.progress, {
            done: number.format(run.done),
            total: number.format(run.total),
          })}
        </span>
      </div>
      {current && (
        <p className="pk-desk__current">
          {fillIsolated(text.current, {
            name: currentRow ? rowName(currentRow, text) : current.order.orderId,
            step,
          })}
        </p>
      )}
      {(running || canRetry) && (
        <div className="pk-desk__actions">
          {running && (
            <button
              type="button"
              className="pk-button"
              data-variant="secondary"
              aria-disabled={run.stopping || undefined}
              onClick={() => !run.stopping && onStop()}
            >
              {run.stopping ? text.stopping : text.stop}
            </button>
          )}
          {canRetry && (
            <button type="button" className="pk-button" onClick={onRetry}>
              {text.retryFailed}
            </button>
          )}
        </div>
      )}
    </section>
  )
})

'use client'
/**
 * "Cancel everything on this collection" in the seller's desk (issue 43): a
 * button per collection where the account has Sequence Market v2 orders,
 * and a panel that says what it does before the wallet is asked — every
 * native listing and offer made there before now, in one transaction; other
 * marketplaces' orders untouched — then where the transaction is and how it
 * ended. Escape or "Go back" closes it, and the focus returns to its button.
 */
import { type KeyboardEvent, useEffect, useId, useRef } from 'react'
import type { StepStatus } from '../../../wallet/executeSteps.js'
import { fill, plural } from '../../shared/strings.js'
import type { SellerDeskStrings } from './strings.js'
import type { UseCollectionCancelResult } from './useCollectionCancel.js'
import { actionsText } from './words.js'

/** The view's part of "cancel everything": the hook's result and the transaction's step. */
export interface CollectionCancelView extends UseCollectionCancelResult {
  /** Where the transaction is, while it runs (`useInvalidateCollection().progress?.status`). */
  readonly step?: StepStatus | undefined
}

export interface CollectionButtonsProps {
  readonly cancel: CollectionCancelView
  /** Whether the desk is busy with something else (a bulk cancel, its confirmation). */
  readonly disabled: boolean
  readonly text: SellerDeskStrings
}

/** One button per collection; the focus comes back to the one asked about when its panel closes. */
export function CollectionButtons({ cancel, disabled, text }: CollectionButtonsProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const last = useRef(cancel.phase)
  useEffect(() => {
    const was = last.current
    last.current = cancel.phase
    if (was !== 'idle' && cancel.phase === 'idle' && cancel.target) {
      buttons.current.get(cancel.target.key)?.focus()
    }
  }, [cancel.phase, cancel.target])
  if (cancel.collections.length === 0) return null
  const busy = cancel.phase === 'confirming' || cancel.phase === 'running'
  return (
    <div className="pk-desk__collections">
      {cancel.collections.map((collection) => (
        <button
          key={collection.key}
          ref={(button) => {
            if (button) buttons.current.set(collection.key, button)
            else buttons.current.delete(collection.key)
          }}
          type="button"
          className="pk-button"
          data-variant="secondary"
          disabled={disabled || busy}
          onClick={() => cancel.ask(collection.key)}
        >
          {fill(text.cancelCollection, { name: collection.name })}
        </button>
      ))}
    </div>
  )
}

export interface CollectionPanelProps {
  readonly cancel: CollectionCancelView
  readonly locale: string
  readonly text: SellerDeskStrings
}

/** The confirmation, then the run and its outcome; nothing while idle. */
export function CollectionPanel({ cancel, locale, text }: CollectionPanelProps) {
  const titleId = useId()
  const firstRef = useRef<HTMLButtonElement>(null)
  const { phase, target, counts, failure } = cancel
  useEffect(() => {
    if (phase !== 'running') firstRef.current?.focus()
  }, [phase])
  if (phase === 'idle' || !target) return null
  const name = target.name
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || phase === 'running') return
    event.preventDefault()
    cancel.dismiss()
  }
  const number = new Intl.NumberFormat(locale)
  const outcome =
    phase === 'running'
      ? fill(text.collectionRunning, { name, step: text.step[cancel.step ?? 'pending'] })
      : phase === 'done'
        ? fill(plural(text.collectionDone, counts.orders, locale), { name })
        : phase === 'failed'
          ? failure?.status === 'rejected'
            ? text.outcome.rejected
            : fill(text.collectionFailed, { reason: failure?.message ?? '' })
          : undefined
  return (
    <section
      className="pk-desk__panel"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-phase={phase}
    >
      <p className="pk-desk__title" id={titleId}>
        {fill(text.collectionTitle, { name })}
      </p>
      {phase === 'confirming' ? (
        <>
          <p className="pk-desk__plan">
            {fill(text.collectionPlan, {
              name,
              count: number.format(counts.orders),
              actions: actionsText(counts, text, locale),
            })}
          </p>
          <p className="pk-desk__note">
            {counts.others > 0
              ? fill(text.collectionOthers, { count: number.format(counts.others) })
              : text.collectionNoOthers}
          </p>
        </>
      ) : (
        <p className="pk-desk__summary" role="status">
          {outcome}
        </p>
      )}
      {phase !== 'running' && (
        <div className="pk-desk__actions">
          {phase === 'confirming' && (
            <button ref={firstRef} type="button" className="pk-button" onClick={cancel.confirm}>
              {text.collectionConfirm}
            </button>
          )}
          <button
            ref={phase === 'confirming' ? undefined : firstRef}
            type="button"
            className="pk-button"
            data-variant="secondary"
            onClick={cancel.dismiss}
          >
            {phase === 'confirming' ? text.back : text.close}
          </button>
        </div>
      )}
    </section>
  )
}

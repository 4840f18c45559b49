'use client'
/**
 * The seller's desk's controls: the bar ("Select all", "Cancel N orders",
 * the sort, "Cancel all on {collection}") and the panels it opens (the
 * collection's cancel, the confirmation, the run), with the focus following
 * them.
 */
import { useEffect, useRef } from 'react'
import { plural } from '../../shared/strings.js'
import { CollectionButtons, CollectionPanel } from './CollectionCancel.js'
import { ConfirmPanel, RunPanel } from './DeskPanels.js'
import { SelectAll, SortMenu } from './DeskTable.js'
import type { SellerDeskViewProps } from './props.js'
import type { SellerDeskStrings } from './strings.js'
import type { SellerDeskPhase } from './useSellerDesk.js'

interface DeskControlsProps {
  /** The view's props. */
  readonly desk: SellerDeskViewProps
  /** Whether the check boxes are locked (a run or a confirmation is on). */
  readonly locked: boolean
  readonly loaded: boolean
  readonly empty: boolean
  readonly locale: string
  readonly text: SellerDeskStrings
}

/**
 * Focus follows the panels: into the run when it starts, back to the cancel
 * button when the confirmation closes without one.
 */
function usePanelFocus(phase: SellerDeskPhase) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  const runRef = useRef<HTMLElement>(null)
  const last = useRef<SellerDeskPhase>(phase)
  useEffect(() => {
    const was = last.current
    last.current = phase
    if (was === 'confirming' && (phase === 'idle' || phase === 'done')) cancelRef.current?.focus()
    if (phase === 'running' && was !== 'running') runRef.current?.focus()
  }, [phase])
  return { cancelRef, runRef }
}

/** The desk's bar and the panels it opens, for an account that can cancel. */
export function DeskControls({ desk, locked, loaded, empty, locale, text }: DeskControlsProps) {
  const { selectAllState, phase, selected, toggleAll, ask, sort, sortBy } = desk
  const { collectionCancel, counts, unread = 0, confirm, dismiss, run, rows } = desk
  const { canRetry, stop, retryFailed } = desk
  const { cancelRef, runRef } = usePanelFocus(phase)
  return (
    <>
      <div className="pk-desk__bar">
        <SelectAll
          state={selectAllState}
          disabled={locked || !loaded || empty}
          onToggle={toggleAll}
          label={text.selectAll}
        />
        {phase === 'confirming' ? (
          // The confirmation asks "Cancel N orders?": the bar does not say it again.
          <span className="pk-desk__count">
            {plural(text.selectedCount, selected.size, locale)}
          </span>
        ) : (
          <button
            ref={cancelRef}
            type="button"
            className="pk-button"
            disabled={locked || selected.size === 0}
            onClick={ask}
          >
            {selected.size === 0
              ? text.cancelNone
              : plural(text.cancelSelected, selected.size, locale)}
          </button>
        )}
        {loaded && !empty && <SortMenu sort={sort} onSort={sortBy} text={text} />}
        {collectionCancel && (
          <CollectionButtons
            cancel={collectionCancel}
            disabled={phase === 'running' || phase === 'confirming'}
            text={text}
          />
        )}
      </div>
      {collectionCancel && (
        <CollectionPanel cancel={collectionCancel} locale={locale} text={text} />
      )}
      {phase === 'confirming' && (
        <ConfirmPanel
          counts={counts}
          unread={unread}
          onConfirm={confirm}
          onDismiss={dismiss}
          locale={locale}
          text={text}
        />
      )}
      {(phase === 'running' || phase === 'done') && (
        <RunPanel
          ref={runRef}
          phase={phase}
          run={run}
          rows={rows}
          canRetry={canRetry}
          onStop={stop}
          onRetry={retryFailed}
          locale={locale}
          text={text}
        />
      )}
    </>
  )
}

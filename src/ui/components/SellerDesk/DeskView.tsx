'use client'
/**
 * The seller's desk's view (issue 30): the rows, the bar with "Select all",
 * "Cancel N orders" and (issue 43) "Cancel all on {collection}", the panels
 * and the table, from `useSellerDesk`'s result. `SellerDesk` loads and runs
 * it; its parts live beside it in this folder.
 */
import { type ForwardedRef, useEffect, useId, useRef } from 'react'
import { cx } from '../../shared/format.js'
import { guarded } from '../../shared/Guarded.js'
import { RetryAlert } from '../../shared/RetryAlert.js'
import { plural, withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { CollectionButtons, CollectionPanel } from './CollectionCancel.js'
import { DeskBody } from './DeskBody.js'
import { ConfirmPanel, RunPanel } from './DeskPanels.js'
import { DeskHead, DeskSkeleton, SelectAll, SortMenu } from './DeskTable.js'
import type { SellerDeskViewProps } from './props.js'
import { SELLER_DESK_STRINGS } from './strings.js'
import type { SellerDeskPhase } from './useSellerDesk.js'
import { announcementText } from './words.js'

/**
 * The rows' box scrolls, so it takes the focus itself (axe's scrollable-region-focusable): the
 * keyboard scrolls it when its check boxes are locked, a confirmation open.
 */
const SCROLL_BOX = { tabIndex: 0 } as const

function SellerDeskViewUnguarded(
  {
    status,
    onRetryLoad,
    rows,
    selected,
    selectAllState,
    phase,
    counts,
    canRetry,
    announcement,
    run,
    toggle,
    toggleAll,
    ask,
    dismiss,
    confirm,
    retryFailed,
    stop,
    currencies,
    now = Date.now(),
    locale: givenLocale,
    ipfsGateway,
    renderEmpty,
    className,
    strings,
    collectionCancel,
    readOnly,
    sort,
    sortBy,
    collectionOf,
    onRowsShown,
    unread = 0,
    initialRect,
  }: SellerDeskViewProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const text = withStrings(SELLER_DESK_STRINGS, strings)
  const locale = useLocale(givenLocale)
  const captionId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const runRef = useRef<HTMLElement>(null)
  const scrollRef = useRef<HTMLDivElement>(null)
  // Focus follows the panels: into the run when it starts, back to the button when the
  // confirmation closes without one.
  const last = useRef<SellerDeskPhase>(phase)
  useEffect(() => {
    const was = last.current
    last.current = phase
    if (was === 'confirming' && (phase === 'idle' || phase === 'done')) cancelRef.current?.focus()
    if (phase === 'running' && was !== 'running') runRef.current?.focus()
  }, [phase])
  const everything = collectionCancel?.phase
  const locked =
    readOnly !== undefined ||
    phase === 'running' ||
    phase === 'confirming' ||
    everything === 'confirming' ||
    everything === 'running'
  const loaded = status === 'success'
  const empty = loaded && rows.length === 0
  const outcomes = run.items.length > 0
  const collections = collectionOf !== undefined
  const columns = 8 + (collections ? 1 : 0) + (outcomes ? 1 : 0)
  return (
    <section
      ref={ref}
      className={cx('pk-desk', className)}
      aria-label={text.label}
      aria-busy={status === 'pending' || undefined}
      data-status={status}
      data-phase={phase}
    >
      <p className="pk-visually-hidden" role="status" aria-live="polite">
        {status === 'pending' ? text.loading : announcementText(announcement, text, locale)}
      </p>
      {readOnly !== undefined ? <p className="pk-desk__note">{readOnly}</p> : null}
      {readOnly === undefined && (
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
      )}
      {status === 'error' && (
        <RetryAlert
          className="pk-desk__error"
          message={text.error}
          retryLabel={text.retryLoad}
          onRetry={onRetryLoad}
        />
      )}
      {empty && (renderEmpty ? renderEmpty() : <p className="pk-desk__empty">{text.empty}</p>)}
      {(status === 'pending' || (loaded && !empty)) && (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: the box the rows scroll in, no fieldset */}
          <div
            className="pk-desk__box"
            ref={scrollRef}
            role="group"
            aria-labelledby={captionId}
            {...SCROLL_BOX}
          >
            <table
              // biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display
              role="table"
              className="pk-desk__table"
              aria-labelledby={captionId}
              aria-rowcount={status === 'pending' ? undefined : rows.length + 1}
            >
              <caption className="pk-visually-hidden" id={captionId}>
                {text.caption}
              </caption>
              <DeskHead
                outcomes={outcomes}
                collections={collections}
                sort={sort}
                onSort={sortBy}
                text={text}
              />
              {status === 'pending' ? (
                <DeskSkeleton columns={columns} />
              ) : (
                <DeskBody
                  rows={rows}
                  selected={selected}
                  viewport={scrollRef}
                  columns={columns}
                  onRowsShown={onRowsShown}
                  initialRect={initialRect}
                  locked={locked}
                  onToggle={toggle}
                  outcomes={outcomes}
                  currencies={currencies}
                  now={now}
                  locale={locale}
                  ipfsGateway={ipfsGateway}
                  text={text}
                  collectionOf={collectionOf}
                />
              )}
            </table>
          </div>
        </>
      )}
    </section>
  )
}

/**
 * The presentational seller's desk: the rows it is given (`useSellerDesk`'s
 * result, under the same names) as a table on a desktop and as four-line
 * rows on a phone — check box, collectible (media, name, id), side (in
 * `--pk-bid`/`--pk-ask` and in words), price and currency, marketplace,
 * expiry ("Expires soon" in words), quantity and the last run's outcome — with
 * "Select all" (three states), "Cancel N orders", a confirmation that says
 * what the wallet will ask (Escape closes it), then a progress bar with
 * done/total, the order at hand, "Stop after this order" and "Retry failed".
 * A run's start, a stop and its end are announced politely, once each. Given
 * `collectionCancel` (`useCollectionCancel`), a "Cancel all on {name}" per
 * collection where it applies, with its own confirmation and outcome.
 *
 * @example
 * ```tsx
 * const desk = useSellerDesk({ orders, run: bulk.state, onStart: bulk.start, onRetry: bulk.retry, onStop: bulk.stop })
 * <SellerDeskView {...desk} status="success" run={bulk.state} currencies={currencies} />
 * ```
 */
export const SellerDeskView = guarded(SellerDeskViewUnguarded, 'SellerDeskView', 'pk-desk')

'use client'
/**
 * The seller's desk (issue 30): every live order of an account — listings
 * and offers across collections and marketplaces — with a check box each,
 * and a bulk cancel with a confirmation, progress and each order's outcome.
 * Its parts live in `./sellerdesk/`, its logic in `useSellerDesk`.
 */
import { type ForwardedRef, useEffect, useId, useRef } from 'react'
import type { AccountOrderSide } from '../../core/operations/listAccountOrders.js'
import type { NetworkRef } from '../../core/transport/networks.js'
import { useAccountOrders } from '../../react/hooks/useAccountOrders.js'
import { useBulkCancel } from '../../react/hooks/useBulkCancel.js'
import { useCurrencies } from '../../react/hooks/useCurrencies.js'
import { useLocale } from '../hooks/useLocale.js'
import { type SellerDeskPhase, useSellerDesk } from '../hooks/useSellerDesk.js'
import { cx } from '../lib/format.js'
import { plural, withStrings } from '../lib/strings.js'
import { guarded } from './Guarded.js'
import { RetryAlert } from './RetryAlert.js'
import { ConfirmPanel, RunPanel } from './sellerdesk/DeskPanels.js'
import { DeskRow } from './sellerdesk/DeskRow.js'
import { DeskHead, DeskSkeleton, SelectAll } from './sellerdesk/DeskTable.js'
import type { SellerDeskViewProps } from './sellerdesk/props.js'
import { SELLER_DESK_STRINGS } from './sellerdesk/strings.js'
import { announcementText } from './sellerdesk/words.js'

export type { SellerDeskStatus, SellerDeskViewProps } from './sellerdesk/props.js'
export { SELLER_DESK_STRINGS, type SellerDeskStrings } from './sellerdesk/strings.js'

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
  }: SellerDeskViewProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const text = withStrings(SELLER_DESK_STRINGS, strings)
  const locale = useLocale(givenLocale)
  const captionId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const runRef = useRef<HTMLElement>(null)
  // Focus follows the panels: into the run when it starts, back to the button when the
  // confirmation closes without one.
  const last = useRef<SellerDeskPhase>(phase)
  useEffect(() => {
    const was = last.current
    last.current = phase
    if (was === 'confirming' && (phase === 'idle' || phase === 'done')) cancelRef.current?.focus()
    if (phase === 'running' && was !== 'running') runRef.current?.focus()
  }, [phase])
  const locked = phase === 'running' || phase === 'confirming'
  const loaded = status === 'success'
  const empty = loaded && rows.length === 0
  const outcomes = run.items.length > 0
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
      <div className="pk-desk__bar">
        <SelectAll
          state={selectAllState}
          disabled={locked || !loaded || empty}
          onToggle={toggleAll}
          label={text.selectAll}
        />
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
      </div>
      {phase === 'confirming' && (
        <ConfirmPanel
          counts={counts}
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
        <div className="pk-desk__box">
          {/* biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display */}
          <table role="table" className="pk-desk__table" aria-labelledby={captionId}>
            <caption className="pk-visually-hidden" id={captionId}>
              {text.caption}
            </caption>
            <DeskHead outcomes={outcomes} text={text} />
            {status === 'pending' ? (
              <DeskSkeleton />
            ) : (
              // biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display
              <tbody role="rowgroup">
                {rows.map((row) => (
                  <DeskRow
                    key={row.key}
                    row={row}
                    selected={selected.has(row.key)}
                    locked={locked}
                    onToggle={toggle}
                    outcomes={outcomes}
                    currencies={currencies}
                    now={now}
                    locale={locale}
                    ipfsGateway={ipfsGateway}
                    text={text}
                  />
                ))}
              </tbody>
            )}
          </table>
        </div>
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
 * A run's start, a stop and its end are announced politely, once each.
 *
 * @example
 * ```tsx
 * const desk = useSellerDesk({ orders, run: bulk.state, onStart: bulk.start, onRetry: bulk.retry, onStop: bulk.stop })
 * <SellerDeskView {...desk} status="success" run={bulk.state} currencies={currencies} />
 * ```
 */
export const SellerDeskView = guarded(SellerDeskViewUnguarded, 'SellerDeskView', 'pk-desk')

export interface SellerDeskProps
  extends Pick<
    SellerDeskViewProps,
    'currencies' | 'locale' | 'ipfsGateway' | 'renderEmpty' | 'className' | 'strings' | 'onError'
  > {
  readonly network: NetworkRef
  /** The collections whose orders are shown, by contract address. */
  readonly contractAddresses: readonly string[]
  /** The account whose orders are shown: the connected one (`undefined` before it connects). */
  readonly account: string | undefined
  /** Which sides to show; both unless said. */
  readonly sides?: readonly AccountOrderSide[]
  /** Stop a run at its first failed or declined order (default: go on with the others). */
  readonly stopOnFailure?: boolean
  /** The time "expires soon" is measured from (default: when the desk is first shown). */
  readonly now?: number
}

function SellerDeskUnguarded(
  { network, contractAddresses, account, sides, stopOnFailure, now, ...view }: SellerDeskProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const read = useAccountOrders({ network, contractAddresses, account, sides })
  const bulk = useBulkCancel({ stopOnFailure })
  const desk = useSellerDesk({
    orders: read.orders,
    run: bulk.state,
    onStart: bulk.start,
    onRetry: bulk.retry,
    onStop: bulk.stop,
    now,
  })
  const currencies = useCurrencies(
    desk.rows.map((row) => row.order),
    { network, currencies: view.currencies },
  )
  const text = withStrings(SELLER_DESK_STRINGS, view.strings)
  return (
    <SellerDeskView
      {...view}
      {...desk}
      ref={ref}
      now={now}
      run={bulk.state}
      currencies={currencies}
      status={read.error ? 'error' : read.isPending ? 'pending' : 'success'}
      onRetryLoad={read.refetch}
      renderEmpty={
        account ? view.renderEmpty : () => <p className="pk-desk__empty">{text.noAccount}</p>
      }
    />
  )
}

/**
 * An account's seller's desk, loaded and run: its live listings and offers
 * in the collections given (`useAccountOrders`), selected with check boxes
 * and cancelled in bulk with the connected wallet (`useBulkCancel`: each
 * order re-read first and skipped when already gone, one transaction per
 * native-marketplace order and one signature per other, one after another),
 * with a confirmation, progress, each order's outcome, "Retry failed" and
 * "Stop after this order". Needs a `WagmiProvider` and a `PlatformProvider`.
 *
 * @example
 * ```tsx
 * const { address } = useConnection()
 * <SellerDesk network="polygon" contractAddresses={[collection]} account={address} />
 * ```
 */
export const SellerDesk = guarded(SellerDeskUnguarded, 'SellerDesk', 'pk-desk')

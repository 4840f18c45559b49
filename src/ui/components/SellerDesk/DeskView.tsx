'use client'
/**
 * The seller's desk's view (issue 30): the rows, the bar with "Select all",
 * "Cancel N orders" and (issue 43) "Cancel all on {collection}", the panels
 * and the table, from `useSellerDesk`'s result. `SellerDesk` loads and runs
 * it; its parts live beside it in this folder.
 */
import type { ForwardedRef } from 'react'
import { cx } from '../../shared/format.js'
import { guarded } from '../../shared/Guarded.js'
import { RetryAlert } from '../../shared/RetryAlert.js'
import { withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { DeskControls } from './DeskControls.js'
import { DeskTableBox } from './DeskTableBox.js'
import type { SellerDeskViewProps } from './props.js'
import { SELLER_DESK_STRINGS } from './strings.js'
import { announcementText } from './words.js'

function SellerDeskViewUnguarded(desk: SellerDeskViewProps, ref: ForwardedRef<HTMLElement>) {
  const { status, rows, phase, run, collectionCancel, readOnly, now = Date.now() } = desk
  const text = withStrings(SELLER_DESK_STRINGS, desk.strings)
  const locale = useLocale(desk.locale)
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
  return (
    <section
      ref={ref}
      className={cx('pk-desk', desk.className)}
      aria-label={text.label}
      aria-busy={status === 'pending' || undefined}
      data-status={status}
      data-phase={phase}
    >
      <p className="pk-visually-hidden" role="status" aria-live="polite">
        {status === 'pending' ? text.loading : announcementText(desk.announcement, text, locale)}
      </p>
      {readOnly !== undefined ? <p className="pk-desk__note">{readOnly}</p> : null}
      {readOnly === undefined && (
        <DeskControls
          desk={desk}
          locked={locked}
          loaded={loaded}
          empty={empty}
          locale={locale}
          text={text}
        />
      )}
      {status === 'error' && (
        <RetryAlert
          className="pk-desk__error"
          message={text.error}
          retryLabel={text.retryLoad}
          onRetry={desk.onRetryLoad}
        />
      )}
      {empty &&
        (desk.renderEmpty ? desk.renderEmpty() : <p className="pk-desk__empty">{text.empty}</p>)}
      {(status === 'pending' || (loaded && !empty)) && (
        <DeskTableBox
          desk={desk}
          pending={status === 'pending'}
          locked={locked}
          outcomes={outcomes}
          now={now}
          locale={locale}
          text={text}
        />
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

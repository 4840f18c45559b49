'use client'
/**
 * A token's or a collection's price history from its activity: a chart of
 * each sale's price and of the floor over time and, for screen readers, the
 * same sales and floor as tables.
 */
import { type ForwardedRef, useMemo } from 'react'
import type { ActivityItem } from '../../../core/schemas/activity.js'
import { useCurrencies } from '../../../react/hooks/useCurrencies.js'
import { type CurrencyMap, cx } from '../../shared/format.js'
import { type GuardProps, guarded } from '../../shared/Guarded.js'
import { priceParts } from '../../shared/price.js'
import { RetryAlert } from '../../shared/RetryAlert.js'
import { clampText } from '../../shared/safety.js'
import { fill, withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { FloorTable, HistoryLegend, SalesTable } from './HistoryTables.js'
import { type SalesSeries, salesSeries } from './history.js'
import { SalesChart } from './SalesChart.js'
import { PRICE_HISTORY_STRINGS, type PriceHistoryStrings } from './strings.js'

export interface PriceHistoryViewProps extends GuardProps {
  readonly status: 'pending' | 'error' | 'success'
  /** Activity items (any kinds: the sales among them are charted, the listings, sales, cancels and invalidations make the floor). */
  readonly items: readonly ActivityItem[]
  readonly onRetry?: () => void
  /** Symbols and decimals of the currencies, by lower-case address (else read as the other components do). */
  readonly currencies?: CurrencyMap
  readonly locale?: string
  /** The widest the chart is drawn, in pixels (default 720). */
  readonly width?: number
  readonly strings?: Partial<PriceHistoryStrings>
}

/** An item's price in `currency` with its symbol, as the other components write prices. */
const priceOf = (item: ActivityItem, currency: string, currencies: CurrencyMap, locale: string) => {
  const { amount, symbol } = priceParts(
    { priceAmount: item.price, priceCurrencyAddress: currency },
    currencies,
    locale,
  )
  return `${amount} ${clampText(symbol, 32)}`
}

/** The lowest, the highest and the last of `marks` by value. */
function range<T extends { readonly value?: number }>(marks: readonly T[]) {
  const sorted = [...marks].sort((a, b) => a.value! - b.value!)
  return { low: sorted[0]!, high: sorted.at(-1)!, last: marks.at(-1)! }
}

/** The chart's accessible summary: the sales' dates and prices, then the floor's. */
function summaryOf(
  { points, floor }: SalesSeries,
  price: (item: ActivityItem) => string,
  locale: string,
  text: PriceHistoryStrings,
): string {
  const parts: string[] = []
  if (points.length > 0) {
    const { low, high, last } = range(points)
    parts.push(
      fill(text.summary, {
        count: String(points.length),
        from: new Date(points[0]!.time).toLocaleDateString(locale),
        to: new Date(points.at(-1)!.time).toLocaleDateString(locale),
        low: price(low.item),
        high: price(high.item),
        last: price(last.item),
      }),
    )
  }
  const listed = floor.filter((step) => step.item)
  if (listed.length > 0) {
    const { low, high } = range(listed)
    const latest = floor.at(-1)!.item
    parts.push(
      fill(text.floorSummary, {
        low: price(low.item!),
        high: price(high.item!),
        last: latest ? price(latest) : text.noListing,
      }),
    )
  }
  return parts.join(' ')
}

function PriceHistoryViewUnguarded(props: PriceHistoryViewProps, ref: ForwardedRef<HTMLElement>) {
  const { status, items, onRetry, className } = props
  const text = withStrings(PRICE_HISTORY_STRINGS, props.strings)
  const locale = useLocale(props.locale)
  const priced = useMemo(
    () =>
      items.flatMap((i) =>
        i.currency ? [{ chainId: i.chainId, priceCurrencyAddress: i.currency }] : [],
      ),
    [items],
  )
  const currencies = useCurrencies(priced, { currencies: props.currencies })
  const series = useMemo(() => salesSeries(items, currencies), [items, currencies])
  const { currency = '', points, left, floor } = series
  const price = (item: ActivityItem) => priceOf(item, currency, currencies, locale)
  const symbol = clampText(priceParts({ priceCurrencyAddress: currency }, currencies).symbol, 32)
  const charted = status === 'success' && (points.length > 0 || floor.length > 0)
  return (
    <section
      ref={ref}
      className={cx('pk-history', className)}
      aria-label={text.label}
      aria-busy={status === 'pending' || undefined}
    >
      {status === 'pending' && (
        <>
          <div className="pk-skeleton pk-history__skeleton" />
          <span className="pk-visually-hidden" role="status">
            {text.loading}
          </span>
        </>
      )}
      {status === 'error' && (
        <RetryAlert
          className="pk-history__error"
          message={text.error}
          retryLabel={text.retry}
          onRetry={onRetry}
        />
      )}
      {status === 'success' && !charted && <p className="pk-history__empty">{text.empty}</p>}
      {charted && (
        <>
          <SalesChart
            {...series}
            symbol={symbol}
            summary={summaryOf(series, price, locale, text)}
            locale={locale}
            text={text}
            width={props.width}
          />
          {floor.length > 0 && <HistoryLegend text={text} />}
          {points.length > 0 && (
            <SalesTable rows={points} price={price} locale={locale} text={text} />
          )}
          {floor.length > 0 && (
            <FloorTable rows={floor} price={price} locale={locale} text={text} />
          )}
        </>
      )}
      {charted && points.length === 0 && <p className="pk-history__left">{text.empty}</p>}
      {status === 'success' && left > 0 && (
        <p className="pk-history__left">{fill(text.left, { count: String(left) })}</p>
      )}
    </section>
  )
}

/**
 * A price history from activity items you have: each sale's price and the
 * floor of the listings over time as a chart (in the currency most sales
 * were paid in), the same as tables for screen readers, a skeleton while `pending`, "No sales yet"
 * when there are none, and a retry on `error`. For the fetching version see
 * `PriceHistory`.
 *
 * @example
 * ```tsx
 * <PriceHistoryView status="success" items={items} currencies={currencies} />
 * ```
 */
export const PriceHistoryView = guarded(PriceHistoryViewUnguarded, 'PriceHistory', 'pk-history')

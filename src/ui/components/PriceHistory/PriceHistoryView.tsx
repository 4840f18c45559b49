'use client'
/**
 * A token's or a collection's price history from its sales in activity: a
 * chart of each sale's price over time and, for screen readers, the same
 * sales as a table.
 */
import { type ForwardedRef, useMemo } from 'react'
import type { ActivityItem } from '../../../core/schemas/activity.js'
import { useCurrencies } from '../../../react/hooks/useCurrencies.js'
import { type CurrencyMap, cx } from '../../shared/format.js'
import { type GuardProps, guarded } from '../../shared/Guarded.js'
import { formatTokenAmount, priceParts } from '../../shared/price.js'
import { RetryAlert } from '../../shared/RetryAlert.js'
import { clampText } from '../../shared/safety.js'
import { fill, withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { type SalePoint, salesSeries } from './history.js'
import { SalesChart } from './SalesChart.js'
import { PRICE_HISTORY_STRINGS, type PriceHistoryStrings } from './strings.js'

export interface PriceHistoryViewProps extends GuardProps {
  readonly status: 'pending' | 'error' | 'success'
  /** Activity items (any kinds: the sales among them are charted). */
  readonly items: readonly ActivityItem[]
  readonly onRetry?: () => void
  /** Symbols and decimals of the currencies, by lower-case address (else read as the other components do). */
  readonly currencies?: CurrencyMap
  readonly locale?: string
  /** The widest the chart is drawn, in pixels (default 720). */
  readonly width?: number
  readonly strings?: Partial<PriceHistoryStrings>
}

/** A sale's price with its symbol, as the other components write prices. */
const priceOf = (p: SalePoint, currency: string, currencies: CurrencyMap, locale: string) => {
  const { amount, symbol } = priceParts(
    { priceAmount: p.item.price, priceCurrencyAddress: currency },
    currencies,
    locale,
  )
  return `${amount} ${clampText(symbol, 32)}`
}

/** The sales, for screen readers: date, price and quantity, oldest first. */
function SalesTable(props: {
  readonly points: readonly SalePoint[]
  readonly price: (p: SalePoint) => string
  readonly locale: string
  readonly text: PriceHistoryStrings
}) {
  const { points, price, locale, text } = props
  return (
    // Hidden in a box of its own: a table is never narrower than its cells, a box can be 1 px.
    <div className="pk-visually-hidden">
      <table>
        <caption>{text.table}</caption>
        <thead>
          <tr>
            <th scope="col">{text.date}</th>
            <th scope="col">{text.price}</th>
            <th scope="col">{text.quantity}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.item.id}>
              <td>{new Date(p.time).toLocaleString(locale)}</td>
              <td>{price(p)}</td>
              <td>{formatTokenAmount(p.item.quantity ?? '1', { locale, significantDigits: 1 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
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
  const { currency, points, left } = series
  const price = (p: SalePoint) => priceOf(p, currency ?? '', currencies, locale)
  const symbol = currency
    ? clampText(priceParts({ priceCurrencyAddress: currency }, currencies).symbol, 32)
    : ''
  const sorted = [...points].sort((a, b) => a.value - b.value)
  const summary =
    points.length > 0
      ? fill(text.summary, {
          count: String(points.length),
          from: new Date(points[0]!.time).toLocaleDateString(locale),
          to: new Date(points.at(-1)!.time).toLocaleDateString(locale),
          low: price(sorted[0]!),
          high: price(sorted.at(-1)!),
          last: price(points.at(-1)!),
        })
      : ''
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
      {status === 'success' && points.length === 0 && (
        <p className="pk-history__empty">{text.empty}</p>
      )}
      {status === 'success' && points.length > 0 && (
        <>
          <SalesChart
            points={points}
            symbol={symbol}
            summary={summary}
            locale={locale}
            text={text}
            width={props.width}
          />
          <SalesTable points={points} price={price} locale={locale} text={text} />
        </>
      )}
      {status === 'success' && left > 0 && (
        <p className="pk-history__left">{fill(text.left, { count: String(left) })}</p>
      )}
    </section>
  )
}

/**
 * A price history from activity items you have: each sale's price over
 * time as a chart (in the currency most sales were paid in), the same sales
 * as a table for screen readers, a skeleton while `pending`, "No sales yet"
 * when there are none, and a retry on `error`. For the fetching version see
 * `PriceHistory`.
 *
 * @example
 * ```tsx
 * <PriceHistoryView status="success" items={items} currencies={currencies} />
 * ```
 */
export const PriceHistoryView = guarded(PriceHistoryViewUnguarded, 'PriceHistory', 'pk-history')

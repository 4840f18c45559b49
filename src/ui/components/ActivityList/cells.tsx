'use client'
/** Cells of an activity row that say one value each: an address, the transaction, a price, a quantity. */
import type { CurrencyMap } from '../../../core/currency/currency.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { formatAmount, shortenAddress } from '../../shared/format.js'
import { formatUSD, priceDecimal, priceParts } from '../../shared/price.js'
import { clampText } from '../../shared/safety.js'
import type { ActivityEntry } from './props.js'
import type { ActivityListStrings } from './strings.js'
import { isAddressText, isHashText, transactionUrl } from './words.js'

/** An address from the item: shortened with the whole in its title and for screen readers, or text. */
export function Address({
  value,
  label,
  part,
}: {
  readonly value: string | undefined
  readonly label: string
  /** Which column of a wide row it is. */
  readonly part: 'from' | 'to'
}) {
  if (value === undefined || value === '') return null
  const whole = clampText(value, 64)
  return (
    <span className="pk-activity__address" data-part={part} title={whole}>
      <span className="pk-visually-hidden">{label} </span>
      {isAddressText(value) ? (
        <>
          <bdi aria-hidden="true">{shortenAddress(value)}</bdi>
          <bdi className="pk-visually-hidden">{value}</bdi>
        </>
      ) : (
        <bdi className="pk-activity__clip">{whole}</bdi>
      )}
    </span>
  )
}

/** The transaction: a link to the explorer when allowed, else its hash as text. */
export function Transaction({
  hash,
  explorerUrl,
  tabIndex,
  text,
}: {
  readonly hash: string | undefined
  readonly explorerUrl: string | undefined
  readonly tabIndex: 0 | -1
  readonly text: ActivityListStrings
}) {
  if (!hash) return null
  const whole = clampText(hash, 66)
  // Not a hash (the wire refuses one, a view may be given anything): the text, cut.
  const short = isHashText(hash) ? shortenAddress(hash) : clampText(hash, 16)
  const href = transactionUrl(explorerUrl, hash)
  if (!href) {
    return (
      <span className="pk-activity__hash" title={whole}>
        <bdi aria-hidden="true">{short}</bdi>
        <span className="pk-visually-hidden">
          {fillIsolated(text.transaction, { hash: short })}
        </span>
      </span>
    )
  }
  return (
    <a
      className="pk-activity__link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      referrerPolicy="no-referrer"
      title={whole}
      tabIndex={tabIndex}
    >
      <bdi aria-hidden="true">{short}</bdi>
      <span className="pk-visually-hidden">
        {fillIsolated(text.transactionLink, { hash: short })}
      </span>
      <svg className="pk-activity__out" aria-hidden="true" viewBox="0 0 16 16" focusable="false">
        <path d="M9 3h4v4M13 3 7.5 8.5M11.5 9.5V13h-8.5V4.5H7" />
      </svg>
    </a>
  )
}

/**
 * A price per token in US dollars at its currency's `exchangeRate` (what one
 * whole unit is worth), or `undefined` where the currency has none or its
 * decimals are not known.
 */
export function usdValue(
  entry: Pick<ActivityEntry, 'price' | 'currency'>,
  currencies: CurrencyMap,
): number | undefined {
  if (entry.price === undefined || entry.currency === undefined) return undefined
  const info = currencies[entry.currency.toLowerCase()]
  const rate = info?.exchangeRate
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0) return undefined
  const decimal = priceDecimal(
    { priceAmount: entry.price, priceCurrencyAddress: entry.currency },
    info?.decimals,
  )
  const value = decimal === undefined ? Number.NaN : Number(decimal) * rate
  return Number.isFinite(value) ? value : undefined
}

/**
 * A market item's price per token with its currency's symbol, and under it
 * its value in US dollars where the currency has an exchange rate (written
 * by `formatUSD`, as the order book and the price summary write theirs).
 */
export function Price({
  entry,
  currencies,
  locale,
  text,
}: {
  readonly entry: ActivityEntry
  readonly currencies: CurrencyMap
  readonly locale: string
  readonly text: ActivityListStrings
}) {
  if (entry.price === undefined || entry.currency === undefined) return null
  const price = priceParts(
    { priceAmount: entry.price, priceCurrencyAddress: entry.currency },
    currencies,
    locale,
  )
  const usd = usdValue(entry, currencies)
  return (
    <span className="pk-activity__price" title={price.full}>
      <span className="pk-activity__price-line">
        <span className="pk-visually-hidden">{text.price} </span>
        <span className="pk-activity__price-amount">{price.amount}</span>{' '}
        <bdi className="pk-activity__symbol">{price.symbol}</bdi>
      </span>
      {usd !== undefined && (
        <span className="pk-activity__usd" title={text.usdTitle}>
          {' '}
          {fillIsolated(text.usd, { usd: formatUSD({ priceUSD: usd }, locale) })}
        </span>
      )}
    </span>
  )
}

/**
 * How many: a market item's quantity, or the amount a token event moved
 * (ERC-1155; `1` for ERC-721) or an ERC-20 event's value. Narrow, a market
 * quantity of one is not shown, and others read `× 3` after the price; wide,
 * it is a column of its own.
 */
export function Quantity({
  entry,
  amount,
  text,
}: {
  readonly entry: ActivityEntry
  readonly amount: string | undefined
  readonly text: ActivityListStrings
}) {
  const market = entry.price !== undefined
  const value = market ? entry.quantity : amount
  if (value === undefined) return null
  return (
    <span
      className="pk-activity__quantity"
      title={clampText(value, 80)}
      data-market={market || undefined}
      data-one={(market && value === '1') || undefined}
    >
      <span className="pk-visually-hidden">{market ? text.quantityLabel : text.amount} </span>
      {market ? (
        <>
          <span className="pk-activity__times">
            {fillIsolated(text.quantity, { quantity: formatAmount(value) })}
          </span>
          <span className="pk-activity__count">{formatAmount(value)}</span>
        </>
      ) : (
        formatAmount(value)
      )}
    </span>
  )
}

'use client'
/** Cells of an activity row that say one value each: an address, the transaction, a market price. */
import type { CurrencyMap } from '../../../core/currency/currency.js'
import { formatAmount, shortenAddress } from '../../lib/format.js'
import { priceParts } from '../../lib/price.js'
import { clampText } from '../../lib/safety.js'
import { fillIsolated } from '../fillIsolated.js'
import type { ActivityEntry } from './props.js'
import type { ActivityListStrings } from './strings.js'
import { isAddressText, isHashText, transactionUrl } from './words.js'

/** An address from the item: shortened with the whole in its title and for screen readers, or text. */
export function Address({
  value,
  label,
}: {
  readonly value: string | undefined
  readonly label: string
}) {
  if (value === undefined || value === '') return null
  const whole = clampText(value, 64)
  return (
    <span className="pk-activity__address" title={whole}>
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

/** A market item's price per token with its currency's symbol, and its quantity when more than one. */
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
  const many = entry.quantity !== undefined && entry.quantity !== '1'
  return (
    <span className="pk-activity__price" title={price.full}>
      <span className="pk-visually-hidden">{text.price} </span>
      <span className="pk-activity__price-amount">{price.amount}</span>{' '}
      <bdi className="pk-activity__symbol">{price.symbol}</bdi>
      {many && (
        <span className="pk-activity__quantity">
          {' '}
          {fillIsolated(text.quantity, { quantity: formatAmount(entry.quantity) })}
        </span>
      )}
    </span>
  )
}

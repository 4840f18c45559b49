// biome-ignore-all lint/a11y/noRedundantRoles: each element of an order table states its role, so a row laid out with CSS `display` keeps its table semantics in every browser
'use client'
import { fillIsolated } from '../../shared/fillIsolated.js'
import {
  type CurrencyMap,
  formatQuantity,
  marketplaceName,
  relativeTime,
} from '../../shared/format.js'
import { priceParts } from '../../shared/price.js'
import { clampText } from '../../shared/safety.js'
import { TokenMedia } from '../TokenMedia/TokenMedia.js'
import type { SellerDeskStrings } from './strings.js'
/**
 * One order of the seller's desk as a table row: its check box, the
 * collectible (media, name, id), side, price and currency, marketplace,
 * expiry, quantity and, once a run took it, its outcome. On a wide desk a row
 * of the table; in a narrow one (SellerDeskNarrow.css) the same cells on four
 * lines. Every element states its table role, so that a row laid out with
 * CSS `display` keeps its table semantics.
 */
import type { SellerDeskRow } from './useSellerDesk.js'

export interface DeskRowProps {
  readonly row: SellerDeskRow
  readonly selected: boolean
  /** Whether the check box is locked (a run or its confirmation is on). */
  readonly locked: boolean
  readonly onToggle: (key: string) => void
  /** Whether the table has an outcome column (a run took place). */
  readonly outcomes: boolean
  readonly currencies: CurrencyMap | undefined
  readonly now: number
  readonly locale: string
  readonly ipfsGateway: string | undefined
  readonly text: SellerDeskStrings
  /** The row's place among all rows (0-based): `aria-rowindex` is one more than it, after the header. */
  readonly index: number
  /** Measures the row (the virtualizer's). */
  readonly measure?: ((element: Element | null) => void) | undefined
  /** The collection's name of a row, where the desk shows more than one collection. */
  readonly collectionOf?: ((row: SellerDeskRow) => string) | undefined
}

/** A collectible's name for the desk: bounded, or the words for none. */
export const rowName = (row: SellerDeskRow, text: SellerDeskStrings) =>
  clampText(row.token.name, 80) || text.unnamed

/** Whether a name already says the token's id ("Fire Tome #1"): then the id is not said again. */
export const nameSaysId = (name: string, tokenId: string) =>
  name.endsWith(`#${tokenId}`) || name.includes(`#${tokenId} `)

/** A row's outcome in words, the reason from outside set apart. */
function Outcome({ row, text }: { row: SellerDeskRow; text: SellerDeskStrings }) {
  const outcome = row.outcome
  if (!outcome) return null
  return (
    <span className="pk-desk__outcome" data-status={outcome.status}>
      {fillIsolated(text.outcome[outcome.status], {
        reason: clampText(outcome.message ?? '', 160),
      })}
    </span>
  )
}

/** The row's check box, named with the collectible once: its name, its id unless the name has it, its collection. */
function SelectCell({
  row,
  selected,
  locked,
  onToggle,
  collection,
  text,
}: Pick<DeskRowProps, 'row' | 'selected' | 'locked' | 'onToggle' | 'text'> & {
  readonly collection: string | undefined
}) {
  const name = rowName(row, text)
  const { tokenId } = row.token
  const id = fillIsolated(text.tokenId, { id: clampText(tokenId, 24) })
  const who = nameSaysId(name, tokenId) ? (
    name
  ) : (
    <>
      {name} {id}
    </>
  )
  return (
    <td role="cell" className="pk-desk__select">
      <label className="pk-desk__check">
        <input
          type="checkbox"
          checked={selected}
          disabled={locked || !row.listed}
          onChange={() => onToggle(row.key)}
        />
        <span className="pk-visually-hidden">
          {fillIsolated(text.selectRow[row.side], {
            name: collection ? fillIsolated(text.inCollection, { name: who, collection }) : who,
          })}
        </span>
      </label>
    </td>
  )
}

/** The row's header: the collectible's media, its name, and its id unless the name says it. */
function CollectibleCell({
  row,
  ipfsGateway,
  text,
}: Pick<DeskRowProps, 'row' | 'ipfsGateway' | 'text'>) {
  const { token } = row
  const name = rowName(row, text)
  return (
    <th role="rowheader" scope="row" className="pk-desk__collectible">
      <span className="pk-desk__who">
        <span className="pk-desk__media" aria-hidden="true">
          <TokenMedia metadata={token} ipfsGateway={ipfsGateway} />
        </span>
        <span className="pk-desk__name" title={token.name}>
          <bdi>{name}</bdi>
        </span>
        {!nameSaysId(name, token.tokenId) && (
          <span className="pk-desk__id" title={token.tokenId}>
            {fillIsolated(text.tokenId, { id: clampText(token.tokenId, 24) })}
          </span>
        )}
      </span>
    </th>
  )
}

/** When the order ends, relative to `now`, and whether that is soon. */
function ExpiresCell({
  row,
  now,
  locale,
  text,
}: Pick<DeskRowProps, 'row' | 'now' | 'locale' | 'text'>) {
  const { validUntil } = row.order
  const bounded = clampText(validUntil ?? '', 40)
  return (
    <td role="cell" className="pk-desk__expires">
      <time dateTime={bounded} title={bounded}>
        {relativeTime(validUntil, now, locale) || text.never}
      </time>
      {row.expiresSoon && <span className="pk-desk__soon">{text.expiresSoon}</span>}
    </td>
  )
}

export function DeskRow(props: DeskRowProps) {
  const { row, selected, outcomes, currencies, locale, text, index, measure, collectionOf } = props
  const { order, side } = row
  const price = priceParts(order, currencies, locale)
  // The symbol is the app's or the chain's text: bounded, the whole price in the cell's title.
  const symbol = clampText(price.symbol, 24)
  const collection = collectionOf?.(row)
  return (
    <tr
      role="row"
      ref={measure}
      data-index={index}
      aria-rowindex={index + 2}
      className="pk-desk__row"
      data-side={side}
      data-selected={selected || undefined}
      data-listed={row.listed || undefined}
    >
      <SelectCell {...props} collection={collection} />
      <CollectibleCell {...props} />
      {collection !== undefined && (
        <td role="cell" className="pk-desk__collection" title={collection}>
          <span className="pk-desk__clip">
            <bdi>{collection}</bdi>
          </span>
        </td>
      )}
      <td role="cell" className="pk-desk__side">
        {side === 'listing' ? text.listing : text.offer}
      </td>
      <td role="cell" className="pk-desk__price" title={price.full}>
        {price.amount}
        <bdi className="pk-visually-hidden"> {symbol}</bdi>
      </td>
      <td role="cell" className="pk-desk__symbol" title={price.full}>
        <bdi aria-hidden="true">{symbol}</bdi>
      </td>
      <td role="cell" className="pk-desk__marketplace" title={order.originName}>
        <span className="pk-desk__clip">
          <bdi>{clampText(marketplaceName(order) ?? '', 48)}</bdi>
        </span>
      </td>
      <ExpiresCell {...props} />
      <td role="cell" className="pk-desk__quantity" title={order.quantityRemainingFormatted}>
        {/* Narrow, the column headers are hidden: the quantity says what it is. */}
        <span className="pk-desk__cell-label" aria-hidden="true">
          {text.quantityShort}{' '}
        </span>
        {formatQuantity(order.quantityRemainingFormatted, order.quantityRemaining)}
      </td>
      {outcomes && (
        <td role="cell" className="pk-desk__status">
          <Outcome row={row} text={text} />
        </td>
      )}
    </tr>
  )
}

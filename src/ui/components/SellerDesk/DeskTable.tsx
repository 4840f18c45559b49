// biome-ignore-all lint/a11y/noRedundantRoles: each element of an order table states its role, so a row laid out with CSS `display` keeps its table semantics in every browser
'use client'
/** The seller's desk's table parts besides its rows: the header, the skeleton, "Select all". */
import { useEffect, useRef } from 'react'
import type { SellerDeskSort } from './deskSort.js'
import type { SellerDeskStrings } from './strings.js'

/** "Select all": checked, unchecked or mixed (`indeterminate`), as the selection of the rows is. */
export function SelectAll({
  state,
  disabled,
  onToggle,
  label,
}: {
  readonly state: 'all' | 'some' | 'none'
  readonly disabled: boolean
  readonly onToggle: () => void
  readonly label: string
}) {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some'
  }, [state])
  return (
    <label className="pk-desk__all">
      <input
        ref={box}
        type="checkbox"
        checked={state === 'all'}
        aria-checked={state === 'some' ? 'mixed' : state === 'all'}
        disabled={disabled}
        onChange={onToggle}
      />
      {label}
    </label>
  )
}

/** A column header that sorts: a button named as the column, and `aria-sort` on the header. */
function SortHeader({
  column,
  label,
  sort,
  onSort,
  className,
}: {
  readonly column: SellerDeskSort['column']
  readonly label: string
  readonly sort: SellerDeskSort | undefined
  readonly onSort: ((column: SellerDeskSort['column']) => void) | undefined
  readonly className?: string
}) {
  const on = sort?.column === column ? sort.direction : undefined
  if (!onSort) {
    return (
      <th role="columnheader" scope="col" className={className}>
        {label}
      </th>
    )
  }
  return (
    <th role="columnheader" scope="col" className={className} aria-sort={on ?? 'none'}>
      <button
        type="button"
        className="pk-desk__sort"
        data-direction={on}
        onClick={() => onSort(column)}
      >
        {label}
        <span className="pk-desk__arrow" aria-hidden="true">
          {on === 'ascending' ? '↑' : on === 'descending' ? '↓' : '↕'}
        </span>
      </button>
      {/* Narrow, the headers are out of view and the bar's menu sorts: the name alone. */}
      <span className="pk-desk__sort-name">{label}</span>
    </th>
  )
}

/** The column headers; hidden on a narrow desk, where each cell says what it is. */
export function DeskHead({
  outcomes,
  collections,
  sort,
  onSort,
  text,
}: {
  readonly outcomes: boolean
  /** Whether a collection column is shown. */
  readonly collections: boolean
  readonly sort?: SellerDeskSort | undefined
  readonly onSort?: ((column: SellerDeskSort['column']) => void) | undefined
  readonly text: SellerDeskStrings
}) {
  const c = text.columns
  const sorting = { sort, onSort }
  return (
    <thead role="rowgroup" className="pk-desk__head">
      <tr role="row" aria-rowindex={1}>
        <th role="columnheader" scope="col" className="pk-desk__select">
          <span className="pk-visually-hidden">{c.select}</span>
        </th>
        <th role="columnheader" scope="col">
          {c.collectible}
        </th>
        {collections && (
          <th role="columnheader" scope="col">
            {c.collection}
          </th>
        )}
        <th role="columnheader" scope="col">
          {c.side}
        </th>
        <SortHeader column="price" label={c.price} className="pk-desk__price" {...sorting} />
        <th role="columnheader" scope="col">
          <span className="pk-visually-hidden">{c.currency}</span>
        </th>
        <th role="columnheader" scope="col">
          {c.marketplace}
        </th>
        <SortHeader column="expires" label={c.expires} {...sorting} />
        <th role="columnheader" scope="col" className="pk-desk__quantity">
          {c.quantity}
        </th>
        {outcomes && (
          <th role="columnheader" scope="col">
            {c.status}
          </th>
        )}
      </tr>
    </thead>
  )
}

/** Rows of grey while the orders load: the table keeps its place, and nothing in it speaks. */
export function DeskSkeleton({
  rows = 4,
  columns = 8,
}: {
  readonly rows?: number
  readonly columns?: number
}) {
  return (
    <tbody role="rowgroup" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders that never move
        <tr key={i} role="row" className="pk-desk__row">
          <td role="cell" colSpan={columns}>
            <div className="pk-skeleton pk-desk__row-skeleton" />
          </td>
        </tr>
      ))}
    </tbody>
  )
}

/** The sorts the bar's menu offers (a narrow desk, whose headers are out of view). */
const SORTS = [
  ['price', 'ascending'],
  ['price', 'descending'],
  ['expires', 'ascending'],
  ['expires', 'descending'],
] as const

/** The bar's sort menu: shown where the column headers are not (CSS), the same sorts. */
export function SortMenu({
  sort,
  onSort,
  text,
}: {
  readonly sort: SellerDeskSort | undefined
  readonly onSort: (
    column: SellerDeskSort['column'],
    direction: SellerDeskSort['direction'],
  ) => void
  readonly text: SellerDeskStrings
}) {
  return (
    <label className="pk-desk__sortmenu">
      {text.sortLabel}
      <select
        value={sort ? `${sort.column} ${sort.direction}` : ''}
        onChange={(event) => {
          const [column, direction] = event.target.value.split(' ') as [
            SellerDeskSort['column'],
            SellerDeskSort['direction'],
          ]
          onSort(column, direction)
        }}
      >
        <option value="" disabled>
          {text.sortNone}
        </option>
        {SORTS.map(([column, direction]) => (
          <option key={`${column} ${direction}`} value={`${column} ${direction}`}>
            {text.sorts[`${column} ${direction}`]}
          </option>
        ))}
      </select>
    </label>
  )
}

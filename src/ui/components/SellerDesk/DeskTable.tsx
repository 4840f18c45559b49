'use client'
/** The seller's desk's table parts besides its rows: the header, the skeleton, "Select all". */
import { useEffect, useRef } from 'react'
import { ROLE } from '../../shared/tableRoles.js'
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

/** The column headers; hidden on a narrow desk, where each cell says what it is. */
export function DeskHead({
  outcomes,
  text,
}: {
  readonly outcomes: boolean
  readonly text: SellerDeskStrings
}) {
  const c = text.columns
  return (
    <thead {...ROLE.rowgroup} className="pk-desk__head">
      <tr {...ROLE.row}>
        <th {...ROLE.columnheader} scope="col" className="pk-desk__select">
          <span className="pk-visually-hidden">{c.select}</span>
        </th>
        <th {...ROLE.columnheader} scope="col">
          {c.collectible}
        </th>
        <th {...ROLE.columnheader} scope="col">
          {c.side}
        </th>
        <th {...ROLE.columnheader} scope="col" className="pk-desk__price">
          {c.price}
        </th>
        <th {...ROLE.columnheader} scope="col">
          <span className="pk-visually-hidden">{c.currency}</span>
        </th>
        <th {...ROLE.columnheader} scope="col">
          {c.marketplace}
        </th>
        <th {...ROLE.columnheader} scope="col">
          {c.expires}
        </th>
        <th {...ROLE.columnheader} scope="col" className="pk-desk__quantity">
          {c.quantity}
        </th>
        {outcomes && (
          <th {...ROLE.columnheader} scope="col">
            {c.status}
          </th>
        )}
      </tr>
    </thead>
  )
}

/** Rows of grey while the orders load: the table keeps its place, and nothing in it speaks. */
export function DeskSkeleton({ rows = 4 }: { readonly rows?: number }) {
  return (
    <tbody {...ROLE.rowgroup} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders that never move
        <tr key={i} {...ROLE.row} className="pk-desk__row">
          <td {...ROLE.cell} colSpan={8}>
            <div className="pk-skeleton pk-desk__row-skeleton" />
          </td>
        </tr>
      ))}
    </tbody>
  )
}

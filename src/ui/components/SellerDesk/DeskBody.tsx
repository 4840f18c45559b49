// biome-ignore-all lint/a11y/noRedundantRoles: each element of an order table states its role, so a row laid out with CSS `display` keeps its table semantics in every browser
'use client'
/**
 * The seller's desk's rows, virtualized (issue 45): the rows in view and a
 * few beyond are in the DOM — 1,000 orders render as some twenty rows —
 * between two spacer rows as tall as the rows left out, in a box that
 * scrolls under the column headers. Each row says its place (`aria-rowindex`
 * of the table's `aria-rowcount`); the focused row stays rendered; ↑ and ↓
 * move between the rows' check boxes, scrolling as they go.
 */
import { type KeyboardEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react'
import { useVirtualGrid } from '../../shared/useVirtualGrid.js'
import { DeskRow, type DeskRowProps } from './DeskRow.js'
import type { SellerDeskRow } from './useSellerDesk.js'

export interface DeskBodyProps
  extends Omit<DeskRowProps, 'row' | 'selected' | 'index' | 'measure'> {
  readonly rows: readonly SellerDeskRow[]
  readonly selected: ReadonlySet<string>
  /** The box that scrolls. */
  readonly viewport: RefObject<HTMLElement | null>
  /** The columns a spacer row spans. */
  readonly columns: number
  /** Told the rows rendered, each time they change. */
  readonly onRowsShown?: ((rows: readonly SellerDeskRow[]) => void) | undefined
  /** The size to assume before the box can be measured (server rendering, jsdom). */
  readonly initialRect?: { readonly width: number; readonly height: number } | undefined
}

/** A spacer: the height of the rows left out, hidden from screen readers. */
const Spacer = ({ height, columns }: { readonly height: number; readonly columns: number }) =>
  height > 0 ? (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty row, nothing in it takes the focus
    <tr className="pk-desk__spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  ) : null

/** The check box of the row at `index`, once rendered. */
const boxOf = (body: HTMLElement | null, index: number) =>
  body?.querySelector<HTMLInputElement>(`tr[data-index="${index}"] input[type="checkbox"]`)

export function DeskBody({
  rows,
  selected,
  viewport,
  columns,
  onRowsShown,
  initialRect,
  ...row
}: DeskBodyProps) {
  const body = useRef<HTMLTableSectionElement>(null)
  const [focused, setFocused] = useState<number>()
  const width = initialRect?.width ?? 1024
  const height = initialRect?.height ?? 560
  const fallback = useMemo(() => ({ width, height }), [width, height])
  const virtual = useVirtualGrid({
    rowCount: rows.length,
    rowEstimate: 56,
    overscan: 6,
    keepRow: focused !== undefined && focused < rows.length ? focused : undefined,
    getRowKey: (index) => rows[index]?.key ?? index,
    scroll: 'self',
    viewport,
    grid: body,
    fallback,
  })
  const shown = virtual.rows.flatMap((v) => rows[v.index] ?? [])
  const shownKey = shown.map((r) => r.key).join(' ')
  // biome-ignore lint/correctness/useExhaustiveDependencies: told when the rendered rows change
  useEffect(() => onRowsShown?.(shown), [shownKey, onRowsShown])
  // ↑/↓ to the next row's box: scrolled to first, focused once it is rendered.
  const pending = useRef<number | undefined>(undefined)
  useEffect(() => {
    const at = pending.current
    const box = at === undefined ? undefined : boxOf(body.current, at)
    if (box) {
      pending.current = undefined
      box.focus()
    }
  })
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const at = Number((event.target as HTMLElement).closest('tr')?.dataset.index)
    const next = at + (event.key === 'ArrowDown' ? 1 : -1)
    if (Number.isNaN(at) || next < 0 || next >= rows.length) return
    event.preventDefault()
    const box = boxOf(body.current, next)
    if (box) return box.focus()
    pending.current = next
    virtual.scrollToRow(next)
  }
  const first = virtual.rows[0]
  const last = virtual.rows.at(-1)
  return (
    <tbody
      ref={body}
      role="rowgroup"
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const at = Number((event.target as HTMLElement).closest('tr')?.dataset.index)
        if (!Number.isNaN(at)) setFocused(at)
      }}
    >
      <Spacer height={first ? virtual.offsetOf(first) : 0} columns={columns} />
      {virtual.rows.map((v) => {
        const entry = rows[v.index]
        if (!entry) return null
        return (
          <DeskRow
            key={entry.key}
            {...row}
            row={entry}
            index={v.index}
            measure={virtual.measureRow}
            selected={selected.has(entry.key)}
          />
        )
      })}
      <Spacer height={last ? virtual.totalSize - last.end : 0} columns={columns} />
    </tbody>
  )
}

'use client'
/**
 * The keyboard and focus logic of a grid of cards (the ARIA grid pattern with
 * a roving tab index), without its markup: `CollectibleGridView` uses it, and
 * an app can drive its own grid with it.
 */
import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import { nextGridIndex } from './gridKeys.js'

/** Options of {@link useGridNavigation}. */
export interface GridNavigationOptions {
  /** How many items the grid has. */
  readonly count: number
  /** Items per row. */
  readonly columns: number
  /** Rows that Page Up and Page Down move: about a screenful (default 1). */
  readonly pageRows?: number
  /**
   * Brings a row into view before its item is focused: a virtualized grid
   * renders the row then (e.g. `(row) => virtualizer.scrollToIndex(row)`).
   */
  readonly scrollToRow?: (row: number) => void
}

/** What {@link useGridNavigation} gives the markup. */
export interface GridNavigation {
  /** The item that holds the grid's one tab stop. */
  readonly activeIndex: number
  /** The row of `activeIndex` (a virtualized grid keeps it rendered). */
  readonly activeRow: number
  /** Put on the element with `role="grid"`: the cells are looked up inside it. */
  readonly gridRef: RefObject<HTMLDivElement | null>
  /** Put on the grid element: moves the focus with the arrow, Home, End and Page keys. */
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  /** Put on the grid element: an item focused by pointer or Tab becomes the tab stop. */
  readonly onFocus: (event: FocusEvent<HTMLElement>) => void
  /** The tab index of an item's focusable element: 0 for the tab stop, -1 for the others. */
  readonly tabIndexOf: (index: number) => 0 | -1
  /** Moves the tab stop and the focus to an item (scrolling its row into view). */
  readonly moveTo: (index: number) => void
}

/**
 * The keyboard and focus logic of a grid of `count` items in rows of
 * `columns`: one tab stop (a roving tab index), the arrow keys, Home, End,
 * Ctrl+Home, Ctrl+End, Page Up and Page Down (see `nextGridIndex`), focus
 * following once the target row is rendered, and the tab stop following a
 * pointer. Give each cell `data-pk-index={index}` and its focusable element
 * `tabIndex={tabIndexOf(index)}`; keys typed in inputs inside the grid are
 * left alone.
 *
 * @example
 * ```tsx
 * const nav = useGridNavigation({ count: items.length, columns: 4 })
 * <div role="grid" ref={nav.gridRef} onKeyDown={nav.onKeyDown} onFocus={nav.onFocus}>
 *   {rows.map((row) => (
 *     <div role="row" key={row.id}>
 *       {row.items.map((item) => (
 *         <div role="gridcell" key={item.id} data-pk-index={item.index}>
 *           <a href={item.href} tabIndex={nav.tabIndexOf(item.index)}>{item.name}</a>
 *         </div>
 *       ))}
 *     </div>
 *   ))}
 * </div>
 * ```
 */
export function useGridNavigation({
  count,
  columns,
  pageRows = 1,
  scrollToRow,
}: GridNavigationOptions): GridNavigation {
  const gridRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  const activeIndex = Math.min(active, Math.max(count - 1, 0))
  const perRow = Math.max(1, columns)
  const activeRow = Math.floor(activeIndex / perRow)
  const focusPending = useRef<number | undefined>(undefined)

  // Focus follows the keys once the target is the tab stop and its row is rendered. The pending
  // item is named: a render may come before the move's, and must not take the focus to the item
  // the tab stop is leaving.
  useEffect(() => {
    if (focusPending.current !== activeIndex) return
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-pk-index="${activeIndex}"]`)
    if (!cell) return
    focusPending.current = undefined
    const target = cell.querySelector<HTMLElement>('[tabindex="0"]') ?? cell
    target.focus({ preventScroll: true })
  })

  const moveTo = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(index, count - 1))
      setActive(next)
      focusPending.current = next
      scrollToRow?.(Math.floor(next / perRow))
    },
    [count, perRow, scrollToRow],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.metaKey) return
    const target = event.target as HTMLElement
    if (target.closest('input, textarea, select, [contenteditable]')) return
    const next = nextGridIndex(event, { index: activeIndex, count, columns: perRow, pageRows })
    // Not a key of the grid, or an empty grid.
    if (next === undefined) return
    event.preventDefault()
    moveTo(next)
  }

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-pk-index]')
    const index = Number(cell?.dataset.pkIndex)
    if (Number.isInteger(index) && index !== activeIndex) setActive(index)
  }

  const tabIndexOf = (index: number) => (index === activeIndex ? 0 : -1)
  return { activeIndex, activeRow, gridRef, onKeyDown, onFocus, tabIndexOf, moveTo }
}

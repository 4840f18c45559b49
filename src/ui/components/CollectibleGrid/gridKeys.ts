/** The keys of a grid of cards laid out in rows: where each one moves the focus. */

/** Where the focus is, and the grid it moves in. */
export interface GridPosition {
  /** The focused item, from 0. */
  readonly index: number
  /** How many items there are. */
  readonly count: number
  /** Items per row (the last row may be shorter). */
  readonly columns: number
  /** Rows that Page Up and Page Down move: about a screenful. */
  readonly pageRows: number
}

/** The modifier keys that change a move (Ctrl+Home, Ctrl+End). */
export interface GridKey {
  readonly key: string
  readonly ctrlKey?: boolean
}

/**
 * The item a key moves the focus to in a grid of `count` items in rows of
 * `columns`, or undefined for a key the grid does not handle. Arrow keys move
 * one item (left and right follow the reading order across rows; down into a
 * shorter last row stops at its last item), Home and End go to the start and
 * end of the row, Ctrl+Home and Ctrl+End to the first and last item, Page Up
 * and Page Down `pageRows` rows in the same column. The ARIA grid pattern's
 * moves, as a pure function for any markup.
 *
 * @example
 * ```ts
 * nextGridIndex({ key: 'ArrowDown' }, { index: 1, count: 10, columns: 4, pageRows: 2 }) // 5
 * ```
 */
export function nextGridIndex(key: GridKey, at: GridPosition): number | undefined {
  const { count, pageRows } = at
  const columns = Math.max(1, at.columns)
  if (count <= 0) return undefined
  const index = Math.max(0, Math.min(at.index, count - 1))
  const column = index % columns
  const rowStart = index - column
  const last = count - 1
  const row = Math.floor(index / columns)
  const step = Math.max(1, pageRows)
  switch (key.key) {
    case 'ArrowRight':
      return Math.min(index + 1, last)
    case 'ArrowLeft':
      return Math.max(index - 1, 0)
    case 'ArrowDown':
      return rowStart + columns <= last ? Math.min(index + columns, last) : index
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index
    case 'Home':
      return key.ctrlKey ? 0 : rowStart
    case 'End':
      return key.ctrlKey ? last : Math.min(rowStart + columns - 1, last)
    case 'PageDown': {
      const target = Math.min(row + step, Math.floor(last / columns))
      return Math.min(target * columns + column, last)
    }
    case 'PageUp':
      return Math.max(row - step, 0) * columns + column
    default:
      return undefined
  }
}

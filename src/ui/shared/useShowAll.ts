'use client'
/**
 * A list cut to a short scroll box until asked to show everything, with a
 * button that says how many there are, so that a long list is not silently
 * cut. No markup: the filter panel draws it, or an app's own list.
 */
import { useId, useState } from 'react'

/** Lists longer than this are cut until shown in full (default of `useShowAll`). */
export const SHOW_ALL_AFTER = 8

export interface UseShowAllOptions {
  /** Lists longer than this are cut (default 8). */
  readonly after?: number | undefined
}

export interface UseShowAllResult {
  /** The list is longer than `after`: offer the button. */
  readonly long: boolean
  /** The user asked to see the whole list. */
  readonly expanded: boolean
  /** Shows the whole list, or cuts it again. */
  readonly toggle: () => void
  /** For the list: its id, and `data-expanded` when it is shown in full (asked, or short). */
  readonly listProps: { readonly id: string; readonly 'data-expanded': true | undefined }
  /** For the button: its state and the list it controls, and `toggle` on click. */
  readonly buttonProps: {
    readonly 'aria-expanded': boolean
    readonly 'aria-controls': string
    readonly onClick: () => void
  }
}

/**
 * The state of a "Show all N" list, for any markup: whether the list of
 * `count` items is long enough to cut, whether the user opened it, and the
 * props that tie the list and its button together (`aria-controls`,
 * `aria-expanded`; `data-expanded` on the list, which the kit's CSS uses to
 * lift the height limit). The filter panel's value lists use it.
 *
 * @example
 * ```tsx
 * const all = useShowAll(items.length)
 * <ul {...all.listProps}>{items.map((i) => <li key={i}>{i}</li>)}</ul>
 * {all.long && <button type="button" {...all.buttonProps}>{all.expanded ? 'Fewer' : `All ${items.length}`}</button>}
 * ```
 */
export function useShowAll(
  count: number,
  { after = SHOW_ALL_AFTER }: UseShowAllOptions = {},
): UseShowAllResult {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const long = count > after
  const toggle = () => setExpanded(!expanded)
  return {
    long,
    expanded,
    toggle,
    listProps: { id, 'data-expanded': expanded || !long || undefined },
    buttonProps: { 'aria-expanded': expanded, 'aria-controls': id, onClick: toggle },
  }
}

'use client'
/**
 * The logic of a filter panel that opens as a sheet on a narrow screen: where
 * it is drawn (a media query, or the app's choice), whether the sheet is open,
 * the native modal `<dialog>` kept in step with that, focus on opening and
 * back on the button on closing, and how many conditions the panel sets. No
 * markup: `FilterSheet` draws it, or an app's own.
 */
import {
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { closeDialog, useModalDialog } from '../../shared/useModalDialog.js'

/** Where the filters are drawn: in place, as a sheet, or by the width (`media`). */
export type FilterPresentation = 'auto' | 'panel' | 'sheet'

/** Below this width `auto` draws a sheet: where the demo's and most marketplaces' sidebars go. */
export const FILTER_SHEET_MEDIA = '(max-width: 800px)'

export interface UseFilterSheetOptions {
  /** The filter the panel edits: its conditions are counted on the button. */
  readonly value: CollectiblesFilter
  /** `auto` (default): a sheet while `media` matches, else the panel in place. */
  readonly presentation?: FilterPresentation | undefined
  /** The media query of a narrow screen (default `FILTER_SHEET_MEDIA`). */
  readonly media?: string | undefined
}

export interface UseFilterSheetResult {
  /** The filters are drawn as a sheet behind a button (else the panel in place). */
  readonly sheet: boolean
  /** The sheet is open. */
  readonly open: boolean
  /** Opens the sheet. */
  readonly show: () => void
  /** Closes the sheet; focus goes back to the button. */
  readonly close: () => void
  /** The conditions the panel sets (search, each marketplace, currency and value, each range). */
  readonly active: number
  /** For the `<dialog>`: shown modal (`showModal`) while open — the page behind inert, Escape closes. */
  readonly dialogRef: RefObject<HTMLDialogElement | null>
  /** For the button that opens it: focused again when the sheet closes. */
  readonly buttonRef: RefObject<HTMLButtonElement | null>
  /** For the element focused when the sheet opens (its close button). */
  readonly initialFocusRef: RefObject<HTMLButtonElement | null>
  /** The dialog's `onClose`: Escape, a `method="dialog"` form, or `close()`. */
  readonly onDialogClose: () => void
}

/**
 * How many conditions of `filter` a filter panel shows: the search, each
 * marketplace, currency and property value, and each property range. The
 * accounts a link may carry (`inAccounts`, `ordersCreatedBy`) are not the
 * panel's and are not counted.
 *
 * @example
 * ```ts
 * activeFilterCount({ searchText: 'kraken', marketplaces: ['opensea'] }) // 2
 * ```
 */
export function activeFilterCount(filter: CollectiblesFilter): number {
  let count = (filter.searchText ? 1 : 0) + (filter.marketplaces?.length ?? 0)
  count += filter.currencies?.length ?? 0
  for (const p of filter.properties ?? []) {
    count += (p.values?.length ?? 0) + (p.min !== undefined || p.max !== undefined ? 1 : 0)
  }
  return count
}

/** Whether `media` matches, as it changes; false on the server and where there is no matchMedia. */
function useMedia(media: string, enabled: boolean): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!enabled || typeof window === 'undefined' || !window.matchMedia) return () => {}
      const query = window.matchMedia(media)
      query.addEventListener('change', changed)
      return () => query.removeEventListener('change', changed)
    },
    [media, enabled],
  )
  return useSyncExternalStore(
    subscribe,
    () => enabled && typeof window !== 'undefined' && !!window.matchMedia?.(media).matches,
    () => false,
  )
}

/**
 * The state and behaviour of a filter sheet, for any markup: on a narrow
 * screen (or always, with `presentation: 'sheet'`) the filters wait behind a
 * button and open in a modal `<dialog>` — focus kept inside, the page behind
 * inert, Escape and a close button close it, focus returns to the button;
 * on a wide one they stay a panel in place. Widening the window closes it.
 *
 * @example
 * ```tsx
 * const sheet = useFilterSheet({ value: filter })
 * if (!sheet.sheet) return <FilterPanel {...props} />
 * <button ref={sheet.buttonRef} onClick={sheet.show}>Filters ({sheet.active})</button>
 * <dialog ref={sheet.dialogRef} onClose={sheet.onDialogClose}>
 *   {sheet.open && <FilterPanel {...props} />}
 *   <button ref={sheet.initialFocusRef} onClick={sheet.close}>Close</button>
 * </dialog>
 * ```
 */
export function useFilterSheet({
  value,
  presentation = 'auto',
  media = FILTER_SHEET_MEDIA,
}: UseFilterSheetOptions): UseFilterSheetResult {
  const narrow = useMedia(media, presentation === 'auto')
  const sheet = presentation === 'sheet' || (presentation === 'auto' && narrow)
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const initialFocusRef = useRef<HTMLButtonElement>(null)
  const shown = open && sheet
  // Widened to a panel in place: closed, so that narrowing again does not open it by itself.
  useEffect(() => {
    if (!sheet) setOpen(false)
  }, [sheet])
  // Focus on the close button, not the search field: on a phone its keyboard would cover the sheet.
  const dialogRef = useModalDialog(shown, () => initialFocusRef.current?.focus())

  const onDialogClose = useCallback(() => {
    setOpen(false)
    buttonRef.current?.focus()
  }, [])
  const close = useCallback(
    () => closeDialog(dialogRef.current, onDialogClose),
    [dialogRef, onDialogClose],
  )

  return {
    sheet,
    open: shown,
    show: useCallback(() => setOpen(true), []),
    close,
    active: activeFilterCount(value),
    dialogRef,
    buttonRef,
    initialFocusRef,
    onDialogClose,
  }
}

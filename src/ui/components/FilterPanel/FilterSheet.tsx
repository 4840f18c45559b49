'use client'
/**
 * The filter panel as marketplaces draw it on a phone: a button that says how
 * many conditions are set, opening the panel in a sheet — a native modal
 * `<dialog>` at the foot of the screen — with a close button and "Show N
 * results", N as the grid counts them. On a wide screen, the panel in place.
 */
import { type ForwardedRef, useId } from 'react'
import { cx } from '../../shared/format.js'
import { guarded } from '../../shared/Guarded.js'
import { fill, withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { FilterPanel, type FilterPanelProps } from './FilterPanel.js'
import { FILTER_PANEL_STRINGS, type FilterPanelStrings } from './strings.js'
import { type FilterPresentation, useFilterSheet } from './useFilterSheet.js'

export {
  activeFilterCount,
  FILTER_SHEET_MEDIA,
  type FilterPresentation,
  type UseFilterSheetOptions,
  type UseFilterSheetResult,
  useFilterSheet,
} from './useFilterSheet.js'

/** The results of the filter, as the grid counts them (its `onResultCount`). */
export interface FilterSheetResults {
  /** How many are loaded. */
  readonly count: number
  /** Later pages exist: the count is a lower bound (`60+`). */
  readonly more: boolean
}

export interface FilterSheetProps extends FilterPanelProps {
  /** The results of the filter, for the "Show N results" button; none yet: "Show results". */
  readonly results?: FilterSheetResults | undefined
  /** `auto` (default): a sheet while `media` matches, else the panel in place; or always one of them. */
  readonly presentation?: FilterPresentation
  /** The media query of a narrow screen (default `FILTER_SHEET_MEDIA`, 800 px and narrower). */
  readonly media?: string
}

/** "Show 60+ results", "Show 1 result", "Show 42 results", or "Show results" before the count. */
function showResults(
  results: FilterSheetResults | undefined,
  locale: string,
  text: FilterPanelStrings,
) {
  if (!results) return text.showResultsUnknown
  const { count, more } = results
  const template = more
    ? text.showResultsMore
    : count === 1
      ? text.showResultsOne
      : text.showResults
  return fill(template, { count: count.toLocaleString(locale) })
}

function FilterSheetUnguarded(
  { results, presentation, media, ...panel }: FilterSheetProps,
  ref: ForwardedRef<HTMLFormElement>,
) {
  const text = withStrings(FILTER_PANEL_STRINGS, panel.strings)
  const locale = useLocale(panel.locale)
  const sheet = useFilterSheet({ value: panel.value, presentation, media })
  const id = useId()
  if (!sheet.sheet) return <FilterPanel {...panel} ref={ref} />
  return (
    <>
      <button
        ref={sheet.buttonRef}
        type="button"
        className="pk-button pk-filter-sheet__open"
        data-variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={sheet.open}
        aria-controls={id}
        onClick={sheet.show}
      >
        {sheet.active > 0
          ? fill(text.sheetButtonActive, { count: sheet.active })
          : text.sheetButton}
      </button>
      <dialog
        ref={sheet.dialogRef}
        id={id}
        className="pk-filter-sheet"
        aria-label={text.label}
        onClose={sheet.onDialogClose}
      >
        {sheet.open && (
          <>
            <FilterPanel
              {...panel}
              ref={ref}
              className={cx('pk-filter-sheet__panel', panel.className)}
              headerAction={
                <button
                  ref={sheet.initialFocusRef}
                  type="button"
                  className="pk-button pk-filter-sheet__close"
                  data-variant="secondary"
                  onClick={sheet.close}
                >
                  {text.close}
                </button>
              }
            />
            <div className="pk-filter-sheet__footer">
              <button
                type="button"
                className="pk-button pk-filter-sheet__show"
                onClick={sheet.close}
              >
                {showResults(results, locale, text)}
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  )
}

/**
 * A collection's filter panel that opens as a sheet on a narrow screen, as
 * marketplaces draw it on a phone: a "Filters (2)" button, then a modal
 * `<dialog>` at the foot of the screen (focus kept inside, the page behind
 * inert, Escape or Close to leave) holding the `FilterPanel`, with "Show N
 * results" — N as the grid counts them, `60+` while pages remain — which
 * closes it onto the grid. On a wide screen (`media` not matching) it is the
 * `FilterPanel` in place. Its logic is `useFilterSheet`, for an app's own markup.
 *
 * @example
 * ```tsx
 * const [filter, setFilter] = useFilterSearchParams()
 * const [results, setResults] = useState<FilterSheetResults>()
 * <FilterSheet network="polygon" contractAddress="0x…" value={filter} onChange={setFilter} results={results} />
 * <CollectibleGrid network="polygon" contractAddress="0x…" filter={filter} onResultCount={setResults} />
 * ```
 */
export const FilterSheet = guarded(FilterSheetUnguarded, 'FilterSheet', 'pk-filter-sheet__open')

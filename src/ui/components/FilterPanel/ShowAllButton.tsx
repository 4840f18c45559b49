'use client'
import { fill } from '../../shared/strings.js'
/** The "Show all N" button of a long list in the filter panel. */
import type { UseShowAllResult } from '../../shared/useShowAll.js'
import type { FilterPanelStrings } from './strings.js'

export interface ShowAllButtonProps {
  readonly showAll: UseShowAllResult
  /** The number of items in the list. */
  readonly count: number
  readonly text: FilterPanelStrings
}

/** The button that opens a long list to its full height and closes it again; nothing for a short list. */
export function ShowAllButton({ showAll, count, text }: ShowAllButtonProps) {
  if (!showAll.long) return null
  return (
    <button type="button" className="pk-filters__show-all" {...showAll.buttonProps}>
      {showAll.expanded ? text.showFewer : fill(text.showAll, { count })}
    </button>
  )
}

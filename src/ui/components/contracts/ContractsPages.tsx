'use client'
/** The page navigation of the contracts table: previous, the page number, next. */
import { fill } from '../../lib/strings.js'
import type { ContractsTableStrings } from './strings.js'

export interface ContractsPagesProps {
  readonly page: number
  readonly hasPrevious: boolean
  readonly hasNext: boolean
  readonly onPrevious: (() => void) | undefined
  readonly onNext: (() => void) | undefined
  readonly text: ContractsTableStrings
}

/** The page navigation of `ContractsTableView`. Internal to it. */
export function ContractsPages({
  page,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  text,
}: ContractsPagesProps) {
  return (
    <nav className="pk-contracts__pages" aria-label={text.pagination}>
      {/* aria-disabled rather than disabled: the focus stays on the button at either end. */}
      <button
        type="button"
        className="pk-button"
        data-variant="secondary"
        aria-disabled={!hasPrevious || undefined}
        onClick={() => hasPrevious && onPrevious?.()}
      >
        {text.previous}
      </button>
      <span className="pk-contracts__page" aria-live="polite">
        {fill(text.page, { page })}
      </span>
      <button
        type="button"
        className="pk-button"
        data-variant="secondary"
        aria-disabled={!hasNext || undefined}
        onClick={() => hasNext && onNext?.()}
      >
        {text.next}
      </button>
    </nav>
  )
}

'use client'
/** The contracts table's previous and next page buttons, with the page number between them. */
import { fill } from '../../shared/strings.js'
import type { ContractsTableViewProps } from './props.js'
import type { ContractsTableStrings } from './strings.js'

interface ContractsPagesProps
  extends Pick<ContractsTableViewProps, 'hasPrevious' | 'hasNext' | 'onPrevious' | 'onNext'> {
  readonly page: number
  readonly text: ContractsTableStrings
}

/**
 * A `nav` of the two page buttons, `aria-disabled` rather than disabled at
 * either end (the focus stays on the button), and the page announced.
 */
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

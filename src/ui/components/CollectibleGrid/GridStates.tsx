'use client'
/**
 * What the grid shows instead of its cards: skeletons while the first page
 * loads, the error with a retry, or the empty state.
 */
import { RetryAlert } from '../../shared/RetryAlert.js'
import { CollectibleCardSkeleton } from '../CollectibleCard/CollectibleCard.js'
import type { GridPartProps } from './useGridView.js'

/** The grid without cards: skeletons in rows of `columns` while `pending`, the error, or the empty state. */
export function GridState({ grid: { loadingRows = 2, onRetry }, view }: GridPartProps) {
  const { state, text } = view
  if (state === 'pending')
    return (
      <div className="pk-grid__skeletons" role="status">
        <span className="pk-visually-hidden">{text.loading}</span>
        {Array.from({ length: view.columns * Math.max(1, loadingRows) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have nothing else to key on
          <CollectibleCardSkeleton key={i} decorative />
        ))}
      </div>
    )
  if (state === 'error')
    return (
      <RetryAlert
        className="pk-grid__message"
        message={text.error}
        retryLabel={text.retry}
        onRetry={onRetry}
      />
    )
  if (state === 'empty')
    return (
      <p className="pk-grid__message" role="status">
        {text.empty}
      </p>
    )
  return null
}

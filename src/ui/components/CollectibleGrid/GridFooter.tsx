'use client'
/** Below a grid's cards: "Loading more collectibles…" while a page loads, and its error with a retry. */
import { RetryAlert } from '../../shared/RetryAlert.js'
import type { CollectibleGridStrings } from './strings.js'

export function GridFooter({
  isFetchingNextPage,
  isFetchNextPageError,
  fetchNextPage,
  text,
}: {
  readonly isFetchingNextPage: boolean
  readonly isFetchNextPageError: boolean
  readonly fetchNextPage: (() => unknown) | undefined
  readonly text: CollectibleGridStrings
}) {
  return (
    <div className="pk-grid__footer">
      <div className="pk-grid__more" role="status">
        {isFetchingNextPage && (
          <>
            <span className="pk-grid__spinner" aria-hidden="true" />
            {text.loadingMore}
          </>
        )}
      </div>
      {isFetchNextPageError && !isFetchingNextPage && (
        <RetryAlert
          className="pk-grid__more"
          message={text.nextPageError}
          retryLabel={text.retry}
          onRetry={fetchNextPage}
          inline
          variant="secondary"
        />
      )}
    </div>
  )
}

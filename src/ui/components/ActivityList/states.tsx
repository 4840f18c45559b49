'use client'
/** The activity list's states besides its rows: skeleton rows while loading, and its footer. */
import { RetryAlert } from '../../shared/RetryAlert.js'
import type { ActivityListStrings } from './strings.js'

/** Rows of grey in the rows' own layout while the first page loads; nothing in them speaks. */
export function ActivitySkeleton({ rows = 6 }: { readonly rows?: number }) {
  return (
    <div className="pk-activity__skeletons" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders that never move
        <div key={i} className="pk-activity__row pk-activity__row--skeleton">
          <span className="pk-skeleton pk-activity__bone" data-part="kind" />
          <span className="pk-skeleton pk-activity__bone" data-part="token" />
          <span className="pk-skeleton pk-activity__bone" data-part="amount" />
          <span className="pk-activity__meta">
            <span className="pk-skeleton pk-activity__bone" data-part="parties" />
            <span className="pk-skeleton pk-activity__bone pk-activity__when" data-part="when" />
          </span>
        </div>
      ))}
    </div>
  )
}

/** Below the rows: "Loading more activity…" while a page loads, a failed page's message and retry. */
export function ActivityFooter({
  isFetchingNextPage,
  failed,
  onLoadMore,
  text,
}: {
  readonly isFetchingNextPage: boolean
  readonly failed: boolean
  readonly onLoadMore: (() => unknown) | undefined
  readonly text: ActivityListStrings
}) {
  return (
    <div className="pk-activity__footer">
      <div className="pk-activity__status" role="status">
        {isFetchingNextPage && text.loadingMore}
      </div>
      {failed && !isFetchingNextPage && (
        <RetryAlert
          className="pk-activity__more"
          message={text.moreError}
          retryLabel={text.retry}
          onRetry={onLoadMore}
          inline
          variant="secondary"
        />
      )}
    </div>
  )
}

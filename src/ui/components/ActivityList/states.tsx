'use client'
/** The activity list's skeleton rows while loading (its footer is the shared LoadMoreFooter). */

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

'use client'
/**
 * Below a list that loads page by page (the grid's cards, the activity's
 * rows): "Loading more…" in a status while a page loads, and a failed page's
 * message with a retry.
 */
import type { ReactNode } from 'react'
import { RetryAlert } from './RetryAlert.js'

export interface LoadMoreFooterProps {
  /** The footer's class; the status's and the error's are given too, each list styles its own. */
  readonly className: string
  readonly statusClassName: string
  readonly errorClassName: string
  /** True while the next page loads: the status says `loading`. */
  readonly isFetchingNextPage?: boolean | undefined
  /** True when the next page failed: its message and a retry, once it no longer loads. */
  readonly failed: boolean
  readonly onRetry: (() => unknown) | undefined
  readonly loading: ReactNode
  readonly errorMessage: string
  readonly retryLabel: string
}

/** The footer of a paged list: the next page's loading status, or its error with a retry. */
export function LoadMoreFooter(props: LoadMoreFooterProps) {
  const { isFetchingNextPage } = props
  return (
    <div className={props.className}>
      <div className={props.statusClassName} role="status">
        {isFetchingNextPage && props.loading}
      </div>
      {props.failed && !isFetchingNextPage && (
        <RetryAlert
          className={props.errorClassName}
          message={props.errorMessage}
          retryLabel={props.retryLabel}
          onRetry={props.onRetry}
          inline
          variant="secondary"
        />
      )}
    </div>
  )
}

'use client'
/**
 * The kit's failure notice: a message in an alert, and a retry button when
 * there is something to retry. Internal; each component words and styles it.
 */
import type { ReactNode } from 'react'

export interface RetryAlertProps {
  readonly className: string
  readonly message: ReactNode
  readonly retryLabel: string
  readonly onRetry?: (() => unknown) | undefined
  /** A message inside a line (a `<span>`) rather than a paragraph. */
  readonly inline?: boolean
  /** The retry button's variant, as `.pk-button[data-variant]`. */
  readonly variant?: 'secondary'
}

export function RetryAlert({
  className,
  message,
  retryLabel,
  onRetry,
  inline,
  variant,
}: RetryAlertProps) {
  return (
    <div className={className} role="alert">
      {inline ? <span>{message}</span> : <p>{message}</p>}
      {onRetry && (
        <button
          type="button"
          className="pk-button"
          data-variant={variant}
          onClick={() => onRetry()}
        >
          {retryLabel}
        </button>
      )}
    </div>
  )
}

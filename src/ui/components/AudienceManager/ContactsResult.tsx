'use client'
/**
 * How a send of the form that adds contacts goes, in a live region: its
 * progress, then the result and each failed call with a retry of its own.
 */
import { errorMessage } from '../../shared/errorMessage.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { cx } from '../../shared/format.js'
import { clampText } from '../../shared/safety.js'
import { fill } from '../../shared/strings.js'
import { type ContactsChunk, contactsProgress } from './contactChunks.js'
import type { AudienceManagerStrings } from './strings.js'

interface ContactsResultProps {
  readonly text: AudienceManagerStrings
  readonly chunks: readonly ContactsChunk[]
  readonly onRetry: (index: number) => void
  /** A count in the form's locale. */
  readonly n: (count: number) => string
}

/** The progress while sending; then the result, and each failed call with its retry. */
export function ContactsResult({ text, chunks, onRetry, n }: ContactsResultProps) {
  const { busy, total, sent, failed } = contactsProgress(chunks)
  return (
    <div className="pk-audience__result" role="status" aria-live="polite">
      {busy && (
        <>
          <progress
            className="pk-audience__progress"
            max={total}
            value={sent}
            aria-label={text.progressLabel}
          />
          <p>{fill(text.sending, { sent: n(sent), total: n(total) })}</p>
        </>
      )}
      {!busy && chunks.length > 0 && (
        <p className={cx('pk-audience__outcome', failed.length > 0 && 'is-error')}>
          {failed.length > 0
            ? fill(text.partlySent, { count: n(sent), total: n(total) })
            : fill(text.sent, { count: n(sent) })}
        </p>
      )}
      {failed.length > 0 && (
        <ul className="pk-audience__failures">
          {failed.map((c) => {
            const range = { from: n(c.from + 1), to: n(c.from + c.contacts.length) }
            return (
              <li key={c.index} className="pk-audience__failure">
                <span>
                  {fillIsolated(text.chunkFailed, {
                    ...range,
                    message: clampText(errorMessage(c.error), 300),
                  })}
                </span>{' '}
                <button
                  type="button"
                  className="pk-button"
                  data-variant="secondary"
                  disabled={busy}
                  onClick={() => onRetry(c.index)}
                >
                  {fill(text.retryChunk, range)}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

'use client'
/**
 * How a send of contacts goes, in a live region: the progress of its calls
 * while it runs, then the result and each failed call with a retry.
 */
import type { ContactsChunk, ContactsProgress } from '../../lib/contactChunks.js'
import { errorMessage } from '../../lib/errorMessage.js'
import { cx } from '../../lib/format.js'
import { clampText } from '../../lib/safety.js'
import { fill } from '../../lib/strings.js'
import type { AudienceManagerStrings } from './strings.js'

export interface ContactsSendStatusProps {
  readonly progress: ContactsProgress
  /** Whether a send has been made: the result is shown after one. */
  readonly started: boolean
  /** Sends a failed call again. */
  readonly onRetry: (index: number) => void
  /** Writes a number in the form's locale. */
  readonly n: (count: number) => string
  readonly text: AudienceManagerStrings
}

/** The live region of the contacts form. Internal to it. */
export function ContactsSendStatus({
  progress: { busy, total, sent, failed },
  started,
  onRetry,
  n,
  text,
}: ContactsSendStatusProps) {
  const range = (c: ContactsChunk) => ({ from: n(c.from + 1), to: n(c.from + c.contacts.length) })
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
      {!busy && started && (
        <p className={cx('pk-audience__outcome', failed.length > 0 && 'is-error')}>
          {failed.length > 0
            ? fill(text.partlySent, { count: n(sent), total: n(total) })
            : fill(text.sent, { count: n(sent) })}
        </p>
      )}
      {failed.length > 0 && (
        <ul className="pk-audience__failures">
          {failed.map((c) => (
            <li key={c.index} className="pk-audience__failure">
              <span>
                {fill(text.chunkFailed, {
                  ...range(c),
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
                {fill(text.retryChunk, range(c))}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

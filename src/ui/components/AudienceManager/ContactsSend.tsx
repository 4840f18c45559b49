'use client'
/**
 * The send of the form that adds contacts, on the kit's `StepsView`: the
 * send button, the failed calls as steps (each with its own retry), and how
 * the send goes in the live outcome (its progress, then the result).
 */
import { errorMessage } from '../../shared/errorMessage.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { type StepsPhase, StepsView } from '../../shared/StepsView.js'
import { clampText } from '../../shared/safety.js'
import { fill } from '../../shared/strings.js'
import { type ContactsChunk, contactsProgress } from './contactChunks.js'
import type { AudienceManagerStrings } from './strings.js'

interface ContactsSendProps {
  readonly text: AudienceManagerStrings
  /** The valid contacts there are to send. */
  readonly count: number
  readonly chunks: readonly ContactsChunk[]
  readonly onRetry: (index: number) => void
  /** A count in the form's locale. */
  readonly n: (count: number) => string
}

/** Where the send is: none yet, under way, every call sent, or some failed. */
const phaseOf = (chunks: readonly ContactsChunk[], busy: boolean, failed: number): StepsPhase =>
  busy ? 'pending' : chunks.length === 0 ? 'idle' : failed > 0 ? 'error' : 'success'

/**
 * The send button (a submit, `aria-disabled` while sending so the focus
 * stays on it, and enabled again once done for another list), each failed
 * call with its contacts' positions, its message and a retry, and the
 * progress or the result announced once.
 */
export function ContactsSend({ text, count, chunks, onRetry, n }: ContactsSendProps) {
  const { busy, total, sent, failed } = contactsProgress(chunks)
  const phase = phaseOf(chunks, busy, failed.length)
  return (
    <StepsView
      block="pk-audience-send"
      phase={phase}
      action={fill(text.send, { count: n(count) })}
      submit
      disabled={count === 0}
      steps={failed.map((c) => {
        const range = { from: n(c.from + 1), to: n(c.from + c.contacts.length) }
        return {
          key: c.index,
          label: (
            <span>
              {fillIsolated(text.chunkFailed, {
                ...range,
                message: clampText(errorMessage(c.error), 300),
              })}
            </span>
          ),
          state: 'failed',
          detail: (
            <>
              {' '}
              <button
                type="button"
                className="pk-button"
                data-variant="secondary"
                disabled={busy}
                onClick={() => onRetry(c.index)}
              >
                {fill(text.retryChunk, range)}
              </button>
            </>
          ),
        }
      })}
      outcome={
        busy ? (
          <>
            <progress
              className="pk-audience-send__progress"
              max={total}
              value={sent}
              aria-label={text.progressLabel}
            />
            {fill(text.sending, { sent: n(sent), total: n(total) })}
          </>
        ) : phase === 'error' ? (
          fill(text.partlySent, { count: n(sent), total: n(total) })
        ) : phase === 'success' ? (
          fill(text.sent, { count: n(sent) })
        ) : (
          ''
        )
      }
    />
  )
}

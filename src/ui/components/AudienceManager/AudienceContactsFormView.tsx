'use client'
/**
 * The form that adds contacts to an audience (`Builder/AddAudienceContacts`),
 * as it is given: the list, what it holds before anything is sent, and how a
 * send goes. `AudienceContactsForm` is `useAudienceContactsForm` drawn by it.
 */
import { type FormEvent, forwardRef, useId } from 'react'
import { errorMessage } from '../../shared/errorMessage.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { cx } from '../../shared/format.js'
import { clampText } from '../../shared/safety.js'
import { fill, withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { type ContactsChunk, contactsProgress } from './contactChunks.js'
import {
  CONTACTS_PER_CALL,
  type ContactLineProblem,
  type ParsedContactList,
} from './contactList.js'
import { formatBytes } from './formatBytes.js'
import { AUDIENCE_MANAGER_STRINGS, type AudienceManagerStrings } from './strings.js'
import { type ContactsFileStatus, MAX_CONTACTS_FILE_BYTES } from './useAudienceContactsForm.js'

/** The words of each reason a line is invalid. */
const REASON_KEY: Record<ContactLineProblem, keyof AudienceManagerStrings> = {
  'missing-address': 'reasonMissingAddress',
  'invalid-address': 'reasonInvalidAddress',
  'bad-checksum': 'reasonBadChecksum',
  'invalid-email': 'reasonInvalidEmail',
  'too-many-fields': 'reasonTooManyFields',
  'unterminated-quote': 'reasonUnterminatedQuote',
}

export interface AudienceContactsFormViewProps {
  /** The pasted or uploaded text. */
  readonly text: string
  readonly onTextChange: (text: string) => void
  /** Called with the file the user picked; the caller reads it. */
  readonly onFile: (file: File) => void
  /** What `text` holds, from `parseContactList`. */
  readonly parsed: ParsedContactList
  /** The calls of the last send, in order; none before the first send. */
  readonly chunks?: readonly ContactsChunk[]
  readonly onSend: () => void
  /** Sends a failed call again. */
  readonly onRetry: (index: number) => void
  readonly file?: ContactsFileStatus | undefined
  /** The largest file read, in bytes, for the message of a file too large. */
  readonly maxFileBytes?: number
  /** How many invalid lines are listed (default 100); the rest are counted. */
  readonly maxInvalidShown?: number
  /** The locale numbers are written in (default: the `PlatformProvider`'s `locale`, else `en-US`). */
  readonly locale?: string
  readonly className?: string
  readonly strings?: Partial<AudienceManagerStrings>
}

/**
 * The form that adds contacts, as it is given: a labelled text area and a
 * file input; as the text changes, a summary of the valid, duplicate and
 * invalid lines and a list of the invalid ones (line number, text, reason) —
 * before anything is sent; a send button; and, in a live region, the progress
 * of the calls, the result and each failed call with a retry button.
 *
 * @example
 * ```tsx
 * <AudienceContactsFormView
 *   text={text}
 *   onTextChange={setText}
 *   onFile={readFile}
 *   parsed={parseContactList(text)}
 *   onSend={send}
 *   onRetry={retry}
 * />
 * ```
 */
export const AudienceContactsFormView = forwardRef<HTMLFormElement, AudienceContactsFormViewProps>(
  function AudienceContactsFormView(
    {
      text: value,
      onTextChange,
      onFile,
      parsed,
      chunks = [],
      onSend,
      onRetry,
      file,
      maxFileBytes = MAX_CONTACTS_FILE_BYTES,
      maxInvalidShown = 100,
      locale: givenLocale,
      className,
      strings,
    }: AudienceContactsFormViewProps,
    ref,
  ) {
    const text = withStrings(AUDIENCE_MANAGER_STRINGS, strings)
    const locale = useLocale(givenLocale)
    const id = useId()
    const n = (count: number) => count.toLocaleString(locale)
    const { busy, total, sent, failed } = contactsProgress(chunks)
    const { contacts, invalid } = parsed
    const hasInvalid = invalid.length > 0

    const submit = (event: FormEvent) => {
      event.preventDefault()
      if (!busy && contacts.length > 0) onSend()
    }

    return (
      <form
        ref={ref}
        className={cx('pk-audience-contacts', className)}
        onSubmit={submit}
        noValidate
        aria-busy={busy || undefined}
      >
        <fieldset className="pk-audience__fieldset">
          <legend className="pk-audience__legend">{text.contactsLegend}</legend>
          <label className="pk-audience__label" htmlFor={`${id}-text`}>
            {text.contactsLabel}
          </label>
          <textarea
            id={`${id}-text`}
            className="pk-input pk-audience__text"
            value={value}
            rows={8}
            spellCheck={false}
            autoComplete="off"
            readOnly={busy}
            aria-invalid={hasInvalid || undefined}
            aria-describedby={cx(`${id}-hint`, `${id}-summary`, hasInvalid && `${id}-invalid`)}
            onChange={(event) => onTextChange(event.target.value)}
          />
          <p id={`${id}-hint`} className="pk-audience__hint">
            {text.contactsHint}
          </p>
          <div className="pk-audience__file">
            <label className="pk-audience__label" htmlFor={`${id}-file`}>
              {text.fileLabel}
            </label>
            <input
              id={`${id}-file`}
              className="pk-audience__file-input"
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              disabled={busy}
              onChange={(event) => {
                const picked = event.target.files?.[0]
                if (picked) onFile(picked)
                event.target.value = ''
              }}
            />
            {file && (
              <p
                className={cx('pk-audience__file-status', file.status !== 'loaded' && 'is-error')}
                role={file.status === 'loaded' ? undefined : 'alert'}
              >
                {fillIsolated(
                  file.status === 'loaded'
                    ? text.fileLoaded
                    : file.status === 'failed'
                      ? text.fileFailed
                      : text.fileTooLarge,
                  { file: clampText(file.name, 80), max: formatBytes(maxFileBytes, locale) },
                )}
              </p>
            )}
          </div>

          {/* What the list holds, before anything is sent: the counts, and the invalid lines. */}
          <ul id={`${id}-summary`} className="pk-audience__summary">
            <li data-kind="valid">{fill(text.summaryValid, { count: n(contacts.length) })}</li>
            <li data-kind="duplicates">
              {fill(text.summaryDuplicates, { count: n(parsed.duplicates) })}
            </li>
            <li data-kind="invalid" data-count={invalid.length}>
              {fill(text.summaryInvalid, { count: n(invalid.length) })}
            </li>
            <li data-kind="calls">
              {fill(text.summaryCalls, {
                count: n(Math.ceil(contacts.length / CONTACTS_PER_CALL)),
              })}
            </li>
          </ul>
          {hasInvalid && (
            <div id={`${id}-invalid`} className="pk-audience__invalid">
              <p className="pk-audience__invalid-heading">{text.invalidHeading}</p>
              <ol className="pk-audience__invalid-list">
                {invalid.slice(0, maxInvalidShown).map((line) => (
                  <li key={line.line} className="pk-audience__invalid-line" data-line={line.line}>
                    <span className="pk-audience__line-number">
                      {fill(text.invalidLine, { line: n(line.line) })}
                    </span>{' '}
                    <code className="pk-audience__line-text">
                      <bdi>{clampText(line.text, 80)}</bdi>
                    </code>{' '}
                    <span className="pk-audience__line-reason">
                      {text[REASON_KEY[line.reason]]}
                    </span>
                  </li>
                ))}
              </ol>
              {invalid.length > maxInvalidShown && (
                <p className="pk-audience__invalid-more">
                  {fill(text.invalidMore, { count: n(invalid.length - maxInvalidShown) })}
                </p>
              )}
            </div>
          )}

          <div className="pk-audience__actions">
            {/* aria-disabled while sending keeps the focus on the button. */}
            <button
              type="submit"
              className="pk-button"
              disabled={contacts.length === 0}
              aria-disabled={busy || undefined}
            >
              {fill(text.send, { count: n(contacts.length) })}
            </button>
          </div>
        </fieldset>

        {/* How a send goes, in a live region: its progress, then the result and each failed call. */}
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
      </form>
    )
  },
)
AudienceContactsFormView.displayName = 'AudienceContactsFormView'

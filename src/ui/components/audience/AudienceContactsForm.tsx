'use client'
/**
 * The form that adds contacts to an audience (`Builder/AddAudienceContacts`):
 * the view, as it is given, and the bound form, which is
 * `useAudienceContactsForm` drawn by the view.
 */
import { type FormEvent, forwardRef, useId, useMemo } from 'react'
import {
  type AudienceContactsAdded,
  type AudienceRef,
  type ContactsFileStatus,
  MAX_CONTACTS_FILE_BYTES,
  useAudienceContactsForm,
} from '../../hooks/useAudienceContactsForm.js'
import { type ContactsChunk, contactsProgress } from '../../lib/contactChunks.js'
import type { ParsedContactList } from '../../lib/contactList.js'
import { cx } from '../../lib/format.js'
import { formatBytes } from '../../lib/formatBytes.js'
import { clampText } from '../../lib/safety.js'
import { fill, withStrings } from '../../lib/strings.js'
import { useLocale } from '../useLocale.js'
import { ContactListCheck } from './ContactListCheck.js'
import { ContactsSendStatus } from './ContactsSendStatus.js'
import { AUDIENCE_MANAGER_STRINGS, type AudienceManagerStrings } from './strings.js'

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
    const number = useMemo(() => new Intl.NumberFormat(locale), [locale])
    const n = (count: number) => number.format(count)
    const progress = contactsProgress(chunks)
    const { busy } = progress
    const hasInvalid = parsed.invalid.length > 0

    const submit = (event: FormEvent) => {
      event.preventDefault()
      if (!busy && parsed.contacts.length > 0) onSend()
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
                {fill(
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

          <ContactListCheck
            parsed={parsed}
            summaryId={`${id}-summary`}
            invalidId={`${id}-invalid`}
            maxInvalidShown={maxInvalidShown}
            n={n}
            text={text}
          />

          <div className="pk-audience__actions">
            {/* aria-disabled while sending keeps the focus on the button. */}
            <button
              type="submit"
              className="pk-button"
              disabled={parsed.contacts.length === 0}
              aria-disabled={busy || undefined}
            >
              {fill(text.send, { count: n(parsed.contacts.length) })}
            </button>
          </div>
        </fieldset>

        <ContactsSendStatus
          progress={progress}
          started={chunks.length > 0}
          onRetry={onRetry}
          n={n}
          text={text}
        />
      </form>
    )
  },
)
AudienceContactsFormView.displayName = 'AudienceContactsFormView'

export interface AudienceContactsFormProps {
  readonly projectId: number
  /** The audience the contacts go to. */
  readonly audience: AudienceRef
  /** Called after each call that added contacts, with those contacts. */
  readonly onAdded?: (added: AudienceContactsAdded) => void
  /** The text the list starts with. */
  readonly defaultText?: string
  /** The largest file read, in bytes (default 10 MB). */
  readonly maxFileBytes?: number
  /** How many invalid lines are listed before "and N more". */
  readonly maxInvalidShown?: number
  /** The locale numbers are written in (default: the `PlatformProvider`'s `locale`, else `en-US`). */
  readonly locale?: string
  readonly className?: string
  readonly strings?: Partial<AudienceManagerStrings>
}

/**
 * Adds contacts to an audience with `useAddAudienceContacts`: reads pasted
 * text or an uploaded `.csv`/`.txt` file, shows which lines are invalid
 * before anything is sent, then sends only the valid contacts in calls of at
 * most 1,000, one after the other. A failed call does not stop the others
 * (each is all or nothing on the server) and can be sent again on its own.
 * Its logic is `useAudienceContactsForm`, for an app that draws its own form.
 *
 * @example
 * ```tsx
 * <AudienceContactsForm projectId={1} audience={{ id: 101, name: 'Allow list' }} />
 * ```
 */
export const AudienceContactsForm = forwardRef<HTMLFormElement, AudienceContactsFormProps>(
  function AudienceContactsForm(props: AudienceContactsFormProps, ref) {
    // The props are the hook's options and the view's; the hook's result is named after the
    // view's props (its progress members are not props, nor are the options).
    const form = useAudienceContactsForm(props)
    return <AudienceContactsFormView {...props} {...form} ref={ref} />
  },
)
AudienceContactsForm.displayName = 'AudienceContactsForm'

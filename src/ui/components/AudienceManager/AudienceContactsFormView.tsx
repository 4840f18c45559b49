'use client'
/**
 * The form that adds contacts to an audience (`Builder/AddAudienceContacts`),
 * as it is given: the list, what it holds before anything is sent, and how a
 * send goes (on the kit's `StepsView`, as the cancel and the unlink: the
 * button, the failed calls, the outcome). `AudienceContactsForm` is
 * `useAudienceContactsForm` drawn by it.
 */
import { type FormEvent, forwardRef, useId } from 'react'
import { cx } from '../../shared/format.js'
import { withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { ContactsInput } from './ContactsInput.js'
import { ContactsSend } from './ContactsSend.js'
import { ContactsSummary } from './ContactsSummary.js'
import { type ContactsChunk, contactsProgress } from './contactChunks.js'
import type { ParsedContactList } from './contactList.js'
import { AUDIENCE_MANAGER_STRINGS, type AudienceManagerStrings } from './strings.js'
import { type ContactsFileStatus, MAX_CONTACTS_FILE_BYTES } from './useAudienceContactsForm.js'

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
    const { busy } = contactsProgress(chunks)
    const { contacts } = parsed

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
          <ContactsInput
            id={id}
            text={text}
            value={value}
            onTextChange={onTextChange}
            onFile={onFile}
            file={file}
            maxFileBytes={maxFileBytes}
            locale={locale}
            busy={busy}
            hasInvalid={parsed.invalid.length > 0}
          />
          <ContactsSummary
            id={id}
            text={text}
            parsed={parsed}
            maxInvalidShown={maxInvalidShown}
            n={n}
          />
          <ContactsSend
            text={text}
            count={contacts.length}
            chunks={chunks}
            onRetry={onRetry}
            n={n}
          />
        </fieldset>
      </form>
    )
  },
)
AudienceContactsFormView.displayName = 'AudienceContactsFormView'

'use client'
/**
 * The list's inputs of the form that adds contacts: the labelled text area,
 * its hint, and the file input with what became of the last file picked.
 */
import { fillIsolated } from '../../shared/fillIsolated.js'
import { cx } from '../../shared/format.js'
import { clampText } from '../../shared/safety.js'
import { formatBytes } from './formatBytes.js'
import type { AudienceManagerStrings } from './strings.js'
import type { ContactsFileStatus } from './useAudienceContactsForm.js'

interface ContactsInputProps {
  /** The form's id, the prefix of its elements' ids. */
  readonly id: string
  readonly text: AudienceManagerStrings
  readonly value: string
  readonly onTextChange: (text: string) => void
  readonly onFile: (file: File) => void
  readonly file: ContactsFileStatus | undefined
  readonly maxFileBytes: number
  readonly locale: string
  /** While sending: the text is read-only and no file is read. */
  readonly busy: boolean
  readonly hasInvalid: boolean
}

/**
 * The text area, described by its hint, the counts and the invalid lines; the
 * file input, and whether the file picked was read (an alert when it was not).
 */
export function ContactsInput(props: ContactsInputProps) {
  const { id, text, busy, hasInvalid, file, onFile } = props
  return (
    <>
      <label className="pk-audience__label" htmlFor={`${id}-text`}>
        {text.contactsLabel}
      </label>
      <textarea
        id={`${id}-text`}
        className="pk-input pk-audience__text"
        value={props.value}
        rows={8}
        spellCheck={false}
        autoComplete="off"
        readOnly={busy}
        aria-invalid={hasInvalid || undefined}
        aria-describedby={cx(`${id}-hint`, `${id}-summary`, hasInvalid && `${id}-invalid`)}
        onChange={(event) => props.onTextChange(event.target.value)}
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
              {
                file: clampText(file.name, 80),
                max: formatBytes(props.maxFileBytes, props.locale),
              },
            )}
          </p>
        )}
      </div>
    </>
  )
}

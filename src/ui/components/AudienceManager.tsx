/**
 * Audiences of a Builder project: a form that creates one
 * (`Builder/CreateAudience`) and a form that adds contacts to it from pasted
 * or uploaded text (`Builder/AddAudienceContacts`), checking every line before
 * anything is sent and sending the valid contacts 1,000 at a time.
 */
import {
  type FormEvent,
  type Ref,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { Audience, AudienceContactInput } from '../../core/schemas/audience.js'
import { isPlatformError } from '../../core/transport/errors.js'
import { useAddAudienceContacts } from '../../react/hooks/useAddAudienceContacts.js'
import { useCreateAudience } from '../../react/hooks/useCreateAudience.js'
import {
  CONTACTS_PER_CALL,
  type ContactLineProblem,
  chunk,
  type ParsedContactList,
  parseContactList,
} from '../lib/contactList.js'
import { cx } from '../lib/format.js'
import { clampText } from '../lib/safety.js'
import { fill, withStrings } from '../lib/strings.js'

export const AUDIENCE_MANAGER_STRINGS = {
  /** The legend of the form that creates an audience. */
  createLegend: 'New audience',
  /** The label of the audience name field. */
  nameLabel: 'Audience name',
  /** The hint under the name field. */
  nameHint: '1 to 100 characters, unique in the project.',
  /** The name field is empty. */
  nameRequired: 'Enter a name for the audience.',
  /** The name is longer than 100 characters. */
  nameTooLong: 'The name can have at most 100 characters.',
  /** The server answered RequestConflict: the name is taken. */
  nameTaken: 'An audience with this name exists.',
  /** The create button. */
  create: 'Create audience',
  /** The create button while the audience is being created. */
  creating: 'Creating…',
  /** Any other failure to create; `{message}` is the server's message. */
  createFailed: 'The audience could not be created: {message}',
  /** The title of the audience contacts are added to; `{name}` is its name. */
  audienceTitle: 'Audience: {name}',
  /** Announced when an audience has been created; `{name}` is its name. */
  audienceCreated: 'Audience {name} created.',
  /** The legend of the form that adds contacts. */
  contactsLegend: 'Add contacts',
  /** The label of the text area. */
  contactsLabel: 'Contacts',
  /** The hint under the text area. */
  contactsHint:
    'One contact per line: an address, or address,name,email (separated by commas, tabs or semicolons). Blank lines and lines starting with # are ignored.',
  /** The label of the file input. */
  fileLabel: 'Or upload a list (.csv, .txt)',
  /** Shown when a file has been read into the text area; `{file}` is its name. */
  fileLoaded: 'Read {file}.',
  /** A file that cannot be read; `{file}` is its name. */
  fileFailed: '{file} could not be read.',
  /** A file over the size limit; `{file}` is its name, `{max}` the limit (`10 MB`). */
  fileTooLarge: '{file} is larger than {max}.',
  /** The count of valid contacts to be sent. */
  summaryValid: 'Valid contacts: {count}',
  /** The count of lines repeating an address already in the list. */
  summaryDuplicates: 'Duplicates (sent once): {count}',
  /** The count of invalid lines. */
  summaryInvalid: 'Invalid lines (not sent): {count}',
  /** The number of calls the valid contacts take, at most 1,000 contacts each. */
  summaryCalls: 'Calls of up to 1,000 contacts: {count}',
  /** The heading of the invalid lines. */
  invalidHeading: 'These lines will not be sent:',
  /** An invalid line's number. */
  invalidLine: 'Line {line}',
  /** When more invalid lines exist than are listed. */
  invalidMore: 'and {count} more',
  /** Why a line is invalid: the fields before the address are empty (`,name,email`). */
  reasonMissingAddress: 'no address',
  reasonInvalidAddress: 'not an address',
  reasonBadChecksum: 'wrong checksum (write it in lower case or with its EIP-55 checksum)',
  reasonInvalidEmail: 'not an email address',
  reasonTooManyFields: 'more than address, name and email',
  reasonUnterminatedQuote: 'a quote is not closed',
  /** The send button; `{count}` is the number of valid contacts. */
  send: 'Send {count} contacts',
  /** The accessible name of the progress bar. */
  progressLabel: 'Contacts sent',
  /** Progress while sending. */
  sending: 'Sending… {sent} of {total} contacts sent.',
  /** The result; `{count}` contacts were added. */
  sent: 'Added {count} contacts.',
  /** The result when some calls failed. */
  partlySent: 'Added {count} of {total} contacts.',
  /** A failed call; `{from}`–`{to}` are the contacts' positions, `{message}` the server's message. */
  chunkFailed: 'Contacts {from}–{to} were not added: {message}',
  /** The button that sends a failed call again. */
  retryChunk: 'Retry contacts {from}–{to}',
}
export type AudienceManagerStrings = typeof AUDIENCE_MANAGER_STRINGS

const REASON_KEY: Record<ContactLineProblem, keyof AudienceManagerStrings> = {
  'missing-address': 'reasonMissingAddress',
  'invalid-address': 'reasonInvalidAddress',
  'bad-checksum': 'reasonBadChecksum',
  'invalid-email': 'reasonInvalidEmail',
  'too-many-fields': 'reasonTooManyFields',
  'unterminated-quote': 'reasonUnterminatedQuote',
}

/** `10 MB`, `512 kB`, `100 bytes`: a size in the locale's words. */
function formatBytes(bytes: number, locale: string | undefined): string {
  const [unit, size] =
    bytes >= 1024 * 1024
      ? (['megabyte', 1024 * 1024] as const)
      : bytes >= 1024
        ? (['kilobyte', 1024] as const)
        : (['byte', 1] as const)
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(bytes / size)
}

/** The message of a failure, as text. */
const messageOf = (error: unknown) =>
  isPlatformError(error) ? error.msg : error instanceof Error ? error.message : String(error)

/** The audience contacts go to: its id and name are all the forms need. */
export type AudienceRef = Pick<Audience, 'id' | 'name'> & Partial<Audience>

/** Contacts that were added by one call. */
export interface AudienceContactsAdded {
  readonly audienceId: number
  readonly contacts: readonly AudienceContactInput[]
}

// ---------------------------------------------------------------------------
// Creating an audience

/** Why the name cannot be used. */
export type AudienceNameProblem = 'required' | 'too-long' | 'taken'

/** The longest audience name (decisions.md §6), in characters: code points, so an emoji is one. */
export const AUDIENCE_NAME_MAX = 100

export interface CreateAudienceFormViewProps {
  readonly name: string
  readonly onNameChange: (name: string) => void
  readonly onSubmit: () => void
  /** True while the audience is being created. */
  readonly pending?: boolean
  /** A problem with the name, shown at the field. */
  readonly problem?: AudienceNameProblem | undefined
  /** Any other failure, shown under the form. */
  readonly error?: unknown
  readonly className?: string
  readonly strings?: Partial<AudienceManagerStrings>
  readonly ref?: Ref<HTMLFormElement>
}

/**
 * The form that names a new audience, as it is given: a labelled name field
 * (1–100 characters) and a create button. It shows a problem with the name at
 * the field (`aria-invalid`, described by the message) and any other failure
 * in an alert.
 *
 * @example
 * ```tsx
 * <CreateAudienceFormView name={name} onNameChange={setName} onSubmit={create} problem="taken" />
 * ```
 */
export function CreateAudienceFormView({
  name,
  onNameChange,
  onSubmit,
  pending = false,
  problem,
  error,
  className,
  strings,
  ref,
}: CreateAudienceFormViewProps) {
  const text = withStrings(AUDIENCE_MANAGER_STRINGS, strings)
  const id = useId()
  const problemText =
    problem === 'required'
      ? text.nameRequired
      : problem === 'too-long'
        ? text.nameTooLong
        : problem === 'taken'
          ? text.nameTaken
          : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!pending) onSubmit()
  }
  return (
    <form
      ref={ref}
      className={cx('pk-audience-create', className)}
      onSubmit={submit}
      noValidate
      aria-busy={pending || undefined}
    >
      <fieldset className="pk-audience__fieldset">
        <legend className="pk-audience__legend">{text.createLegend}</legend>
        <label className="pk-audience__label" htmlFor={`${id}-name`}>
          {text.nameLabel}
        </label>
        <div className="pk-audience__row">
          <input
            id={`${id}-name`}
            className="pk-input pk-audience__name"
            value={name}
            autoComplete="off"
            required
            aria-invalid={problemText ? true : undefined}
            aria-describedby={cx(`${id}-hint`, problemText && `${id}-problem`)}
            onChange={(event) => onNameChange(event.target.value)}
          />
          <button type="submit" className="pk-button" disabled={pending}>
            {pending ? text.creating : text.create}
          </button>
        </div>
        <p id={`${id}-hint`} className="pk-audience__hint">
          {text.nameHint}
        </p>
        {problemText && (
          <p id={`${id}-problem`} className="pk-audience__problem" role="alert">
            {problemText}
          </p>
        )}
        {!problemText && error !== undefined && error !== null && (
          <p className="pk-audience__problem" role="alert">
            {fill(text.createFailed, { message: clampText(messageOf(error), 300) })}
          </p>
        )}
      </fieldset>
    </form>
  )
}

export interface CreateAudienceFormProps {
  readonly projectId: number
  /** Called with the audience once it is created. */
  readonly onCreated?: (audience: Audience) => void
  readonly className?: string
  readonly strings?: Partial<AudienceManagerStrings>
  readonly ref?: Ref<HTMLFormElement>
}

/**
 * Creates an audience in a project with `useCreateAudience`: checks the name
 * (1–100 characters, trimmed) before sending, and shows a `RequestConflict`
 * as "an audience with this name exists".
 *
 * @example
 * ```tsx
 * <CreateAudienceForm projectId={1} onCreated={(audience) => setAudience(audience)} />
 * ```
 */
export function CreateAudienceForm({ projectId, onCreated, ...rest }: CreateAudienceFormProps) {
  const mutation = useCreateAudience()
  const [name, setName] = useState('')
  const [local, setLocal] = useState<AudienceNameProblem>()
  const taken = isPlatformError(mutation.error, 'RequestConflict')
  const submit = () => {
    const trimmed = name.trim()
    const problem = !trimmed
      ? 'required'
      : [...trimmed].length > AUDIENCE_NAME_MAX
        ? 'too-long'
        : null
    setLocal(problem ?? undefined)
    if (problem) return
    mutation.mutate(
      { projectId, name: trimmed },
      { onSuccess: ({ audience }) => onCreated?.(audience) },
    )
  }
  return (
    <CreateAudienceFormView
      {...rest}
      name={name}
      onNameChange={(value) => {
        setName(value)
        setLocal(undefined)
        if (mutation.isError) mutation.reset()
      }}
      onSubmit={submit}
      pending={mutation.isPending}
      problem={local ?? (taken ? 'taken' : undefined)}
      error={taken ? undefined : (mutation.error ?? undefined)}
    />
  )
}

// ---------------------------------------------------------------------------
// Adding contacts

/** One call of a send: up to 1,000 contacts starting at position `from` (0-based). */
export interface ContactsChunk {
  readonly index: number
  readonly from: number
  readonly contacts: readonly AudienceContactInput[]
  readonly status: 'waiting' | 'sending' | 'sent' | 'failed'
  readonly error?: unknown
}

/** A file read (or not) into the text area. */
export interface ContactsFileStatus {
  readonly name: string
  readonly status: 'loaded' | 'failed' | 'too-large'
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
  /** The locale numbers are written in (default: the browser's). */
  readonly locale?: string
  readonly className?: string
  readonly strings?: Partial<AudienceManagerStrings>
  readonly ref?: Ref<HTMLFormElement>
}

/** The default size limit of an uploaded file: 10 MB. */
export const MAX_CONTACTS_FILE_BYTES = 10 * 1024 * 1024

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
export function AudienceContactsFormView({
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
  locale,
  className,
  strings,
  ref,
}: AudienceContactsFormViewProps) {
  const text = withStrings(AUDIENCE_MANAGER_STRINGS, strings)
  const id = useId()
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale])
  const n = (count: number) => number.format(count)
  const { contacts, invalid, duplicates } = parsed
  const busy = chunks.some((c) => c.status === 'sending' || c.status === 'waiting')
  const total = chunks.reduce((sum, c) => sum + c.contacts.length, 0)
  const sent = chunks.reduce((sum, c) => sum + (c.status === 'sent' ? c.contacts.length : 0), 0)
  const failed = chunks.filter((c) => c.status === 'failed')
  const hasInvalid = invalid.length > 0
  const range = (c: ContactsChunk) => ({ from: n(c.from + 1), to: n(c.from + c.contacts.length) })

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

        <ul id={`${id}-summary`} className="pk-audience__summary">
          <li data-kind="valid">{fill(text.summaryValid, { count: n(contacts.length) })}</li>
          <li data-kind="duplicates">{fill(text.summaryDuplicates, { count: n(duplicates) })}</li>
          <li data-kind="invalid">{fill(text.summaryInvalid, { count: n(invalid.length) })}</li>
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
                  <code className="pk-audience__line-text">{clampText(line.text, 80)}</code>{' '}
                  <span className="pk-audience__line-reason">{text[REASON_KEY[line.reason]]}</span>
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
            {failed.map((c) => (
              <li key={c.index} className="pk-audience__failure">
                <span>
                  {fill(text.chunkFailed, {
                    ...range(c),
                    message: clampText(messageOf(c.error), 300),
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
    </form>
  )
}

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
  /** The locale numbers are written in (default: the browser's). */
  readonly locale?: string
  readonly className?: string
  readonly strings?: Partial<AudienceManagerStrings>
  readonly ref?: Ref<HTMLFormElement>
}

/**
 * Adds contacts to an audience with `useAddAudienceContacts`: reads pasted
 * text or an uploaded `.csv`/`.txt` file, shows which lines are invalid
 * before anything is sent, then sends only the valid contacts in calls of at
 * most 1,000, one after the other. A failed call does not stop the others
 * (each is all or nothing on the server) and can be sent again on its own.
 *
 * @example
 * ```tsx
 * <AudienceContactsForm projectId={1} audience={{ id: 101, name: 'Allow list' }} />
 * ```
 */
export function AudienceContactsForm({
  projectId,
  audience,
  onAdded,
  defaultText = '',
  maxFileBytes = MAX_CONTACTS_FILE_BYTES,
  ...rest
}: AudienceContactsFormProps) {
  const { mutateAsync } = useAddAudienceContacts()
  const [text, setText] = useState(defaultText)
  const [file, setFile] = useState<ContactsFileStatus>()
  const [chunks, setChunks] = useState<readonly ContactsChunk[]>([])
  const deferred = useDeferredValue(text)
  const parsed = useMemo(() => parseContactList(deferred), [deferred])
  const run = useRef(0)
  const audienceId = audience.id

  // Another audience starts afresh; a send in flight stops before its next call.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the audience changes
  useEffect(() => {
    run.current++
    setChunks([])
  }, [audienceId])

  const update = (index: number, change: Partial<ContactsChunk>) =>
    setChunks((list) => list.map((c) => (c.index === index ? { ...c, ...change } : c)))

  const sendChunk = async (index: number, contacts: readonly AudienceContactInput[]) => {
    update(index, { status: 'sending', error: undefined })
    try {
      await mutateAsync({ projectId, audienceId, contacts: [...contacts] })
      update(index, { status: 'sent' })
      onAdded?.({ audienceId, contacts })
    } catch (error) {
      update(index, { status: 'failed', error })
    }
  }

  const send = async () => {
    const current = ++run.current
    const pieces = chunk(parseContactList(text).contacts).map(
      (contacts, index): ContactsChunk => ({
        index,
        from: index * CONTACTS_PER_CALL,
        contacts,
        status: 'waiting',
      }),
    )
    setChunks(pieces)
    for (const piece of pieces) {
      if (run.current !== current) return
      await sendChunk(piece.index, piece.contacts)
    }
  }

  const retry = (index: number) => {
    const piece = chunks.find((c) => c.index === index)
    if (piece) void sendChunk(index, piece.contacts)
  }

  const readFile = async (picked: File) => {
    if (picked.size > maxFileBytes) {
      setFile({ name: picked.name, status: 'too-large' })
      return
    }
    try {
      setText(await picked.text())
      setFile({ name: picked.name, status: 'loaded' })
    } catch {
      setFile({ name: picked.name, status: 'failed' })
    }
  }

  return (
    <AudienceContactsFormView
      {...rest}
      text={text}
      onTextChange={setText}
      onFile={readFile}
      parsed={parsed}
      chunks={chunks}
      onSend={send}
      onRetry={retry}
      file={file}
      maxFileBytes={maxFileBytes}
    />
  )
}

// ---------------------------------------------------------------------------
// Both

export interface AudienceManagerProps
  extends Pick<
    AudienceContactsFormProps,
    'projectId' | 'onAdded' | 'defaultText' | 'maxFileBytes' | 'locale' | 'className' | 'strings'
  > {
  /** An existing audience to add contacts to; without it, the manager creates one first. */
  readonly audience?: AudienceRef
  /** Called with the audience once it is created. */
  readonly onCreated?: (audience: Audience) => void
  readonly ref?: Ref<HTMLElement>
}

/**
 * Creates an audience and fills it: first a form that names a new audience
 * (unless `audience` is given), then a form that takes pasted or uploaded
 * contacts, shows the invalid lines before anything is sent, and sends the
 * valid contacts 1,000 a call, with progress, the result and a retry for each
 * failed call. The interface has no read of audiences, so the result is the
 * number of contacts sent, not a re-read `contactCount`.
 *
 * @example
 * ```tsx
 * <AudienceManager projectId={1} onCreated={(a) => console.log('created', a.id)} />
 * <AudienceManager projectId={1} audience={{ id: 101, name: 'Allow list' }} />
 * ```
 */
export function AudienceManager({
  projectId,
  audience: given,
  onCreated,
  onAdded,
  defaultText,
  maxFileBytes,
  locale,
  className,
  strings,
  ref,
}: AudienceManagerProps) {
  const text = withStrings(AUDIENCE_MANAGER_STRINGS, strings)
  const [created, setCreated] = useState<Audience>()
  const audience = given ?? created
  const title = useRef<HTMLParagraphElement>(null)
  const id = useId()

  // The create form goes away once the audience exists: keep the focus in the manager.
  useEffect(() => {
    if (created) title.current?.focus()
  }, [created])

  return (
    <section
      ref={ref}
      className={cx('pk-audience', className)}
      aria-labelledby={audience ? `${id}-title` : undefined}
    >
      {audience ? (
        <>
          <p id={`${id}-title`} ref={title} className="pk-audience__title" tabIndex={-1}>
            {fill(text.audienceTitle, { name: clampText(audience.name, 120) })}
          </p>
          {created && !given && (
            <p className="pk-visually-hidden" role="status">
              {fill(text.audienceCreated, { name: clampText(created.name, 120) })}
            </p>
          )}
          <AudienceContactsForm
            projectId={projectId}
            audience={audience}
            strings={strings}
            locale={locale}
            {...(onAdded ? { onAdded } : {})}
            {...(defaultText !== undefined ? { defaultText } : {})}
            {...(maxFileBytes !== undefined ? { maxFileBytes } : {})}
          />
        </>
      ) : (
        <CreateAudienceForm
          projectId={projectId}
          strings={strings}
          onCreated={(audience) => {
            setCreated(audience)
            onCreated?.(audience)
          }}
        />
      )}
    </section>
  )
}

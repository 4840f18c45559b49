'use client'
/**
 * The state of the form that adds contacts to an audience
 * (`Builder/AddAudienceContacts`): the list as pasted or uploaded, what it
 * holds, and a send of its valid contacts 1,000 a call. No markup:
 * `AudienceContactsForm` draws it, or an app's own form.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import type { Audience, AudienceContactInput } from '../../../core/schemas/audience.js'
import { useAddAudienceContacts } from '../../../react/hooks/useAddAudienceContacts.js'
import {
  type ContactsChunk,
  type ContactsProgress,
  contactChunks,
  contactsProgress,
} from './contactChunks.js'
import { type ParsedContactList, parseContactList } from './contactList.js'

/** The audience contacts go to: its id and name are all the forms need. */
export type AudienceRef = Pick<Audience, 'id' | 'name'> & Partial<Audience>

/** Contacts that were added by one call. */
export interface AudienceContactsAdded {
  readonly audienceId: number
  readonly contacts: readonly AudienceContactInput[]
}

/** A file read (or not) into the list. */
export interface ContactsFileStatus {
  readonly name: string
  readonly status: 'loaded' | 'failed' | 'too-large'
}

/** The default size limit of an uploaded file: 10 MB. */
export const MAX_CONTACTS_FILE_BYTES = 10 * 1024 * 1024

export interface UseAudienceContactsFormOptions {
  readonly projectId: number
  /** The audience the contacts go to; another audience starts afresh. */
  readonly audience: AudienceRef
  /** Called after each call that added contacts, with those contacts. */
  readonly onAdded?: ((added: AudienceContactsAdded) => void) | undefined
  /** The text the list starts with. */
  readonly defaultText?: string | undefined
  /** The largest file read, in bytes (default 10 MB). */
  readonly maxFileBytes?: number | undefined
}

export interface UseAudienceContactsFormResult extends ContactsProgress {
  /** The list as pasted, typed or read from a file. */
  readonly text: string
  readonly onTextChange: (text: string) => void
  /** Reads a picked file into the list, unless it is larger than `maxFileBytes`. */
  readonly onFile: (file: File) => Promise<void>
  /** What the list holds (of a deferred copy of `text`, so typing stays quick). */
  readonly parsed: ParsedContactList
  /** The last file picked, and whether it was read. */
  readonly file: ContactsFileStatus | undefined
  readonly maxFileBytes: number
  /** The calls of the last send, in order; none before the first send. */
  readonly chunks: readonly ContactsChunk[]
  /** Sends the valid contacts, a call after the other; nothing while a send is under way. */
  readonly onSend: () => Promise<void>
  /** Sends a failed call again, by its `index`. */
  readonly onRetry: (index: number) => void
}

/**
 * The logic of the form that adds contacts, for any markup: the text and a
 * file reader that fills it, the list parsed as it changes (valid contacts,
 * duplicates, invalid lines, before anything is sent), and a send of the
 * valid contacts with `useAddAudienceContacts` in calls of at most 1,000, one
 * after the other, each with its status, its failure and a retry of its own;
 * a failed call does not stop the others. `busy`, `sent`, `total` and
 * `failed` say how far the send has come. `AudienceContactsForm` is this hook
 * with the kit's markup.
 *
 * @example
 * ```tsx
 * const form = useAudienceContactsForm({ projectId: 1, audience: { id: 101, name: 'Allow list' } })
 * <textarea value={form.text} onChange={(e) => form.onTextChange(e.target.value)} />
 * <button onClick={() => void form.onSend()} disabled={form.busy}>Send {form.parsed.contacts.length}</button>
 * {form.failed.map((c) => <button key={c.index} onClick={() => form.onRetry(c.index)}>Retry</button>)}
 * ```
 */
export function useAudienceContactsForm({
  projectId,
  audience,
  onAdded,
  defaultText = '',
  maxFileBytes = MAX_CONTACTS_FILE_BYTES,
}: UseAudienceContactsFormOptions): UseAudienceContactsFormResult {
  const { mutateAsync } = useAddAudienceContacts()
  const [text, setText] = useState(defaultText)
  const [file, setFile] = useState<ContactsFileStatus>()
  const [chunks, setChunks] = useState<readonly ContactsChunk[]>([])
  const deferred = useDeferredValue(text)
  const parsed = useMemo(() => parseContactList(deferred), [deferred])
  const run = useRef(0)
  const audienceId = audience.id
  const progress = contactsProgress(chunks)

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

  const onSend = async () => {
    if (progress.busy) return
    const current = ++run.current
    const pieces = contactChunks(parseContactList(text).contacts)
    setChunks(pieces)
    for (const piece of pieces) {
      if (run.current !== current) return
      await sendChunk(piece.index, piece.contacts)
    }
  }

  const onRetry = (index: number) => {
    const piece = chunks.find((c) => c.index === index)
    if (piece) void sendChunk(index, piece.contacts)
  }

  const onFile = async (picked: File) => {
    let status: ContactsFileStatus['status'] = 'too-large'
    if (picked.size <= maxFileBytes) {
      try {
        setText(await picked.text())
        status = 'loaded'
      } catch {
        status = 'failed'
      }
    }
    setFile({ name: picked.name, status })
  }

  return {
    text,
    onTextChange: setText,
    onFile,
    parsed,
    file,
    maxFileBytes,
    chunks,
    onSend,
    onRetry,
    ...progress,
  }
}

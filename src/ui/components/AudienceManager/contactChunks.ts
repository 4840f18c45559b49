/**
 * A send of a contact list: the valid contacts cut into calls of at most
 * 1,000 (`Builder/AddAudienceContacts`), each with its own status, and how
 * far the send has come.
 */
import type { AudienceContactInput } from '../../../core/schemas/audience.js'
import { CONTACTS_PER_CALL, chunk } from './contactList.js'

/** One call of a send: up to 1,000 contacts starting at position `from` (0-based). */
export interface ContactsChunk {
  readonly index: number
  readonly from: number
  readonly contacts: readonly AudienceContactInput[]
  readonly status: 'waiting' | 'sending' | 'sent' | 'failed'
  readonly error?: unknown
}

/** How far a send has come. */
export interface ContactsProgress {
  /** True while a call is waiting or being sent. */
  readonly busy: boolean
  /** The contacts of every call. */
  readonly total: number
  /** The contacts of the calls that succeeded. */
  readonly sent: number
  /** The calls that failed, in order. */
  readonly failed: readonly ContactsChunk[]
}

/**
 * The calls that send `contacts`, in order, each waiting: 1,000 contacts a
 * call, the last one the rest.
 *
 * @example
 * ```ts
 * contactChunks(parseContactList(text).contacts).map((c) => c.contacts.length) // [1000, 1000, 500]
 * ```
 */
export const contactChunks = (contacts: readonly AudienceContactInput[]): ContactsChunk[] =>
  chunk(contacts).map((piece, index) => ({
    index,
    from: index * CONTACTS_PER_CALL,
    contacts: piece,
    status: 'waiting',
  }))

/**
 * How far the send made of `chunks` has come: whether it is under way, how
 * many contacts it holds and has sent, and which calls failed.
 *
 * @example
 * ```ts
 * const { busy, sent, total } = contactsProgress(chunks)
 * ```
 */
export function contactsProgress(chunks: readonly ContactsChunk[]): ContactsProgress {
  return {
    busy: chunks.some((c) => c.status === 'sending' || c.status === 'waiting'),
    total: chunks.reduce((sum, c) => sum + c.contacts.length, 0),
    sent: chunks.reduce((sum, c) => sum + (c.status === 'sent' ? c.contacts.length : 0), 0),
    failed: chunks.filter((c) => c.status === 'failed'),
  }
}

/**
 * Contact lists as people paste or upload them: one contact a line, `address`
 * or `address,name,email`, checked before anything is sent to
 * `Builder/AddAudienceContacts` (decisions.md §6: all or nothing, at most
 * 1,000 contacts a call).
 */
import { isAddress } from 'viem'
import type { AudienceContactInput } from '../../../core/schemas/audience.js'

/** The most contacts one AddAudienceContacts call takes (decisions.md §6). */
export const CONTACTS_PER_CALL = 1000

/**
 * Why a line cannot be sent. Codes rather than sentences, so that a component
 * can say them in its own words (and language).
 */
export type ContactLineProblem =
  /** The line has fields but the first one, the address, is empty. */
  | 'missing-address'
  /** The first field is not `0x` and 40 hexadecimal digits. */
  | 'invalid-address'
  /** The address mixes upper and lower case, and the case is not its EIP-55 checksum. */
  | 'bad-checksum'
  /** The third field is not empty and does not look like an email address. */
  | 'invalid-email'
  /** More than three fields (address, name, email). */
  | 'too-many-fields'
  /** A quoted field is not closed on its line. */
  | 'unterminated-quote'

/** A line that cannot be sent: its 1-based number, its text and why. */
export interface InvalidContactLine {
  readonly line: number
  readonly text: string
  readonly reason: ContactLineProblem
}

/** What a pasted or uploaded list holds. */
export interface ParsedContactList {
  /** The valid contacts, one per address (first spelling kept), in the order first seen. */
  readonly contacts: AudienceContactInput[]
  /** The lines that cannot be sent, in line order. */
  readonly invalid: InvalidContactLine[]
  /** How many valid lines repeated an address seen before (case-insensitive). */
  readonly duplicates: number
}

/** `x@y`: one `@`, no space, something on either side. */
const EMAIL_PARTS = /^[^\s@]+@[^\s@]+$/

/**
 * A simple `x@y.z` check: one `@`, no space, and a dot in the domain with
 * something before and after it — what `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` says,
 * in linear time (that expression took quadratic time on a long run of dots).
 */
function isEmail(text: string): boolean {
  if (!EMAIL_PARTS.test(text)) return false
  const domain = text.slice(text.indexOf('@') + 1)
  return domain.slice(1, -1).includes('.')
}
const QUOTED = /"(?:[^"]|"")*"?/g

/**
 * The separator of a line, if it has one: the first tab, comma or semicolon
 * outside quotes. It follows the first field, the address, which holds none.
 */
function detectDelimiter(line: string): string | undefined {
  return /[\t,;]/.exec(line.replace(QUOTED, ''))?.[0]
}

/**
 * Splits a line into trimmed fields. A field may be quoted with `"`, a quote
 * inside written `""`; `undefined` when a quote is left open.
 */
function splitFields(line: string, delimiter: string): string[] | undefined {
  const fields: string[] = []
  let i = 0
  for (;;) {
    while (line[i] === ' ' || (line[i] === '\t' && delimiter !== '\t')) i++
    let value = ''
    if (line[i] === '"') {
      i++
      for (;;) {
        if (i >= line.length) return undefined
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            value += '"'
            i += 2
            continue
          }
          i++
          break
        }
        value += line[i]
        i++
      }
    }
    // The field up to the separator; after a closing quote, what comes before the separator
    // is kept, as spreadsheets do.
    const end = line.indexOf(delimiter, i)
    value += line.slice(i, end < 0 ? line.length : end)
    i = end < 0 ? line.length : end
    fields.push(value.trim())
    if (i >= line.length) return fields
    i += delimiter.length
  }
}

/** The problem with an address field, if any: viem's `isAddress` decides (strict checksum). */
function addressProblem(address: string): ContactLineProblem | undefined {
  if (!address) return 'missing-address'
  if (!isAddress(address, { strict: false })) return 'invalid-address'
  return isAddress(address) ? undefined : 'bad-checksum'
}

/**
 * Reads a contact list: one contact a line, `address` or
 * `address,name,email`. Fields are separated by commas (CSV, with optional
 * `"` quotes), tabs or semicolons — whichever follows the address on the
 * first line that has a separator. Blank lines and lines starting with `#` are skipped, and so is a first
 * line whose first field is `address` (a header). Addresses are checked with
 * viem's `isAddress` (a mixed-case address must carry a valid checksum),
 * emails with a simple `x@y.z` check. An address seen before
 * (case-insensitive) counts as a duplicate: it is sent once, with the name and
 * email of the latest line that gives them.
 *
 * @example
 * ```ts
 * const { contacts, invalid, duplicates } = parseContactList(
 *   'address,name,email\n0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266,Ada,ada@example.org\n0x123',
 * )
 * // contacts: [{ address: '0xf39f…', name: 'Ada', email: 'ada@example.org' }]
 * // invalid: [{ line: 3, text: '0x123', reason: 'invalid-address' }]
 * ```
 */
export function parseContactList(text: string): ParsedContactList {
  const contacts: AudienceContactInput[] = []
  const invalid: InvalidContactLine[] = []
  const seen = new Map<string, number>()
  let duplicates = 0
  let delimiter: string | undefined
  let first = true
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)

  for (const [index, raw] of lines.entries()) {
    const trimmed = raw.trim()
    if (!trimmed || trimmed.startsWith('#')) continue
    const line = index + 1
    delimiter ??= detectDelimiter(raw)
    const fields = splitFields(raw, delimiter ?? ',')
    const isFirst = first
    first = false
    if (!fields) {
      invalid.push({ line, text: raw, reason: 'unterminated-quote' })
      continue
    }
    if (isFirst && fields[0]?.toLowerCase() === 'address') continue
    while (fields.length > 3 && fields.at(-1) === '') fields.pop()
    if (fields.length > 3) {
      invalid.push({ line, text: raw, reason: 'too-many-fields' })
      continue
    }
    const [address = '', name = '', email = ''] = fields
    const problem =
      addressProblem(address) ?? (email && !isEmail(email) ? 'invalid-email' : undefined)
    if (problem) {
      invalid.push({ line, text: raw, reason: problem })
      continue
    }
    // Only what the line gives: an empty field keeps what an earlier line gave.
    const given = { ...(name ? { name } : {}), ...(email ? { email } : {}) }
    const key = address.toLowerCase()
    const at = seen.get(key)
    if (at === undefined) {
      seen.set(key, contacts.length)
      contacts.push({ address, ...given })
      continue
    }
    duplicates++
    contacts[at] = { ...contacts[at]!, ...given }
  }
  return { contacts, invalid, duplicates }
}

/**
 * Cuts a list into consecutive pieces of at most `size` items (default
 * 1,000, the most one AddAudienceContacts call takes).
 *
 * @example
 * ```ts
 * chunk(contacts).length // 3 for 2,500 contacts: 1,000, 1,000 and 500
 * ```
 */
export function chunk<T>(items: readonly T[], size: number = CONTACTS_PER_CALL): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('chunk size must be at least 1')
  const pieces: T[][] = []
  for (let i = 0; i < items.length; i += size) pieces.push(items.slice(i, i + size))
  return pieces
}

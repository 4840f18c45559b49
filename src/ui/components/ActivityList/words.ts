/** The activity list's words and rules: kinds, addresses, links, counts and dates. */
import { ACTIVITY_KINDS, type ActivityKind } from '../../../core/schemas/activity.js'
import { safeUrl } from '../../shared/safety.js'
import { plural } from '../../shared/strings.js'
import type { ActivityListStrings } from './strings.js'

/** The kind an item is shown as: a kind the kit knows, else `other`. */
export const shownKind = (kind: string): ActivityKind =>
  (ACTIVITY_KINDS as readonly string[]).includes(kind) ? (kind as ActivityKind) : 'other'

/** `0x` and 40 hexadecimal digits: an address, shortened for display; anything else is text. */
export const isAddressText = (value: string): boolean => /^0x[0-9a-fA-F]{40}$/.test(value)

/** `0x` and 64 hexadecimal digits: a transaction hash. */
export const isHashText = (value: string): boolean => /^0x[0-9a-fA-F]{64}$/.test(value)

/**
 * The explorer's page of a transaction, `${explorerUrl}/tx/${hash}`, or
 * `undefined`: only for a hash that is one and an explorer whose URL passes
 * the kit's URL rules as an http(s) URL (a `javascript:` explorer is refused).
 */
export function transactionUrl(
  explorerUrl: string | undefined,
  hash: string | undefined,
): string | undefined {
  if (!explorerUrl || !hash || !isHashText(hash) || !/^https?:\/\//i.test(explorerUrl.trim())) {
    return undefined
  }
  const url = safeUrl(`${explorerUrl.trim().replace(/\/+$/, '')}/tx/${hash}`)
  return url && /^https?:/i.test(url) ? url : undefined
}

/** A time written in full in the locale (`Jan 5, 2030, 10:00:00 AM`), or `''` when it is not one. */
export function fullDate(iso: string, locale: string): string {
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return ''
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(at)
}

/** The polite announcement of `count` rows that arrived; `''` for none. */
export const announcement = (count: number, text: ActivityListStrings, locale: string): string =>
  count > 0 ? plural(text.announce, count, locale) : ''

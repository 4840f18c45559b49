/** The seller's desk's sentences: counts in the locale's plural, lists in its list form. */
import type { BulkCancelState } from '../../../wallet/bulkCancel.js'
import { fill, plural } from '../../shared/strings.js'
import type { SellerDeskStrings } from './strings.js'
import type { SellerDeskAnnouncement, SellerDeskCounts } from './useSellerDesk.js'

/** "3 transactions and 2 signatures": what the wallet is asked, the counts that are not 0. */
export function actionsText(
  counts: Pick<SellerDeskCounts, 'transactions' | 'signatures'>,
  text: SellerDeskStrings,
  locale: string,
): string {
  const parts = [
    counts.transactions > 0 && plural(text.transactions, counts.transactions, locale),
    counts.signatures > 0 && plural(text.signatures, counts.signatures, locale),
  ].filter((part): part is string => !!part)
  return parts.length === 2
    ? fill(text.and, { first: parts[0]!, second: parts[1]! })
    : (parts[0] ?? '')
}

/** "3 transactions and 2 signatures in your wallet, one after another." */
export const planText = (counts: SellerDeskCounts, text: SellerDeskStrings, locale: string) =>
  fill(text.plan, { actions: actionsText(counts, text, locale) })

/** "Finished: 7 cancelled, 1 skipped and 2 failed." — the counts that are not 0. */
export function summaryText(
  counts: BulkCancelState['counts'],
  text: SellerDeskStrings,
  locale: string,
): string {
  const order = ['cancelled', 'skipped', 'failed', 'rejected', 'waiting'] as const
  const parts = order
    .filter((status) => counts[status] > 0)
    .map((status) =>
      fill(text.summaryParts[status], {
        count: new Intl.NumberFormat(locale).format(counts[status]),
      }),
    )
  return fill(text.summary, {
    parts: new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts),
  })
}

/** The words of an announcement. */
export function announcementText(
  announcement: SellerDeskAnnouncement | undefined,
  text: SellerDeskStrings,
  locale: string,
): string {
  if (!announcement) return ''
  if (announcement.kind === 'start') return plural(text.announceStart, announcement.total, locale)
  if (announcement.kind === 'stopping') return text.announceStopping
  return summaryText(announcement.counts, text, locale)
}

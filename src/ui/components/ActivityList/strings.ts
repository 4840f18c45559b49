/** Every word of the activity list, in English; any of them can be overridden with `strings`. */
import type { ActivityKind } from '../../../core/schemas/activity.js'
import type { PluralStrings } from '../../shared/strings.js'
import type { ActivityFilter } from './filters.js'

/** A count's words: `one` for a count the locale calls singular, `other` else (`{count}` is the count). */
export type ActivityPluralStrings = PluralStrings

export const ACTIVITY_LIST_STRINGS = {
  /** The list's accessible name. */
  label: 'Activity',
  loading: 'Loading activity…',
  empty: 'No activity yet',
  /** Empty under a filter: what there is none of yet. */
  emptyOf: {
    sales: 'No sales yet',
    listings: 'No listings yet',
    offers: 'No offers yet',
    transfers: 'No mints, transfers or burns yet',
  } satisfies Record<Exclude<ActivityFilter, 'all'>, string>,
  /** The filter's name (for screen readers) and its choices. */
  filterLabel: 'Show',
  filters: {
    all: 'All',
    sales: 'Sales',
    listings: 'Listings',
    offers: 'Offers',
    transfers: 'Transfers',
  } satisfies Record<ActivityFilter, string>,
  /** The column names above the rows of a wide list (the narrow one has none). */
  columns: {
    kind: 'Event',
    token: 'Item',
    price: 'Price',
    quantity: 'Qty',
    from: 'From',
    to: 'To',
    time: 'Time',
    transaction: 'Transaction',
  },
  error: 'The activity could not be loaded.',
  retry: 'Try again',
  loadingMore: 'Loading more activity…',
  moreError: 'More activity could not be loaded.',
  /** Each kind in words; a kind the kit does not know reads as `other`, with its event's name. */
  kinds: {
    listing: 'Listing',
    offer: 'Offer',
    sale: 'Sale',
    cancel: 'Cancelled',
    invalidate: 'All cancelled',
    mint: 'Mint',
    transfer: 'Transfer',
    burn: 'Burn',
    approval: 'Approval',
    metadata: 'Metadata update',
    other: 'Other',
  } satisfies Record<ActivityKind, string>,
  /** A token without a known name; `{id}` is its id. */
  tokenId: '#{id}',
  /** After a batch's first token: the others it named. */
  moreTokens: { one: '+{count} more', other: '+{count} more' } as ActivityPluralStrings,
  /** Before the from address, for screen readers. */
  from: 'from',
  /** Before the to address, for screen readers. */
  to: 'to',
  /** Before the amount, for screen readers. */
  amount: 'amount',
  /** Before a market item's price, for screen readers. */
  price: 'price',
  /** A price in US dollars at the currency's exchange rate; `{usd}` is the value written by `formatUSD`. */
  usd: '≈ {usd}',
  /** The title of a price in US dollars: the rate is today's, not the one when it happened. */
  usdTitle: 'In US dollars at the current exchange rate',
  /** Before a market item's quantity, for screen readers. */
  quantityLabel: 'quantity',
  /** A market item's quantity when more than one; `{quantity}` is it. */
  quantity: '× {quantity}',
  /** A transaction without a link; `{hash}` is its hash, shortened. */
  transaction: 'Transaction {hash}',
  /** The link to a transaction on the network's block explorer. */
  transactionLink: 'Transaction {hash} on the block explorer (opens in a new tab)',
  /** The mark of a row that arrived while the list was open. */
  arrived: 'New',
  /** The polite announcement of rows that arrived. */
  announce: {
    one: '{count} new activity item',
    other: '{count} new activity items',
  } as ActivityPluralStrings,
}
export type ActivityListStrings = typeof ACTIVITY_LIST_STRINGS

/** Every word of the seller's desk, in English; any of them can be overridden with `strings`. */
import type { BulkCancelStatus } from '../../../wallet/bulkCancel.js'
import type { StepStatus } from '../../../wallet/executeSteps.js'
import type { PluralStrings } from '../../shared/strings.js'

export const SELLER_DESK_STRINGS = {
  /** The desk's accessible name. */
  label: 'Your orders',
  loading: 'Loading your orders…',
  empty: 'You have no live listings or offers here.',
  noAccount: 'Connect a wallet to see your orders.',
  /** Where the actions would be, without a wallet to act with. */
  readOnly: 'Connect a wallet to cancel these orders.',
  error: 'Your orders could not be loaded.',
  retryLoad: 'Try again',
  /** The table's caption. */
  caption: 'Your listings and offers',
  columns: {
    select: 'Select',
    collectible: 'Collectible',
    collection: 'Collection',
    side: 'Side',
    price: 'Price',
    currency: 'Currency',
    marketplace: 'Marketplace',
    expires: 'Expires',
    quantity: 'Quantity',
    status: 'Status',
  },
  listing: 'Listing',
  offer: 'Offer',
  /** A token's id after its name; `{id}` is the id. */
  tokenId: '#{id}',
  /** A collectible and its collection, in a row's check box name where the desk shows several. */
  inCollection: '{name} in {collection}',
  /** While "Select all" waits for the orders not read yet; `{count}` collectibles are left. */
  reading: {
    one: 'Reading your other orders on {count} collectible…',
    other: 'Reading your other orders on {count} collectibles…',
  } as PluralStrings,
  /** The sort menu of a narrow desk (a phone), where the column headers are out of view. */
  sortLabel: 'Sort',
  sortNone: 'As listed',
  sorts: {
    'price ascending': 'Price: low to high',
    'price descending': 'Price: high to low',
    'expires ascending': 'Expires: soonest first',
    'expires descending': 'Expires: latest first',
  },
  /** Where a button would say the count again: how many are selected. */
  selectedCount: { one: '{count} selected', other: '{count} selected' } as PluralStrings,
  /** A token without a name. */
  unnamed: 'Unnamed collectible',
  /** A row's check box, by side; `{name}` is the collectible with its id. */
  selectRow: { listing: 'Select the listing of {name}', offer: 'Select the offer of {name}' },
  selectAll: 'Select all',
  /** Before the quantity, where the column's header is not shown (a phone). */
  quantityShort: 'Qty',
  never: 'Never',
  expiresSoon: 'Expires soon',
  cancelSelected: { one: 'Cancel {count} order', other: 'Cancel {count} orders' } as PluralStrings,
  /** The button while nothing is selected. */
  cancelNone: 'Cancel orders',
  confirmTitle: { one: 'Cancel {count} order?', other: 'Cancel {count} orders?' } as PluralStrings,
  /** What the wallet will ask; `{actions}` is the transactions and signatures in words. */
  plan: '{actions} in your wallet, one after another.',
  transactions: { one: '{count} transaction', other: '{count} transactions' } as PluralStrings,
  signatures: { one: '{count} signature', other: '{count} signatures' } as PluralStrings,
  and: '{first} and {second}',
  planNote:
    'Each order is checked first: one already gone is skipped, and a failure does not stop the others.',
  confirm: 'Start cancelling',
  back: 'Go back',
  /** The progress bar's name. */
  progressLabel: 'Cancelling orders',
  /** Beside the bar; `{done}` settled of `{total}`. */
  progress: '{done}/{total}',
  /** The order at hand; `{name}` its collectible, `{step}` where it is. */
  current: 'Now: {name}, {step}',
  checking: 'checking that it is still live',
  step: {
    pending: 'getting ready',
    'awaiting-signature': 'confirm in your wallet',
    submitted: 'waiting for the transaction',
    confirmed: 'done',
    rejected: 'declined',
    failed: 'failed',
  } satisfies Record<StepStatus, string>,
  stop: 'Stop after this order',
  stopping: 'Stopping after this order…',
  retryFailed: 'Retry failed',
  /** A row's outcome; `{reason}` is the server's, the chain's or the wallet's words. */
  outcome: {
    waiting: 'Waiting',
    checking: 'Checking…',
    cancelling: 'Cancelling…',
    cancelled: 'Cancelled',
    skipped: 'Skipped: {reason}',
    failed: 'Failed: {reason}',
    rejected: 'Declined in the wallet',
  } satisfies Record<BulkCancelStatus, string>,
  /** "Cancel everything on this collection": its button, by collection; `{name}` is the collection's. */
  cancelCollection: 'Cancel all on {name}',
  collectionTitle: 'Cancel everything on {name}?',
  /** What it does; `{count}` the orders shown that it ends, `{actions}` what the wallet asks. */
  collectionPlan:
    'Every native listing and offer you made on {name} before now is cancelled ({count} shown here), with {actions} in your wallet.',
  /** What it leaves; `{count}` the orders of other marketplaces shown on the collection. */
  collectionOthers:
    'Orders on other marketplaces are not affected ({count} here): cancel them separately.',
  collectionNoOthers:
    'Orders on other marketplaces are not affected: they are cancelled separately.',
  collectionConfirm: 'Cancel everything',
  /** While it runs; `{step}` is where the transaction is. */
  collectionRunning: 'Cancelling everything on {name}: {step}',
  collectionDone: {
    one: 'Everything on {name} is cancelled: {count} order left the list.',
    other: 'Everything on {name} is cancelled: {count} orders left the list.',
  } as PluralStrings,
  /** `{reason}` is the market's, the chain's or the wallet's words. */
  collectionFailed: 'Nothing was cancelled: {reason}',
  close: 'Close',
  announceStart: {
    one: 'Cancelling {count} order.',
    other: 'Cancelling {count} orders.',
  } as PluralStrings,
  announceStopping: 'Stopping after the order at hand.',
  /** The end of a run, announced and shown; `{parts}` lists the counts below that are not 0. */
  summary: 'Finished: {parts}.',
  summaryParts: {
    cancelled: '{count} cancelled',
    skipped: '{count} skipped',
    failed: '{count} failed',
    rejected: '{count} declined',
    waiting: '{count} not started',
  },
}
export type SellerDeskStrings = typeof SELLER_DESK_STRINGS

/** The trade panel's words: English defaults an app overrides in part (`strings`). */
import type { StepStatus } from '../../../wallet/executeSteps.js'
import type { TradeKind } from '../../../wallet/trade/types.js'
import type { WalletFlowReason } from '../../../wallet/walletFlow.js'

const perKind = (listing: string, offer: string, buy: string, accept: string, relist: string) =>
  ({ listing, offer, buy, accept, relist }) satisfies Record<TradeKind, string>

export const TRADE_PANEL_STRINGS = {
  title: perKind('List for sale', 'Make an offer', 'Buy', 'Accept offer', 'Edit price'),
  action: perKind('Complete listing', 'Place offer', 'Buy now', 'Accept offer', 'Update price'),
  /** The trade button's text beside an order: its accessible name (below) begins with it. */
  short: perKind('List', 'Offer', 'Buy', 'Accept', 'Edit price'),
  /** The trade button's accessible name beside an order; `{price}` is the order's. */
  actionLabel: perKind(
    'List for {price}',
    'Offer {price}',
    'Buy for {price}',
    'Accept {price}',
    'Edit price of your listing at {price}',
  ),
  busy: perKind('Listing…', 'Placing offer…', 'Buying…', 'Accepting…', 'Updating…'),
  done: perKind(
    'Listed for sale.',
    'Offer made.',
    'Bought.',
    'Offer accepted.',
    'Listed at the new price.',
  ),
  /** What a user does, in the sentences below: "Connect a wallet to {verb}." */
  verb: perKind('list', 'make an offer', 'buy', 'accept', 'edit the price'),
  /** A third-party order's link to its marketplace's page (opens in a new tab). */
  elsewhere: 'View on {marketplace}',
  checking: 'Checking with the chain…',
  /** Edit price: the listing's price now; `{price}` is it in words. */
  editNow: 'Your listing is at {price}.',
  /** Edit price: how it is done on the market, said before anything is asked. */
  editHow: 'A new price cancels it and lists it again: your wallet asks for each step.',
  connect: 'Connect a wallet to {verb}.',
  /** The summary's rows. */
  price: 'Price',
  /** Edit price: the listing's price now, then the new one. */
  replaced: 'Current price',
  newPrice: 'New price',
  quantity: 'Quantity',
  pays: perKind('Buyer pays', 'You pay when accepted', 'You pay', 'Buyer pays', 'Buyer pays'),
  royalty: 'Royalty',
  fees: 'Fees',
  gets: perKind('You receive', 'Seller receives', 'Seller receives', 'You receive', 'You receive'),
  none: 'none',
  /** How many transactions the wallet will ask, said before the button. */
  asks: {
    one: 'Your wallet will ask for 1 transaction.',
    other: 'Your wallet will ask for {count} transactions.',
  },
  /** The accessible name of the list of steps. */
  progress: 'Trade steps',
  step: 'Step {n}: {kind}',
  kinds: {
    cancel: 'cancel the listing',
    tokenApproval: 'approve',
    createListing: 'list',
    createOffer: 'make the offer',
    buy: 'buy',
    sell: 'sell',
  } as Readonly<Record<string, string>>,
  status: {
    pending: 'waiting',
    'awaiting-signature': 'confirm in your wallet',
    submitted: 'submitted',
    confirmed: 'done',
    rejected: 'declined',
    failed: 'failed',
  } satisfies Record<StepStatus, string>,
  errors: {
    rejected: 'You declined in your wallet. Nothing changed.',
    'not-connected': 'Connect a wallet to {verb}.',
    'wrong-account': 'The connected wallet changed. Check again and retry.',
    'not-linked': 'Cannot {verb}.',
    refused: 'Cannot {verb}: {message}.',
    unavailable: 'Cannot {verb} here: {message}.',
    failed: 'Could not {verb}: {message}.',
  } satisfies Record<WalletFlowReason, string>,
}
export type TradePanelStrings = typeof TRADE_PANEL_STRINGS

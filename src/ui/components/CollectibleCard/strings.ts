/** The words of a collectible card: English defaults, each replaceable through `strings`. */
import { MARKETPLACE_NAMES } from '../../shared/format.js'

export const COLLECTIBLE_CARD_STRINGS = {
  /** The token id; `{id}` is the id, shortened when long. */
  tokenId: '#{id}',
  /** The accessible label of the token id. `{id}` is the full id. */
  tokenIdLabel: 'Token ID {id}',
  /** Shown for a token whose name is empty. */
  untitled: 'Untitled',
  /** The label of a listing's price. */
  listingPrice: 'Price',
  /** The label of an offer's price. */
  offerPrice: 'Best offer',
  /** The price in US dollars; `{usd}` is the value formatted by `formatUSD`. */
  usd: '≈ {usd}',
  /** Where the order was made; `{marketplace}` is its display name. */
  marketplace: 'on {marketplace}',
  /** The quantity available of an ERC-1155 order; `{quantity}` is the formatted quantity. */
  quantity: '{quantity} available',
  /** Shown when the token has no order. */
  notListed: 'Not listed',
  /** The accessible label of a skeleton card. */
  loading: 'Loading collectible',
  /**
   * Display names of the marketplaces by kind. Overriding replaces the whole
   * map; a kind missing from it is shown as sent.
   */
  marketplaceNames: MARKETPLACE_NAMES as Readonly<Record<string, string>>,
}
export type CollectibleCardStrings = typeof COLLECTIBLE_CARD_STRINGS

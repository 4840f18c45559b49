/** The words of the order book: English defaults, each replaceable through `strings`. */

export const ORDER_BOOK_STRINGS = {
  /** The accessible name of the whole book. */
  label: 'Order book',
  /** Said once the account's order is cancelled (its row then leaves the book); `{price}` is its price. */
  cancelled: 'Your order at {price} is cancelled.',
  /** The caption of the listings table. */
  listings: 'Listings (asks)',
  /** The caption of the offers table. */
  offers: 'Offers (bids)',
  price: 'Price',
  /** The header of the currency's column (read by screen readers; "Price" stands over the amount). */
  currency: 'Currency',
  usd: 'USD',
  quantity: 'Quantity',
  /** Before the quantity in a row stacked on two lines, where the column headers are not shown. */
  quantityShort: 'Qty',
  maker: 'Maker',
  marketplace: 'Marketplace',
  expires: 'Expires',
  /** The header of the column of actions: cancel buttons, and the app's own (`renderAction`). */
  actions: 'Actions',
  /** Shown when an order never expires. */
  never: 'Never',
  /** Stands for the maker of the connected account's own orders. */
  you: 'You',
  /** The text of a cancel button. */
  cancel: 'Cancel',
  /** The accessible name of a cancel button; `{price}` is the order's price. */
  cancelLabel: 'Cancel your order at {price}',
  /** Shown in place of the listings when there is none (and some offers). */
  noListings: 'No listings',
  /** Shown in place of the offers when there is none (and some listings). */
  noOffers: 'No offers',
  /** Shown, alone, when neither side has an order: no chart, no tables. */
  empty: 'No listings or offers for this collectible yet.',
  /** Announced while the book loads. */
  loading: 'Loading the order book…',
  error: 'The order book could not be loaded.',
  retry: 'Try again',
  loadMoreListings: 'Load more listings',
  loadMoreOffers: 'Load more offers',
  /**
   * What a live update changed, said politely at most every five seconds
   * under a `LiveQueries`; `{count}` is how many, the `…One` forms are for
   * exactly one, and the parts are listed as the locale lists things.
   */
  listingsAdded: '{count} listings added',
  listingsAddedOne: '1 listing added',
  listingsChanged: '{count} listings changed',
  listingsChangedOne: '1 listing changed',
  listingsRemoved: '{count} listings removed',
  listingsRemovedOne: '1 listing removed',
  offersAdded: '{count} offers added',
  offersAddedOne: '1 offer added',
  offersChanged: '{count} offers changed',
  offersChangedOne: '1 offer changed',
  offersRemoved: '{count} offers removed',
  offersRemovedOne: '1 offer removed',
}
export type OrderBookStrings = typeof ORDER_BOOK_STRINGS

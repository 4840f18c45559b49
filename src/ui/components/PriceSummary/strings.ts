/** The default English strings of `PriceSummary`; it takes overrides. */

export const PRICE_SUMMARY_STRINGS = {
  heading: 'Price',
  /** The label of the cheapest listing's box: what it shows (the app's `renderAction` offers to buy). */
  listing: 'Lowest listing',
  /** The label of the highest offer's box. */
  offer: 'Best offer',
  noListing: 'Not listed',
  noOffer: 'No offers',
  /** Beside a box's label when its order is the connected account's. */
  yours: 'Yours',
  /** Beside the cancel of the account's own native listing: cancel it and list it again at a new price. */
  edit: 'Edit price',
  /** The edit's accessible name; `{price}` is the listing's price. */
  editLabel: 'Edit price of your listing at {price}',
  /** The cancel's accessible name; `{price}` is the order's price. */
  cancelLabel: 'Cancel your order at {price}',
  /** Said once the account's order is cancelled (it then leaves the box). */
  cancelled: 'Your order at {price} is cancelled.',
  /** `{marketplace}` */
  on: 'on {marketplace}',
  /** `{time}`: a relative time (`in 3 days`). */
  ends: 'ends {time}',
  loading: 'Loading prices…',
  error: 'The prices could not be loaded.',
  retry: 'Retry',
}
export type PriceSummaryStrings = typeof PRICE_SUMMARY_STRINGS

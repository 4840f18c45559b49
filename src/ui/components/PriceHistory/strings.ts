/** The default English strings of `PriceHistory`; it takes overrides. */
export const PRICE_HISTORY_STRINGS = {
  /** The region's name. */
  label: 'Price history',
  /** The chart's accessible summary; `{count}` sales, dates `{from}`–`{to}`, prices with their symbol. */
  summary: '{count} sales from {from} to {to}: lowest {low}, highest {high}, last {last}.',
  /** The caption of the table of sales (for screen readers, beside the chart). */
  table: 'Sales',
  date: 'Date',
  price: 'Price',
  quantity: 'Quantity',
  /** The floor's line in the legend, and its table's caption and price column. */
  floor: 'Floor',
  /** The floor table's first column: from when a floor held. */
  since: 'From',
  /** A time with no listing live. */
  noListing: 'No listing',
  /** After the sales' summary: the floor's lowest, highest and latest, prices with their symbol. */
  floorSummary: 'Floor: lowest {low}, highest {high}, latest {last}.',
  /** The y axis: prices in the currency charted; `{symbol}` is its symbol. */
  axis: 'Price ({symbol})',
  empty: 'No sales yet',
  /** Under the chart when some sales are not on it; `{count}` of them. */
  left: '{count} more sales are not charted (in another currency, or older).',
  loading: 'Loading sales…',
  error: 'The sales could not be loaded.',
  retry: 'Try again',
}
export type PriceHistoryStrings = typeof PRICE_HISTORY_STRINGS

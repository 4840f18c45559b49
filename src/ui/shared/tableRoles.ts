/**
 * The role of each element of an order table (the order book's, the seller's
 * desk's), stated: a row laid out with CSS `display` keeps its table
 * semantics in every browser.
 */
export const ROLE = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  cell: { role: 'cell' },
} as const

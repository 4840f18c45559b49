/**
 * Forwards to src/ui/components/OrderBook/OrderBook.tsx, where issue 44's feature folders
 * put the component, for test/chain, which still imports it here: remove once
 * test/chain imports `../../src/ui/components/OrderBook/OrderBook.js`.
 */
export { OrderBook } from './OrderBook/OrderBook.js'

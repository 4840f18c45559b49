/**
 * Forwards to src/ui/shared/price.ts, where the price formatter moved with
 * issue 44's feature folders, for test/chain/currencies.test.tsx, which still
 * imports it here: remove once that test imports `../../src/ui/shared/price.js`.
 */
export { formatPrice, priceParts } from '../shared/price.js'

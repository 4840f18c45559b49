/**
 * Forwards to src/ui/components/SellerDesk/SellerDesk.tsx, where issue 44's feature folders
 * put the component, for test/chain, which still imports it here: remove once
 * test/chain imports `../../src/ui/components/SellerDesk/SellerDesk.js`.
 */
export { SellerDesk } from './SellerDesk/SellerDesk.js'

/**
 * Forwards to src/ui/components/UnlinkWalletFlow/UnlinkWalletFlow.tsx, where issue 44's feature folders
 * put the component, for test/chain, which still imports it here: remove once
 * test/chain imports `../../src/ui/components/UnlinkWalletFlow/UnlinkWalletFlow.js`.
 */
export { UnlinkWalletFlow } from './UnlinkWalletFlow/UnlinkWalletFlow.js'

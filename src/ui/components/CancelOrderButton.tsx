/**
 * Forwards to src/ui/components/CancelOrderButton/CancelOrderButton.tsx, where issue 44's feature folders
 * put the component, for test/chain, which still imports it here: remove once
 * test/chain imports `../../src/ui/components/CancelOrderButton/CancelOrderButton.js`.
 */
export { CancelOrderButton } from './CancelOrderButton/CancelOrderButton.js'

/**
 * My orders: every live order of the connected dev account in every
 * collection of the network, with a bulk cancel (issues 30, 45), as
 * marketplaces show a seller's orders: a collection column, sorting by price
 * and expiry. The list reads the account's best order on each token first,
 * the others as rows show; cancelling runs each order's steps with the
 * wallet.
 */
import { EMULATED_COLLECTIONS } from 'platform-kit/emulator'
import { SellerDesk } from 'platform-kit/ui'
import { useAccount, useWalletAvailable } from '../wallet.js'

/** The wallet's network: the local chain. */
const CHAIN_ID = 31337
/** Every collection of the emulator on it (Creatures, where dev account 0 lists, included). */
const ON_CHAIN = EMULATED_COLLECTIONS.filter((c) => c.chainId === CHAIN_ID)
const COLLECTIONS = ON_CHAIN.map((c) => c.address)
/** Their names, for the collection column and "Cancel all on Pixel Relics". */
const NAMES = Object.fromEntries(ON_CHAIN.map((c) => [c.address, c.name]))

export function OrdersPage() {
  const available = useWalletAvailable()
  return (
    <>
      <h1 className="demo-heading" tabIndex={-1}>
        My orders
      </h1>
      {available ? (
        <Desk />
      ) : (
        <p className="demo-note">
          Your orders need a local chain: start anvil (<code>npx anvil</code>) and restart{' '}
          <code>npm run demo</code>.
        </p>
      )}
    </>
  )
}

/** The desk of the connected account: only under the wallet's provider, which a chain brings. */
function Desk() {
  const account = useAccount()
  if (!account) {
    return <p className="demo-note">Connect a dev account with the account menu in the header.</p>
  }
  return (
    <SellerDesk
      key={account}
      network="anvil"
      contractAddresses={COLLECTIONS}
      account={account}
      collectionNames={NAMES}
    />
  )
}

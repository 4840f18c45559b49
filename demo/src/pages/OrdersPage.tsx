/**
 * My orders: every live order of the connected dev account in the demo's
 * collections, with a bulk cancel (issue 30). The list reads the account's
 * orders with the interface's own operations; cancelling runs each order's
 * steps with the wallet, one after another.
 */
import { EMULATOR_COLLECTION } from 'platform-kit/emulator'
import { SellerDesk } from 'platform-kit/ui'
import { useAccount, useWalletAvailable } from '../wallet.js'

/** The collections the desk reads: dev account 0 has 20 live orders in them, both sides, native and third-party. */
const COLLECTIONS = [EMULATOR_COLLECTION.relics.address, EMULATOR_COLLECTION.hostile.address]
/** Their names, for "Cancel all on Pixel Relics". */
const NAMES = Object.fromEntries(
  [EMULATOR_COLLECTION.relics, EMULATOR_COLLECTION.hostile].map((c) => [c.address, c.name]),
)

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

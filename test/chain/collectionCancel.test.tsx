/**
 * "Cancel everything on this collection" in the seller's desk, on anvil
 * (issue 43): dev account 0's desk over two collections, the emulator
 * following the chain, a wagmi wallet whose prompts are counted. The
 * confirmation's counts are what the wallet is then asked (one transaction,
 * no signature); once mined, the collection's native orders leave the desk
 * and the emulator's reads, its third-party orders and the other
 * collection's orders stay.
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createClient } from '../../src/core/client.js'
import { listAccountOrders } from '../../src/core/operations/listAccountOrders.js'
import type { AttachedChain } from '../../src/emulator/chain/attach.js'
import { emulatorConfig } from '../../src/emulator/config.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import { SellerDesk } from '../../src/ui/components/SellerDesk/SellerDesk.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import { setupTestPlatform } from '../support/platform.js'
import {
  connectWallet,
  createTestWagmi,
  WalletProviders,
  walletPrompts,
} from '../support/wallet.js'

const rpcUrl = anvilRpcUrl()
const platform = setupTestPlatform({ size: 300, now: Date.now })
const account = DEV_ACCOUNTS[0]!.address
const { relics, hostile } = EMULATOR_COLLECTION
const names = { [relics.address]: relics.name, [hostile.address]: hostile.name }
const settled = { timeout: 20_000 }
let snapshot: string
let chain: AttachedChain

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  chain = await platform.emulator.attachChain({ rpcUrl, pollingInterval: 50 })
})
afterAll(async () => {
  chain?.detach()
  await revertChain(rpcUrl, snapshot)
})
afterEach(cleanup)

/** Dev account 0's live orders in a collection, as the emulator reads them. */
async function ordersIn(contractAddress: string) {
  const client = createClient({
    ...emulatorConfig(),
    fetch: (input, init) => platform.emulator.handle(new Request(input, init)),
  })
  const { orders } = await listAccountOrders(client, { network: 'anvil', contractAddress, account })
  return orders.map((o) => o.order)
}

const native = (marketplace: string | undefined) => marketplace === 'native_marketplace_v2'

test('Cancel all on Pixel Relics: the confirmation says 1 transaction, the wallet is asked exactly that, and the native orders leave', async () => {
  const before = await ordersIn(relics.address)
  const ends = before.filter((o) => native(o.marketplace))
  const others = before.filter((o) => !native(o.marketplace))
  const elsewhere = await ordersIn(hostile.address)
  expect(ends.length).toBeGreaterThan(1)
  expect(others.length).toBeGreaterThan(0)

  const config = createTestWagmi(rpcUrl, [account])
  const prompts = walletPrompts(config)
  const user = userEvent.setup()
  render(
    <WalletProviders config={config} queryClient={new QueryClient()}>
      <SellerDesk
        network="anvil"
        contractAddresses={[relics.address, hostile.address]}
        account={account}
        collectionNames={names}
        // Tall enough that the virtualized desk draws every row (and reads each token's orders).
        initialRect={{ width: 1280, height: 20_000 }}
      />
    </WalletProviders>,
  )
  // Connected once the provider is mounted, which starts disconnected.
  await connectWallet(config)
  const rows = () => screen.queryAllByRole('checkbox', { name: /^Select the (listing|offer) of/ })
  await waitFor(() => expect(rows()).toHaveLength(before.length + elsewhere.length), settled)

  await user.click(screen.getByRole('button', { name: `Cancel all on ${relics.name}` }))
  const panel = screen.getByRole('region', { name: `Cancel everything on ${relics.name}?` })
  expect(panel.textContent).toContain(
    `Every native listing and offer you made on ${relics.name} before now is cancelled (${ends.length} shown here), with 1 transaction in your wallet.`,
  )
  expect(panel.textContent).toContain(
    `Orders on other marketplaces are not affected (${others.length} here): cancel them separately.`,
  )
  expect(panel.textContent).not.toMatch(/signature/)
  expect(prompts).toEqual([])

  const reads = platform.count('Marketplace/ListCollectibles')
  await user.click(within(panel).getByRole('button', { name: 'Cancel everything' }))
  await screen.findByText(
    `Everything on ${relics.name} is cancelled: ${ends.length} orders left the list.`,
    {},
    settled,
  )
  // What the confirmation counted: one transaction, no signature.
  expect(prompts).toEqual(['eth_sendTransaction'])
  // The collection's orders are read again (its order queries refreshed).
  await waitFor(
    () => expect(platform.count('Marketplace/ListCollectibles')).toBeGreaterThan(reads),
    settled,
  )
  // The desk: the native orders gone, the third-party ones and the other collection's kept.
  await waitFor(() => expect(rows()).toHaveLength(others.length + elsewhere.length), settled)
  // The emulator's reads, once it has followed the block.
  await chain.watcher.sync()
  const after = await ordersIn(relics.address)
  expect(after.map((o) => o.orderId).sort()).toEqual(others.map((o) => o.orderId).sort())
  expect((await ordersIn(hostile.address)).length).toBe(elsewhere.length)
  // Nothing native is left on the collection: no button for it any more; the other one stays.
  await user.click(screen.getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('button', { name: `Cancel all on ${relics.name}` })).toBeNull()
  expect(screen.getByRole('button', { name: `Cancel all on ${hostile.name}` })).toBeTruthy()
})

test('declined in the wallet: nothing cancelled, said so, and the orders stay', async () => {
  const before = await ordersIn(hostile.address)
  const config = createTestWagmi(rpcUrl, [account])
  const prompts = walletPrompts(config, () => {
    throw Object.assign(new Error('declined'), { code: 4001 })
  })
  const user = userEvent.setup()
  render(
    <WalletProviders config={config} queryClient={new QueryClient()}>
      <SellerDesk
        network="anvil"
        contractAddresses={[hostile.address]}
        account={account}
        collectionNames={names}
        // Tall enough that the virtualized desk draws every row (and reads each token's orders).
        initialRect={{ width: 1280, height: 20_000 }}
      />
    </WalletProviders>,
  )
  await connectWallet(config)
  await user.click(
    await screen.findByRole('button', { name: `Cancel all on ${hostile.name}` }, settled),
  )
  await user.click(screen.getByRole('button', { name: 'Cancel everything' }))
  await screen.findByText('Declined in the wallet', {}, settled)
  expect(prompts).toEqual(['eth_sendTransaction'])
  expect((await ordersIn(hostile.address)).length).toBe(before.length)
})

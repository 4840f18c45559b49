/**
 * The seller's desk hooks together on anvil: `useAccountOrders` reads dev
 * account 0's orders in two collections, `useBulkCancel` cancels some with
 * the wallet, and each settled order refreshes the list — the cancelled ones
 * leave it without a reload. Before a wallet connects (no account), nothing
 * is read.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import { useAccountOrders, useBulkCancel } from '../../src/react/index.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import { setupTestPlatform } from '../support/platform.js'
import { connectWallet, createTestWagmi, WalletProviders } from '../support/wallet.js'

const rpcUrl = anvilRpcUrl()
const platform = setupTestPlatform({ size: 300, now: Date.now })
const account = DEV_ACCOUNTS[0]!.address
const contractAddresses = [EMULATOR_COLLECTION.relics.address, EMULATOR_COLLECTION.hostile.address]
let snapshot: string
/** Waits for the page to settle, as long as a loaded machine needs (the reads go through msw, then anvil). */
const settled = { timeout: 20_000 }

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  await platform.emulator.attachChain({ rpcUrl, pollingInterval: 50 })
})
afterAll(() => revertChain(rpcUrl, snapshot))
afterEach(cleanup)

function render<T>(hook: () => T) {
  const config = createTestWagmi(rpcUrl, [account])
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletProviders config={config} queryClient={queryClient}>
      {children}
    </WalletProviders>
  )
  return { config, queryClient, ...renderHook(hook, { wrapper }) }
}

test('without an account nothing is read', async () => {
  const { result, queryClient } = render(() =>
    useAccountOrders({ network: 'anvil', contractAddresses, account: undefined }),
  )
  expect(result.current).toMatchObject({ orders: [], isPending: false, error: null })
  // No query was even made, so none can be sent later.
  expect(queryClient.getQueryCache().findAll({ queryKey: ['platform'] })).toEqual([])
  expect(platform.count('Marketplace/ListCollectibles')).toBe(0)
})

test("the account's orders of two collections; the ones a bulk cancel settles leave the list", async () => {
  const { result, config } = render(() => ({
    desk: useAccountOrders({ network: 'anvil', contractAddresses, account }),
    bulk: useBulkCancel(),
  }))
  await connectWallet(config)
  await waitFor(() => expect(result.current.desk.isPending).toBe(false), settled)
  const before = result.current.desk.orders
  expect(before.length).toBeGreaterThanOrEqual(20)
  const collections = new Set(before.map((o) => o.order.collectionContractAddress?.toLowerCase()))
  expect(collections).toEqual(new Set(contractAddresses.map((a) => a.toLowerCase())))
  expect(result.current.desk.requests).toBeGreaterThan(0)

  const chosen = before.slice(0, 3).map((o) => o.order)
  const end = await act(() => result.current.bulk.start(chosen))
  expect(end.counts.cancelled).toBe(3)
  expect(result.current.bulk.state).toMatchObject({ done: 3, total: 3, running: false })
  const gone = new Set(chosen.map((o) => o.orderId))
  await waitFor(
    () => expect(result.current.desk.orders.filter((o) => gone.has(o.order.orderId))).toEqual([]),
    settled,
  )
  expect(result.current.desk.orders).toHaveLength(before.length - 3)
})

test("another tab's cancel of a signed (off-chain) order leaves this tab's list at once, with no feed mounted", async () => {
  const here = render(() => useAccountOrders({ network: 'anvil', contractAddresses, account }))
  const there = render(() => useBulkCancel())
  await connectWallet(there.config)
  await waitFor(() => expect(here.result.current.isPending).toBe(false), settled)
  const signed = here.result.current.orders.find(
    (o) => !/^native_marketplace_v[12]$/.test(o.order.marketplace ?? ''),
  )!.order
  const end = await act(() => there.result.current.start([signed]))
  expect(end.counts.cancelled).toBe(1)
  await waitFor(
    () =>
      expect(here.result.current.orders.map((o) => o.order.orderId)).not.toContain(signed.orderId),
    settled,
  )
})

/**
 * Cancelling an order end to end: the kit's hook, wagmi over anvil (real
 * signatures and transactions), and the emulator following the chain.
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createPublicClient, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import type { StoredOrder } from '../../src/emulator/stored.js'
import { useCancelOrder, useListings } from '../../src/react/index.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import { setupTestPlatform } from '../support/platform.js'
import { connectWallet, createTestWagmi, WalletProviders } from '../support/wallet.js'

const rpcUrl = anvilRpcUrl()
const platform = setupTestPlatform({ size: 300, now: Date.now })
const chain = createPublicClient({ chain: foundry, transport: http(rpcUrl) })
const [maker, other] = DEV_ACCOUNTS as [(typeof DEV_ACCOUNTS)[0], (typeof DEV_ACCOUNTS)[0]]
let snapshot: string

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  await platform.emulator.attachChain({ rpcUrl, pollingInterval: 50 })
})
afterAll(() => revertChain(rpcUrl, snapshot))
afterEach(cleanup)

const NATIVE = new Set(['native_marketplace_v1', 'native_marketplace_v2'])

/** A live listing of `account` on anvil, native or third-party. */
function liveListing(account: string, native: boolean): StoredOrder {
  const now = platform.emulator.clock.now()
  const order = platform.emulator.state.marketplace
    .ordersByMaker(account, { liveAt: now, network: 'anvil' })
    .find((o) => o.side === 'listing' && NATIVE.has(o.marketplace ?? '') === native)
  if (!order) throw new Error(`no live ${native ? 'native' : 'third-party'} listing of ${account}`)
  return order
}

function render<T>(hook: () => T, accounts = [maker.address], features = {}) {
  const config = createTestWagmi(rpcUrl, accounts, features)
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletProviders config={config} queryClient={queryClient}>
      {children}
    </WalletProviders>
  )
  return { config, queryClient, ...renderHook(hook, { wrapper }) }
}

describe('useCancelOrder', () => {
  test('cancels a native order with a mined transaction, and the emulator follows the chain', async () => {
    const order = liveListing(maker.address, true)
    const { result, config } = render(() => ({
      cancel: useCancelOrder(),
      listings: useListings({
        network: 'anvil',
        contractAddress: order.collectionContractAddress,
        tokenId: order.tokenId,
      }),
    }))
    await connectWallet(config)
    await waitFor(() => expect(result.current.listings.isSuccess).toBe(true))
    const listed = () => result.current.listings.data?.pages.flatMap((p) => p.listings) ?? []
    expect(listed().map((o) => o.orderId)).toContain(order.orderId)

    await act(() => result.current.cancel.mutateAsync({ order }))

    const [step] = result.current.cancel.progress
    expect(step).toMatchObject({
      index: 0,
      status: 'confirmed',
      hash: expect.stringMatching(/^0x/),
    })
    const receipt = await chain.getTransactionReceipt({ hash: step!.hash! })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(maker.address.toLowerCase())
    expect(
      platform.emulator.state.marketplace.findOrder(order.collectionContractAddress, order.orderId)
        ?.status,
    ).toBe('cancelled')
    // The hook invalidated the order queries: the listing is gone after the refetch.
    await waitFor(() => expect(listed().map((o) => o.orderId)).not.toContain(order.orderId))
  })

  test('cancels a third-party order with a typed-data signature posted to the marketplace', async () => {
    const order = liveListing(maker.address, false)
    const { result, config } = render(() => useCancelOrder())
    await connectWallet(config)
    const before = await chain.getTransactionCount({ address: maker.address })
    await act(() => result.current.mutateAsync({ order }))
    expect(result.current.progress.map((p) => p.status)).toEqual(['confirmed'])
    expect(result.current.progress[0]?.signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await chain.getTransactionCount({ address: maker.address })).toBe(before)
    expect(platform.count('Marketplace/GenerateCancelTransaction')).toBe(1)
    expect(
      platform.emulator.state.marketplace.findOrder(order.collectionContractAddress, order.orderId)
        ?.status,
    ).toBe('cancelled')
  })

  test('a rejected signature is a user rejection, and the order stays live', async () => {
    const order = liveListing(maker.address, false)
    const { result, config } = render(() => useCancelOrder(), [maker.address], {
      signTypedDataError: true,
    })
    await connectWallet(config)
    await act(() => result.current.mutateAsync({ order }).catch(() => {}))
    // The hook's state follows the mutation on a later tick.
    await waitFor(() => expect(result.current.reason).toBe('rejected'))
    expect(result.current.progress[0]?.status).toBe('rejected')
    expect(
      platform.emulator.state.marketplace.isOrderLive(
        order.collectionContractAddress,
        order.orderId,
        platform.emulator.clock.now(),
      ),
    ).toBe(true)
  })

  test('a wrong connected account is refused before anything is asked', async () => {
    const order = liveListing(maker.address, true)
    const { result, config } = render(() => useCancelOrder(), [other.address])
    await connectWallet(config)
    await act(() => result.current.mutateAsync({ order }).catch(() => {}))
    // The hook's state follows the mutation on a later tick.
    await waitFor(() => expect(result.current.reason).toBe('wrong-account'))
    expect(platform.count('Marketplace/GenerateCancelTransaction')).toBe(0)
  })

  test('the market refuses a cancel sent by someone else than the maker (InvalidRequestId), and the order stays', async () => {
    const order = liveListing(maker.address, true)
    const { config } = render(() => null, [other.address])
    await connectWallet(config)
    const { sendTransaction, waitForTransactionReceipt } = await import('wagmi/actions')
    const { encodeNativeCancel } = await import('../../src/emulator/marketplace/cancel.js')
    const network = platform.emulator.networks.find((n) => n.chainId === 31337)!
    const hash = await sendTransaction(config, {
      to: network.marketplaceContract,
      data: encodeNativeCancel(order.orderId),
    })
    // Mined and reverted: wagmi reads the reason, InvalidRequestId(uint256).
    const refused = await waitForTransactionReceipt(config, { hash }).catch((e: unknown) => e)
    expect(String(refused)).toMatch(/0xc969e0f2|InvalidRequestId/)
    await platform.emulator.state.chains.get(31337)!.sync()
    expect(
      platform.emulator.state.marketplace.isOrderLive(
        order.collectionContractAddress,
        order.orderId,
        platform.emulator.clock.now(),
      ),
    ).toBe(true)
  })

  test('the creatures collection has live listings of the connected account to cancel', () => {
    const mine = platform.emulator.state.marketplace
      .ordersByMaker(maker.address, { liveAt: platform.emulator.clock.now(), network: 'anvil' })
      .filter(
        (o) =>
          o.collectionContractAddress.toLowerCase() ===
          EMULATOR_COLLECTION.creatures.address.toLowerCase(),
      )
    expect(mine.length).toBeGreaterThan(0)
  })
})

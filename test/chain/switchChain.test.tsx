/**
 * useCancelOrder puts the wallet on the order's chain first: the wallet starts
 * on a second local chain (a second anvil, as chain 137) and the order lives
 * on the emulator's anvil chain (31337).
 */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createPublicClient, defineChain, http } from 'viem'
import { foundry, polygon } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createConfig, WagmiProvider } from 'wagmi'
import { getConnection } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { type AnvilNode, startAnvil } from '../../src/emulator/chain/anvil.js'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { useCancelOrder } from '../../src/react/index.js'
import { anvilRpcUrl } from '../support/anvil.js'
import { revertChain, snapshotChain } from '../support/chainRpc.js'
import { setupTestPlatform } from '../support/platform.js'
import { TestProviders } from '../support/providers.js'
import { connectWallet } from '../support/wallet.js'

const rpcUrl = anvilRpcUrl()
const platform = setupTestPlatform({ size: 100, now: Date.now })
const maker = DEV_ACCOUNTS[5]!.address
let other: AnvilNode
let snapshot: string

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  other = await startAnvil({ chainId: 137 })
  await platform.emulator.attachChain({ rpcUrl, pollingInterval: 50 })
}, 30_000)
afterAll(async () => {
  cleanup()
  await other?.stop()
  await revertChain(rpcUrl, snapshot)
})

test('switches the wallet to the order’s chain before sending the cancel', async () => {
  const chains = [
    defineChain({ ...polygon, rpcUrls: { default: { http: [other.rpcUrl] } } }),
    defineChain({ ...foundry, rpcUrls: { default: { http: [rpcUrl] } } }),
  ] as const
  const config = createConfig({
    chains,
    connectors: [mock({ accounts: [maker] })],
    transports: { [polygon.id]: http(other.rpcUrl), [foundry.id]: http(rpcUrl) },
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <TestProviders queryClient={new QueryClient()}>{children}</TestProviders>
    </WagmiProvider>
  )
  const { result } = renderHook(() => useCancelOrder(), { wrapper })
  await connectWallet(config)
  expect(getConnection(config).chainId).toBe(137)

  const order = platform.emulator.state.marketplace
    .ordersByMaker(maker, { liveAt: platform.emulator.clock.now(), network: 'anvil' })
    .find((o) => o.side === 'listing' && /^native/.test(o.marketplace ?? ''))!
  await act(() => result.current.mutateAsync({ order }))

  expect(getConnection(config).chainId).toBe(31337)
  const hash = result.current.progress[0]!.hash!
  const anvilChain = createPublicClient({ transport: http(rpcUrl) })
  expect((await anvilChain.getTransactionReceipt({ hash })).status).toBe('success')
  const otherChain = createPublicClient({ transport: http(other.rpcUrl) })
  expect(await otherChain.getTransactionCount({ address: maker })).toBe(0)
})

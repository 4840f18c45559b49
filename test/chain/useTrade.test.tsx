/**
 * The trade hooks end to end (issue 45): `useTradePlan` reads what the
 * wallet will be asked, or why not, before anything is sent; `useTrade`
 * runs it with wagmi over anvil, reports each step, and the collectible's
 * listings are read again without the order bought.
 */
import { QueryClient } from '@tanstack/react-query'
import {
  act,
  cleanup,
  renderHook,
  render as renderUI,
  screen,
  waitFor,
} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { type Address, erc721Abi, getAddress } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createClient } from '../../src/core/client.js'
import type { AttachedChain } from '../../src/emulator/chain/attach.js'
import { emulatorConfig } from '../../src/emulator/config.js'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { useListings, useTrade, useTradePlan } from '../../src/react/index.js'
import { TradePanel } from '../../src/ui/index.js'
import { listCollectible, type TradeRequest } from '../../src/wallet/index.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import { anvilClients, CREATURES, WETH } from '../support/anvilMarket.js'
import { setupTestPlatform } from '../support/platform.js'
import { connectWallet, createTestWagmi, WalletProviders } from '../support/wallet.js'

const rpcUrl = anvilRpcUrl()
const platform = setupTestPlatform({ size: 300, now: Date.now })
const { chain } = anvilClients(rpcUrl)
const [alice, bob] = DEV_ACCOUNTS.map((a) => a.address) as [Address, Address]
let snapshot: string
let attached: AttachedChain

/** Whether the order is among the listings read. */
const listed = (
  data: { pages: { listings: { orderId: string }[] }[] } | undefined,
  orderId = current,
) => data?.pages.some((p) => p.listings.some((o) => o.orderId === orderId)) ?? false
let current = ''

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  attached = await platform.emulator.attachChain({ rpcUrl, pollingInterval: 50 })
})
afterAll(() => revertChain(rpcUrl, snapshot))
afterEach(cleanup)

/** A creature alice holds, listed by her outside React: its id and the new order's id. */
async function aliceLists(): Promise<{ tokenId: bigint; orderId: string }> {
  const tokens = platform.emulator.state.marketplace.collectionByAddress(CREATURES)!.tokens
  for (let i = 0; i < 300; i++) {
    const tokenId = BigInt(tokens.tokenId(i))
    const holder = await chain.readContract({
      address: CREATURES,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [tokenId],
    })
    if (getAddress(holder) !== alice) continue
    const config = createTestWagmi(rpcUrl, [alice])
    await connectWallet(config)
    const client = createClient({
      ...emulatorConfig(),
      fetch: (input, init) => platform.emulator.handle(new Request(input, init)),
    })
    const expiry = Number((await chain.getBlock()).timestamp) + 86_400
    const listed = await listCollectible(
      {
        network: 'anvil',
        collection: CREATURES,
        tokenId,
        currency: WETH,
        pricePerToken: 10n ** 16n,
        expiry,
      },
      { client, wagmiConfig: config },
    )
    return { tokenId, orderId: String(listed.requestId) }
  }
  throw new Error('alice holds no creature')
}

async function render<T>(account: Address, hook: () => T) {
  const config = createTestWagmi(rpcUrl, [account])
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletProviders config={config} queryClient={new QueryClient()}>
      {children}
    </WalletProviders>
  )
  const rendered = renderHook(hook, { wrapper })
  await act(() => connectWallet(config))
  return rendered
}

test('bob plans the buy (one transaction, the price and the royalty), runs it, and the listing leaves the reads', async () => {
  const { tokenId, orderId } = await aliceLists()
  current = orderId
  const order = { orderId, chainId: 31337, marketplace: 'native_marketplace_v2' }
  const request: TradeRequest = { kind: 'buy', order }
  const { result } = await render(bob, () => ({
    plan: useTradePlan({ request }),
    trade: useTrade(),
    listings: useListings({
      network: 'anvil',
      contractAddress: CREATURES,
      tokenId: String(tokenId),
    }),
  }))
  await waitFor(() => expect(result.current.plan.data).toBeDefined(), { timeout: 10_000 })
  const plan = result.current.plan.data!
  expect(plan).toMatchObject({ kind: 'buy', total: 10n ** 16n, quantity: 1n, currency: WETH })
  expect(plan.steps.map((s) => s.id)).toEqual(['buy'])
  expect(plan.proceeds).toBe(plan.total - plan.royalty.amount)
  await waitFor(() => expect(listed(result.current.listings.data)).toBe(true), { timeout: 10_000 })

  await act(() => result.current.trade.mutateAsync({ plan }))
  await waitFor(() => expect(result.current.trade.isSuccess).toBe(true))
  expect(result.current.trade.data).toMatchObject({
    requestId: BigInt(orderId),
    quantityRemaining: 0n,
  })
  expect(result.current.trade.progress.map((p) => p.status)).toEqual(['confirmed'])
  await attached.watcher.sync()
  await waitFor(() => expect(listed(result.current.listings.data)).toBe(false), { timeout: 10_000 })
  // The plan was read again: the order is gone.
  await waitFor(() => expect(result.current.plan.reason).toBe('refused'), { timeout: 10_000 })
  expect(result.current.plan.error?.message).toBe(
    `order ${orderId} no longer exists: it was filled or cancelled`,
  )
}, 30_000)

test('alice plans buying her own listing: refused in words, nothing sent', async () => {
  const { orderId } = await aliceLists()
  const request: TradeRequest = {
    kind: 'buy',
    order: { orderId, chainId: 31337, marketplace: 'native_marketplace_v2' },
  }
  const { result } = await render(alice, () => useTradePlan({ request }))
  await waitFor(() => expect(result.current.reason).toBe('refused'), { timeout: 10_000 })
  expect(result.current.error?.message).toBe('this listing is your own: cancel it instead')
}, 30_000)

test('TradePanel: bob sees the buy checked (1 transaction, the price by symbol), presses Buy now, and it says Bought. once; the token is his', async () => {
  const { tokenId, orderId } = await aliceLists()
  const config = createTestWagmi(rpcUrl, [bob])
  const user = userEvent.setup()
  renderUI(
    <WalletProviders config={config} queryClient={new QueryClient()}>
      <TradePanel
        request={{
          kind: 'buy',
          order: { orderId, chainId: 31337, marketplace: 'native_marketplace_v2' },
        }}
      />
    </WalletProviders>,
  )
  expect(screen.getByRole('status').textContent).toBe('Connect a wallet to buy.')
  await act(() => connectWallet(config))
  await screen.findByText('Your wallet will ask for 1 transaction.', undefined, { timeout: 10_000 })
  expect(screen.getAllByText('0.01000 WETH').length).toBe(2)
  await user.click(screen.getByRole('button', { name: 'Buy now' }))
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Bought.'), {
    timeout: 15_000,
  })
  expect(screen.getAllByText('Bought.')).toHaveLength(1)
  expect(screen.getByRole('list', { name: 'Trade steps' }).textContent).toBe('Step 1: buy — done')
  const holder = await chain.readContract({
    address: CREATURES,
    abi: erc721Abi,
    functionName: 'ownerOf',
    args: [tokenId],
  })
  expect(getAddress(holder)).toBe(bob)
}, 30_000)

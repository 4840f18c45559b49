/**
 * The collection grid's default Buy against anvil and the emulator following
 * it (issue 45): account 1 buys account 0's native listing from its card; the
 * token is account 1's on chain, and the card's Buy is gone without a reload.
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type Address, erc721Abi, getAddress } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createClient } from '../../src/core/client.js'
import type { AttachedChain } from '../../src/emulator/chain/attach.js'
import { emulatorConfig } from '../../src/emulator/config.js'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { CollectibleGrid } from '../../src/ui/index.js'
import { listCollectible } from '../../src/wallet/index.js'
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

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  attached = await platform.emulator.attachChain({ rpcUrl, pollingInterval: 50 })
})
afterAll(() => revertChain(rpcUrl, snapshot))
afterEach(cleanup)

const ownerOf = async (tokenId: string) =>
  getAddress(
    await chain.readContract({
      address: CREATURES,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [BigInt(tokenId)],
    }),
  )

/** A creature alice holds with no live listing, listed by her at 0.01 WETH outside React: its index and id. */
async function aliceLists(): Promise<{ index: number; tokenId: string }> {
  const market = platform.emulator.state.marketplace
  const tokens = market.collectionByAddress(CREATURES)!.tokens
  for (let index = 0; index < tokens.count; index++) {
    const tokenId = tokens.tokenId(index)
    const listed = market
      .ordersOfToken(CREATURES, tokenId)
      .some(
        (o) =>
          o.side === 'listing' &&
          market.isOrderLive(CREATURES, o.orderId, platform.emulator.clock.now()),
      )
    if (listed || (await ownerOf(tokenId)) !== alice) continue
    const config = createTestWagmi(rpcUrl, [alice])
    await connectWallet(config)
    const client = createClient({
      ...emulatorConfig(),
      fetch: (input, init) => platform.emulator.handle(new Request(input, init)),
    })
    const expiry = Number((await chain.getBlock()).timestamp) + 86_400
    await listCollectible(
      {
        network: 'anvil',
        collection: CREATURES,
        tokenId: BigInt(tokenId),
        currency: WETH,
        pricePerToken: 10n ** 16n,
        expiry,
      },
      { client, wagmiConfig: config },
    )
    await attached.watcher.sync()
    return { index, tokenId }
  }
  throw new Error('alice holds no unlisted creature')
}

test("bob buys alice's listing from its card in the grid: the token is his, and the card's Buy leaves without a reload", async () => {
  const { index, tokenId } = await aliceLists()
  const name = platform.emulator.state.marketplace
    .collectionByAddress(CREATURES)!
    .tokens.name(index)
  const config = createTestWagmi(rpcUrl, [bob])
  const user = userEvent.setup()
  const { container } = render(
    <WalletProviders config={config} queryClient={new QueryClient()}>
      <CollectibleGrid
        network="anvil"
        contractAddress={CREATURES}
        filter={{ includeEmpty: true, searchText: name }}
        initialRect={{ width: 800, height: 2000 }}
        account={bob}
      />
    </WalletProviders>,
  )
  await connectWallet(config)
  const cardOf = () => {
    const card = container.querySelector<HTMLElement>(`.pk-card[data-token-id="${tokenId}"]`)
    if (!card) throw new Error(`no card of token ${tokenId}`)
    return card
  }
  const card = await waitFor(cardOf, { timeout: 10_000 })
  const buy = await within(card).findByRole(
    'button',
    { name: `Buy ${name} for 0.01000 WETH` },
    { timeout: 10_000 },
  )
  await user.click(buy)
  const dialog = await screen.findByRole('dialog', { name: 'Buy' })
  await within(dialog).findByText('Your wallet will ask for 1 transaction.', undefined, {
    timeout: 10_000,
  })
  await user.click(within(dialog).getByRole('button', { name: 'Buy now' }))
  await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Bought.'), {
    timeout: 15_000,
  })
  expect(await ownerOf(tokenId)).toBe(bob)
  // The emulator follows the chain; the grid reads the collection again with no reload: the card
  // is still there, no longer listed, and without its Buy.
  await attached.watcher.sync()
  await waitFor(
    () => {
      const after = cardOf()
      expect(after.textContent).toContain('Not listed')
      expect(within(after).queryByRole('button', { name: /^Buy / })).toBeNull()
    },
    { timeout: 10_000 },
  )
  // The dialog, the grid's, still says the outcome.
  expect(within(dialog).getByRole('status').textContent).toBe('Bought.')
}, 45_000)

/**
 * "Edit price" for the maker's own listing (issue 45), from the price box,
 * on anvil: the market cannot change a request in place, so the listing is
 * cancelled and listed again — the steps said before the wallet is asked,
 * then asked exactly those. A declined signature leaves the listing as it
 * was; a decline after the cancel says the old listing is gone and the new
 * one was not made; a price of 0 or not a number is refused before anything.
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type Address, erc721Abi, getAddress, UserRejectedRequestError, zeroAddress } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createClient } from '../../src/core/client.js'
import { SEQUENCE_MARKET_ABI } from '../../src/core/market/abi.js'
import { emulatorConfig } from '../../src/emulator/config.js'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { PriceSummary } from '../../src/ui/components/PriceSummary/PriceSummary.js'
import { listCollectible, planRelist } from '../../src/wallet/index.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import { anvilClients, CREATURES, MARKET, WETH } from '../support/anvilMarket.js'
import { setupTestPlatform } from '../support/platform.js'
import {
  connectWallet,
  createTestWagmi,
  WalletProviders,
  walletPrompts,
} from '../support/wallet.js'

const rpcUrl = anvilRpcUrl()
const platform = setupTestPlatform({ size: 300, now: Date.now })
const { chain } = anvilClients(rpcUrl)
const alice = DEV_ACCOUNTS[0]!.address as Address
const client = createClient({
  ...emulatorConfig(),
  fetch: (input, init) => platform.emulator.handle(new Request(input, init)),
})
let snapshot: string
const used = new Set<bigint>()

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  await platform.emulator.attachChain({ rpcUrl, pollingInterval: 50 })
})
afterAll(() => revertChain(rpcUrl, snapshot))
afterEach(cleanup)

/** A creature alice holds and has not listed in this file, listed by her at 0.000001 WETH: the cheapest of hers. */
async function aliceLists(): Promise<{ tokenId: bigint; requestId: bigint; expiry: number }> {
  const tokens = platform.emulator.state.marketplace.collectionByAddress(CREATURES)!.tokens
  for (let i = 0; i < 300; i++) {
    const tokenId = BigInt(tokens.tokenId(i))
    if (used.has(tokenId)) continue
    const holder = await chain.readContract({
      address: CREATURES,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [tokenId],
    })
    if (getAddress(holder) !== alice) continue
    used.add(tokenId)
    const config = createTestWagmi(rpcUrl, [alice])
    await connectWallet(config)
    const expiry = Number((await chain.getBlock()).timestamp) + 86_400
    const input = { network: 'anvil', collection: CREATURES, tokenId, currency: WETH, expiry }
    const { requestId } = await listCollectible(
      { ...input, pricePerToken: 10n ** 12n },
      { client, wagmiConfig: config },
    )
    // The emulator follows the chain's log: the box reads the listing once it has it.
    await waitFor(
      () =>
        expect(
          platform.emulator.state.marketplace.findOrder(CREATURES, String(requestId))?.status,
        ).toBe('active'),
      { timeout: 10_000 },
    )
    return { tokenId, requestId, expiry }
  }
  throw new Error('alice holds no creature left')
}

/** The market's request `id`: its maker is the zero address once it is gone. */
const requestOnChain = (id: bigint) =>
  chain.readContract({
    address: MARKET,
    abi: SEQUENCE_MARKET_ABI,
    functionName: 'getRequest',
    args: [id],
  })

/** The price box of alice's token, cancelable; the wallet's prompts recorded, `decline` refusing some. */
async function mountBox(tokenId: bigint, decline?: (n: number) => boolean) {
  const config = createTestWagmi(rpcUrl, [alice])
  let n = 0
  const prompts = walletPrompts(config, () => {
    n += 1
    if (decline?.(n)) throw new UserRejectedRequestError(new Error('declined'))
  })
  render(
    <WalletProviders config={config} queryClient={new QueryClient()}>
      <PriceSummary
        network="anvil"
        contractAddress={CREATURES}
        tokenId={String(tokenId)}
        filter={{ createdBy: [alice] }}
        account={alice}
        cancelable
      />
    </WalletProviders>,
  )
  await connectWallet(config)
  const edit = await screen.findByRole(
    'button',
    { name: /^Edit price of your listing at 0\.000001(0*) WETH$/ },
    { timeout: 10_000 },
  )
  // Beside its cancel, in the box marked Yours.
  const box = edit.closest('.pk-price__side') as HTMLElement
  expect(
    await within(box).findByRole('button', { name: /^Cancel your order at / }, { timeout: 10_000 }),
  ).toBeTruthy()
  await userEvent.click(edit)
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit price' }))
  // The form's code loads when the dialog first opens.
  await dialog.findByLabelText('Price per token', undefined, { timeout: 10_000 })
  return { prompts, dialog }
}

/** Types `price` over the prefilled one and reviews it: the panel's plan, before the wallet. */
async function review(dialog: ReturnType<typeof within>, price: string) {
  const field = dialog.getByLabelText('Price per token')
  await userEvent.clear(field)
  if (price) await userEvent.type(field, price)
  await userEvent.click(dialog.getByRole('button', { name: 'Review' }))
}

/** Reviews `price`, waits for the plan's two transactions, presses Update price, and waits for `outcome`. */
async function updatePrice(dialog: ReturnType<typeof within>, price: string, outcome: string) {
  await review(dialog, price)
  await dialog.findByText('Your wallet will ask for 2 transactions.', undefined, {
    timeout: 10_000,
  })
  await userEvent.click(dialog.getByRole('button', { name: 'Update price' }))
  await waitFor(() => expect(dialog.getByRole('status').textContent).toBe(outcome), {
    timeout: 15_000,
  })
}

test('the maker edits the price from the box: told the two steps first, asked exactly those; the old request is gone, a new one at the new price exists', async () => {
  const { tokenId, requestId, expiry } = await aliceLists()
  const from = await chain.getBlockNumber()
  const { prompts, dialog } = await mountBox(tokenId)
  // Started at the listing's own terms.
  expect(
    dialog.getByText(/^Your listing is at 0\.000001(0*) WETH\. A new price cancels it/),
  ).toBeTruthy()
  expect((dialog.getByLabelText('Price per token') as HTMLInputElement).value).toBe('0.000001')
  expect((dialog.getByLabelText('Currency') as HTMLSelectElement).value.toLowerCase()).toBe(
    WETH.toLowerCase(),
  )
  expect(dialog.getByLabelText('Ends in')).toHaveProperty('value', '0')
  await review(dialog, '0.002')
  await dialog.findByText('Your wallet will ask for 2 transactions.', undefined, {
    timeout: 10_000,
  })
  expect(dialog.getByRole('list', { name: 'Trade steps' }).textContent).toBe(
    'Step 1: cancel the listing — waitingStep 2: list — waiting',
  )
  // The price now, as the market holds it, then the new one.
  const row = (term: string) => dialog.getByText(term, { selector: 'dt' }).nextSibling?.textContent
  expect(row('Current price')).toMatch(/^0\.0000010* WETH/)
  expect(row('New price')).toMatch(/^0\.0020* WETH/)
  expect(dialog.queryByText('Price', { selector: 'dt' })).toBeNull()
  expect(prompts).toEqual([])
  await userEvent.click(dialog.getByRole('button', { name: 'Update price' }))
  await waitFor(
    () => expect(dialog.getByRole('status').textContent).toBe('Listed at the new price.'),
    {
      timeout: 15_000,
    },
  )
  expect(dialog.getByRole('list', { name: 'Trade steps' }).textContent).toBe(
    'Step 1: cancel the listing — doneStep 2: list — done',
  )
  expect(prompts).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
  // On chain: the old request is gone; alice's new one is the same token at the new price.
  expect((await requestOnChain(requestId)).creator).toBe(zeroAddress)
  const created = await chain.getContractEvents({
    address: MARKET,
    abi: SEQUENCE_MARKET_ABI,
    eventName: 'RequestCreated',
    args: { creator: alice },
    fromBlock: from + 1n,
  })
  expect(created).toHaveLength(1)
  const newId = created[0]!.args.requestId!
  const [valid, request] = await chain.readContract({
    address: MARKET,
    abi: SEQUENCE_MARKET_ABI,
    functionName: 'isRequestValid',
    args: [newId, 1n],
  })
  expect(valid).toBe(true)
  expect(request).toMatchObject({
    isListing: true,
    tokenId,
    currency: WETH,
    pricePerToken: 2n * 10n ** 15n,
  })
  // The listing's own end kept.
  expect(request.expiry).toBe(BigInt(expiry))
}, 60_000)

test('a declined signature leaves the listing as it was, and says so', async () => {
  const { tokenId, requestId } = await aliceLists()
  const { prompts, dialog } = await mountBox(tokenId, (n) => n === 1)
  await updatePrice(dialog, '0.003', 'You declined in your wallet. Nothing changed.')
  expect(prompts).toEqual(['eth_sendTransaction'])
  const [valid, request] = await chain.readContract({
    address: MARKET,
    abi: SEQUENCE_MARKET_ABI,
    functionName: 'isRequestValid',
    args: [requestId, 1n],
  })
  expect(valid).toBe(true)
  expect(request.pricePerToken).toBe(10n ** 12n)
}, 60_000)

test('declined after the cancel went through: says the old listing is cancelled and the new one was not made', async () => {
  const { tokenId, requestId } = await aliceLists()
  const { prompts, dialog } = await mountBox(tokenId, (n) => n === 2)
  await updatePrice(
    dialog,
    '0.004',
    `Could not edit the price: listing ${requestId} is cancelled, and the new one was not made: the wallet refused the request.`,
  )
  expect(prompts).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
  expect((await requestOnChain(requestId)).creator).toBe(zeroAddress)
}, 60_000)

test('a new price of 0 or not a number is refused before the wallet is asked', async () => {
  const { tokenId, requestId } = await aliceLists()
  const { prompts, dialog } = await mountBox(tokenId)
  for (const price of ['0', 'abc', '']) {
    await review(dialog, price)
    expect(dialog.getByRole('alert').textContent).toBe('Enter a price above zero, such as 0.05.')
    expect(dialog.queryByRole('region', { name: 'Edit price' })).toBeNull()
  }
  expect(prompts).toEqual([])
  // Without the form, the plan refuses it too, before any step.
  const config = createTestWagmi(rpcUrl, [alice])
  await connectWallet(config)
  const order = {
    orderId: String(requestId),
    chainId: 31337,
    marketplace: 'sequence_marketplace_v2',
  }
  await expect(
    planRelist(order, { pricePerToken: 0n }, { client, wagmiConfig: config }),
  ).rejects.toMatchObject({ reason: 'refused', message: 'the price must be more than zero' })
  await expect(
    planRelist(order, { pricePerToken: 10n ** 12n }, { client, wagmiConfig: config }),
  ).rejects.toMatchObject({ reason: 'refused', message: 'the listing already has this price' })
  expect((await requestOnChain(requestId)).pricePerToken).toBe(10n ** 12n)
}, 60_000)

/** The wallet-flow components in jsdom, against anvil and the emulator. */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import type { StoredOrder } from '../../src/emulator/stored.js'
import { CancelOrderButton } from '../../src/ui/components/CancelOrderButton/CancelOrderButton.js'
import { OrderBook } from '../../src/ui/components/OrderBook/OrderBook.js'
import { PriceSummary } from '../../src/ui/components/PriceSummary/PriceSummary.js'
import { UnlinkWalletFlow } from '../../src/ui/components/UnlinkWalletFlow/UnlinkWalletFlow.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import { setupTestPlatform } from '../support/platform.js'
import {
  connectWallet,
  createTestWagmi,
  type MockFeatures,
  WalletProviders,
} from '../support/wallet.js'

const rpcUrl = anvilRpcUrl()
const platform = setupTestPlatform({ size: 200, now: Date.now })
const account = (i: number) => DEV_ACCOUNTS[i]!.address
let snapshot: string

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  await platform.emulator.attachChain({ rpcUrl, pollingInterval: 50 })
})
afterAll(() => revertChain(rpcUrl, snapshot))
afterEach(cleanup)

async function mount(ui: ReactNode, accounts: Address[], features: MockFeatures = {}) {
  const config = createTestWagmi(rpcUrl, accounts, features)
  const view = render(
    <WalletProviders config={config} queryClient={new QueryClient()}>
      {ui}
    </WalletProviders>,
  )
  await connectWallet(config)
  return view
}

function liveListing(maker: string, native: boolean): StoredOrder {
  const order = platform.emulator.state.marketplace
    .ordersByMaker(maker, { liveAt: platform.emulator.clock.now(), network: 'anvil' })
    .find((o) => o.side === 'listing' && /^native/.test(o.marketplace ?? '') === native)
  if (!order) throw new Error('no live listing')
  return order
}

describe('CancelOrderButton', () => {
  test('shows each step until the order is cancelled on chain', async () => {
    const order = liveListing(account(2), true)
    await mount(<CancelOrderButton order={order} />, [account(2)])
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    const steps = await screen.findByRole('list', { name: 'Cancellation steps' })
    await waitFor(() =>
      expect(within(steps).getByText(/Step 1: cancel transaction — done/)).toBeTruthy(),
    )
    // The hash is outside text: a <bdi> of its own beside the kit's words (issue 28).
    expect(steps.querySelector('.pk-cancel__hash')?.textContent).toMatch(/\(transaction 0x/)
    expect(screen.getByRole('status').textContent).toBe('Order cancelled')
    await waitFor(() =>
      expect(
        platform.emulator.state.marketplace.findOrder(
          order.collectionContractAddress,
          order.orderId,
        )?.status,
      ).toBe('cancelled'),
    )
  })

  test('says the user declined when the signature is refused', async () => {
    const order = liveListing(account(2), false)
    await mount(<CancelOrderButton order={order} />, [account(2)], { signTypedDataError: true })
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/You declined in your wallet/),
    )
    expect(screen.getByText(/Step 1: signed cancellation — declined/)).toBeTruthy()
  })

  test('says which wallet to connect when the wrong one is', async () => {
    const order = liveListing(account(2), true)
    await mount(<CancelOrderButton order={order} strings={{ cancel: 'Annuler' }} />, [account(3)])
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/did not make this order/),
    )
    expect(platform.count('Marketplace/GenerateCancelTransaction')).toBe(0)
  })
})

describe('OrderBook, cancelable', () => {
  test('names the cancelled price by its symbol though its currency left the book with it', async () => {
    // The book shows only this maker's orders in this currency on the token: the one cancelled.
    // Its currency is then in no row, and the notice must still say its symbol (CI saw the
    // address when the row left before the notice was drawn).
    const maker = account(2)
    const live = platform.emulator.state.marketplace.ordersByMaker(maker, {
      liveAt: platform.emulator.clock.now(),
      network: 'anvil',
    })
    const alone = (o: StoredOrder) =>
      live.filter(
        (other) =>
          other.tokenId === o.tokenId &&
          other.collectionContractAddress === o.collectionContractAddress &&
          other.priceCurrencyAddress === o.priceCurrencyAddress,
      ).length === 1
    const order = live.find(
      (o) => o.side === 'listing' && /^native/.test(o.marketplace ?? '') && alone(o),
    )
    if (!order) throw new Error('no native listing alone in its currency')
    await mount(
      <OrderBook
        network="anvil"
        contractAddress={order.collectionContractAddress}
        tokenId={order.tokenId!}
        filter={{ createdBy: [maker], currencies: [order.priceCurrencyAddress] }}
        account={maker}
        cancelable
      />,
      [maker],
    )
    const cancel = await screen.findByRole('button', { name: /^Cancel your order at / })
    const symbol = cancel.closest('tr')!.querySelector('.pk-orderbook__symbol')?.textContent
    expect(symbol).toMatch(/^(USDC|WETH)$/)
    await userEvent.click(cancel)
    await waitFor(
      () =>
        expect(document.querySelector('.pk-orderbook__notice')?.textContent).toMatch(/cancelled/),
      { timeout: 10_000 },
    )
    // The row, and with it the currency's only order, is gone from the book.
    await waitFor(
      () => expect(document.querySelectorAll('.pk-orderbook__symbol')).toHaveLength(0),
      { timeout: 10_000 },
    )
    expect(document.querySelector('.pk-orderbook__notice')?.textContent).toMatch(
      new RegExp(`^Your order at [0-9.,]+ ${symbol} is cancelled\\.$`),
    )
  })
})

describe('PriceSummary, cancelable', () => {
  test("says the box's listing is yours, cancels it from there and says so once it has left", async () => {
    const maker = account(2)
    const order = liveListing(maker, true)
    // The maker's live listings on the token: the box shows the cheapest, which is cancelled.
    const liveOn = (o: StoredOrder) =>
      platform.emulator.state.marketplace
        .ordersByMaker(maker, { liveAt: platform.emulator.clock.now(), network: 'anvil' })
        .filter(
          (x) =>
            x.side === 'listing' &&
            x.tokenId === o.tokenId &&
            x.collectionContractAddress === o.collectionContractAddress,
        ).length
    const before = liveOn(order)
    await mount(
      <PriceSummary
        network="anvil"
        contractAddress={order.collectionContractAddress}
        tokenId={order.tokenId!}
        filter={{ createdBy: [maker] }}
        account={maker}
        cancelable
      />,
      [maker],
    )
    const cancel = await screen.findByRole('button', { name: /^Cancel your order at / })
    const box = cancel.closest('.pk-price__side')!
    expect(box.querySelector('dt')?.textContent).toBe('Lowest listingYours')
    // Its own listing is cancelled from the box, not bought.
    expect(within(box as HTMLElement).queryByRole('button', { name: /^Buy/ })).toBeNull()
    await userEvent.click(cancel)
    await waitFor(
      () =>
        expect(screen.getByRole('region', { name: 'Price' }).textContent).toMatch(
          /Your order at [0-9.,]+ \w+ is cancelled\./,
        ),
      { timeout: 10_000 },
    )
    // The emulator follows the chain's log: the cancel reaches it a poll later.
    await waitFor(() => expect(liveOn(order)).toBe(before - 1), { timeout: 10_000 })
  })
})

describe('UnlinkWalletFlow', () => {
  test('walks through both signatures to the result', async () => {
    await mount(<UnlinkWalletFlow network="anvil" parentWalletAddress={account(0)} />, [
      account(2),
      account(0),
    ])
    expect(screen.getByRole('region', { name: 'Unlink wallet' }).textContent).toMatch(/0x3C44…93BC/)
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The wallet is unlinked.'),
    )
    const steps = screen.getByRole('list', { name: 'Signatures' })
    expect(within(steps).getAllByText(/— signed/)).toHaveLength(2)
    expect(platform.emulator.state.wallets.hasLink(account(0), account(2))).toBe(false)
  })

  test('explains a refused signature, a wrong wallet and a missing link', async () => {
    const first = await mount(
      <UnlinkWalletFlow network="anvil" parentWalletAddress={account(5)} />,
      [account(6), account(5)],
      { signMessageError: true },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/declined/))
    first.unmount()

    const second = await mount(
      <UnlinkWalletFlow network="anvil" parentWalletAddress={account(0)} />,
      [account(9), account(0)],
    )
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/is not linked to 0xf39F…2266/),
    )
    second.unmount()

    await mount(
      <UnlinkWalletFlow
        network="anvil"
        parentWalletAddress={account(5)}
        linkedWalletAddress={account(6)}
      />,
      [account(4), account(5)],
    )
    const sent = platform.count('API/RemoveLinkedWallet')
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(
        /Connect the linked wallet to unlink it/,
      ),
    )
    expect(platform.count('API/RemoveLinkedWallet')).toBe(sent)
    expect(platform.emulator.state.wallets.hasLink(account(5), account(6))).toBe(true)
  })
})

/**
 * The wallet-flow components in real Chromium, against anvil (through wagmi's
 * mock connector: anvil signs) and the emulator (in the page, behind msw's
 * service worker, following the same chain): success, a user who declines,
 * and the wrong wallet connected.
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupWorker } from 'msw/browser'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest'
import { emulatorHandlers } from '../../src/emulator/adapters/msw.js'
import { createEmulator, DEV_ACCOUNTS } from '../../src/emulator/index.js'
import type { StoredOrder } from '../../src/emulator/stored.js'
import { CancelOrderButton } from '../../src/ui/components/CancelOrderButton/CancelOrderButton.js'
import { UnlinkWalletFlow } from '../../src/ui/components/UnlinkWalletFlow/UnlinkWalletFlow.js'
import { revertChain, snapshotChain } from '../support/chainRpc.js'
import {
  connectWallet,
  createTestWagmi,
  type MockFeatures,
  WalletProviders,
} from '../support/wallet.js'

const rpcUrl = inject('anvilRpcUrl')
const emulator = createEmulator({ size: 200, now: Date.now })
const worker = setupWorker(...emulatorHandlers(emulator))
const account = (i: number) => DEV_ACCOUNTS[i]!.address
let snapshot: string

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
  await emulator.attachChain({ rpcUrl, pollingInterval: 50 })
})
afterAll(async () => {
  worker.stop()
  await revertChain(rpcUrl, snapshot)
})
afterEach(cleanup)

async function mount(ui: ReactNode, accounts: Address[], features: MockFeatures = {}) {
  const config = createTestWagmi(rpcUrl, accounts, features)
  render(
    <WalletProviders config={config} queryClient={new QueryClient()}>
      {ui}
    </WalletProviders>,
  )
  await connectWallet(config)
}

function liveListing(maker: string, native: boolean): StoredOrder {
  const order = emulator.state.marketplace
    .ordersByMaker(maker, { liveAt: emulator.clock.now(), network: 'anvil' })
    .find((o) => o.side === 'listing' && /^native/.test(o.marketplace ?? '') === native)
  if (!order) throw new Error('no live listing')
  return order
}

const status = () => screen.getByRole('status').textContent

describe('CancelOrderButton in Chromium', () => {
  test('cancels a native order: the transaction is mined and the emulator follows', async () => {
    const order = liveListing(account(3), true)
    await mount(<CancelOrderButton order={order} />, [account(3)])
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(status()).toBe('Order cancelled'), { timeout: 15_000 })
    await waitFor(() =>
      expect(
        emulator.state.marketplace.findOrder(order.collectionContractAddress, order.orderId)
          ?.status,
      ).toBe('cancelled'),
    )
  })

  test('a declined signature reads as such, and the order stays live', async () => {
    const order = liveListing(account(3), false)
    await mount(<CancelOrderButton order={order} />, [account(3)], { signTypedDataError: true })
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(status()).toMatch(/You declined in your wallet/))
    expect(
      emulator.state.marketplace.isOrderLive(
        order.collectionContractAddress,
        order.orderId,
        emulator.clock.now(),
      ),
    ).toBe(true)
  })

  test('the wrong connected wallet is told which one to connect', async () => {
    const order = liveListing(account(3), true)
    await mount(<CancelOrderButton order={order} />, [account(8)])
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(status()).toMatch(/did not make this order/))
    expect(
      emulator.state.marketplace.isOrderLive(
        order.collectionContractAddress,
        order.orderId,
        emulator.clock.now(),
      ),
    ).toBe(true)
  })
})

describe('UnlinkWalletFlow in Chromium', () => {
  test('a declined signature changes nothing', async () => {
    await mount(
      <UnlinkWalletFlow network="anvil" parentWalletAddress={account(3)} />,
      [account(4), account(3)],
      {
        signMessageError: true,
      },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }))
    await waitFor(() => expect(status()).toMatch(/declined/))
    expect(emulator.state.wallets.hasLink(account(3), account(4))).toBe(true)
  })

  test('the wrong connected wallet is refused before anything is signed', async () => {
    await mount(
      <UnlinkWalletFlow
        network="anvil"
        parentWalletAddress={account(3)}
        linkedWalletAddress={account(4)}
      />,
      [account(9), account(3)],
    )
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }))
    await waitFor(() => expect(status()).toMatch(/Connect the linked wallet to unlink it/))
    expect(emulator.state.wallets.hasLink(account(3), account(4))).toBe(true)
  })

  test('both signatures, then the link is gone', async () => {
    await mount(<UnlinkWalletFlow network="anvil" parentWalletAddress={account(3)} />, [
      account(4),
      account(3),
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }))
    await waitFor(() => expect(status()).toBe('The wallet is unlinked.'), { timeout: 15_000 })
    expect(emulator.state.wallets.hasLink(account(3), account(4))).toBe(false)
  })
})

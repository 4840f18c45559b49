/**
 * The wallet guide's bulk-cancel component, rendered as written (issue 46):
 * its block is copied into a module of its own and drawn inside a wagmi
 * wallet on anvil and the emulator following it. The press cancels the
 * account's first ten orders; the wallet declines its first prompt, so the
 * run ends with declined orders and the component offers them again; the
 * second press cancels them, and the ten leave the account's orders.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../src/emulator/index.js'
import { useAccountOrders } from '../../src/react/index.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import { docMatch } from '../support/docs.js'
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
/** Where the block is written: inside the repository, so Vite resolves `platform-kit/*` and React. */
const dir = join(import.meta.dirname, '..', '.run', 'bulkCancelSnippet')
const settled = { timeout: 30_000 }
let snapshot: string

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  await platform.emulator.attachChain({ rpcUrl, pollingInterval: 50 })
})
afterAll(async () => {
  cleanup()
  rmSync(dir, { recursive: true, force: true })
  await revertChain(rpcUrl, snapshot)
})

/** The guide's block after its `run:` comment, as a module. */
async function guideComponent(): Promise<ComponentType<{ account: `0x${string}` }>> {
  const { match } = docMatch(/<!-- run: the bulk cancel[^>]*-->\n\n```tsx\n([\s\S]*?)```/)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'CancelTen.tsx'), match[1]!)
  const module = (await import(/* @vite-ignore */ join(dir, 'CancelTen.tsx'))) as {
    CancelTen: ComponentType<{ account: `0x${string}` }>
  }
  return module.CancelTen
}

/** What the page's reads say: the account's order ids in the guide's two collections, in order. */
let seen: string[] = []
function Orders() {
  const contractAddresses = [
    EMULATOR_COLLECTION.relics.address,
    EMULATOR_COLLECTION.hostile.address,
  ]
  const { orders } = useAccountOrders({ network: 'anvil', contractAddresses, account })
  seen = orders.map(({ order }) => order.orderId)
  return null
}

test('ten orders cancelled at a press; the declined ones offered again, then cancelled', {
  timeout: 90_000,
}, async () => {
  const CancelTen = await guideComponent()
  const config = createTestWagmi(rpcUrl, [account])
  let declined = 0
  const prompts = walletPrompts(config, () => {
    if (declined++ === 0) throw Object.assign(new Error('declined'), { code: 4001 })
  })
  render(
    <WalletProviders config={config} queryClient={new QueryClient()}>
      <CancelTen account={account} />
      <Orders />
    </WalletProviders>,
  )
  await connectWallet(config)
  const press = await screen.findByRole('button', { name: 'Cancel 10 orders' }, settled)
  const ten = seen.slice(0, 10)
  const before = seen.length
  expect(before).toBeGreaterThan(10)

  fireEvent.click(press)
  const again = await screen.findByRole('button', { name: /^Try the \d+ again$/ }, settled)
  const declinedCount = Number(/\d+/.exec(again.textContent ?? '')![0])
  expect(declinedCount).toBeGreaterThan(0)
  expect(declinedCount).toBeLessThanOrEqual(10)
  await waitFor(
    () => expect(seen.filter((id) => ten.includes(id))).toHaveLength(declinedCount),
    settled,
  )

  fireEvent.click(again)
  await waitFor(() => expect(seen.filter((id) => ten.includes(id))).toEqual([]), settled)
  expect(screen.queryByRole('button', { name: /^Try the/ })).toBeNull()
  expect(seen).toHaveLength(before - 10)
  expect(prompts.length).toBeGreaterThan(1)
})

/**
 * Currencies read on a real chain (issue 27): tokens the test deploys on
 * anvil — a 6-decimal one, and hostile ones whose symbol() reverts, answers
 * 10,000 characters, bidi or script-like text, or bytes32 — named through the
 * app's wagmi config with no `currencies` given: one batched eth_call for
 * what a page shows, none for what was read before, bounded text for the rest.
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  stringToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type Config, createConfig, WagmiProvider } from 'wagmi'
import { TestCurrency, TestCurrencyBytes32 } from '../../src/emulator/chain/artifacts.js'
import { DEV_ACCOUNTS, emulatorConfig } from '../../src/emulator/index.js'
import { type CurrencyRef, PlatformProvider, useCurrencies } from '../../src/react/index.js'
import { formatPrice, priceParts } from '../../src/ui/shared/price.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'

const rpcUrl = anvilRpcUrl()
const chain = defineChain({ ...foundry, rpcUrls: { default: { http: [rpcUrl] } } })
const account = privateKeyToAccount(DEV_ACCOUNTS[7]!.privateKey)
const transport = http(rpcUrl)
const publicClient = createPublicClient({ chain, transport })
const wallet = createWalletClient({ account, chain, transport })
const platformConfig = emulatorConfig()
let snapshot: string

/** The eth_calls the app's wagmi config sent, counted per request body. */
let ethCalls = 0
function countingWagmi(): Config {
  return createConfig({
    chains: [chain],
    transports: {
      [chain.id]: http(rpcUrl, {
        onFetchRequest: async (request) => {
          const body = (await request.clone().json()) as { method?: string } | { method?: string }[]
          for (const call of [body].flat()) if (call.method === 'eth_call') ethCalls++
        },
      }),
    },
  })
}

async function deploy(abi: Abi, bytecode: Hex, args: readonly unknown[]): Promise<Address> {
  const hash = await wallet.deployContract({ abi, bytecode, args })
  const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash })
  return contractAddress!
}

const token = (symbol: string, decimals: number, reverts = false) =>
  deploy(TestCurrency.abi as Abi, TestCurrency.bytecode, [symbol, decimals, reverts])

const LONG = 'W'.repeat(10_000)
const BIDI = '\u202EUSD\u202C\u2066evil'
const SCRIPT = '<img src=x onerror="window.__pwned=1">'
let usdx: Address
let reverting: Address
let long: Address
let bidi: Address
let script: Address
let bytes32: Address
let later: Address

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  usdx = await token('USDX', 6)
  reverting = await token('NOPE', 18, true)
  long = await token(LONG, 18)
  bidi = await token(BIDI, 18)
  script = await token(SCRIPT, 18)
  later = await token('LATE', 2)
  bytes32 = await deploy(TestCurrencyBytes32.abi as Abi, TestCurrencyBytes32.bytecode, [
    stringToHex('MKR', { size: 32 }),
    18,
  ])
}, 60_000)
afterAll(() => revertChain(rpcUrl, snapshot))
afterEach(cleanup)

/** An order priced in `address` on anvil: 1,500,000 base units, decimals left to the currency. */
const order = (address: string) => ({
  orderId: address,
  chainId: chain.id,
  priceCurrencyAddress: address,
  priceAmount: '1500000',
})

/** Shows the prices of its orders as every component of the kit writes them. */
function Prices({ label, orders }: { label: string; orders: ReturnType<typeof order>[] }) {
  const currencies = useCurrencies(orders as CurrencyRef[])
  return (
    <ul aria-label={label}>
      {orders.map((o) => {
        const { full } = priceParts(o, currencies)
        return (
          <li key={o.orderId} title={full}>
            {formatPrice(o, currencies)}
          </li>
        )
      })}
    </ul>
  )
}

function Providers({ wagmi, children }: { wagmi: Config; children: ReactNode }) {
  return (
    <WagmiProvider config={wagmi} reconnectOnMount={false}>
      <PlatformProvider config={platformConfig} queryClient={new QueryClient()}>
        {children}
      </PlatformProvider>
    </WagmiProvider>
  )
}

const texts = (label: string) =>
  Array.from(
    screen.getByRole('list', { name: label }).querySelectorAll('li'),
    (li) => li.textContent,
  )

describe('read on chain through the app’s wagmi config', () => {
  test('symbol and decimals of a page’s currencies in one eth_call, then kept for every component', async () => {
    const wagmi = countingWagmi()
    ethCalls = 0
    const { rerender } = render(
      <Providers wagmi={wagmi}>
        <Prices label="grid" orders={[order(usdx), order(long)]} />
        <Prices label="book" orders={[order(usdx), order(bidi), order(script), order(reverting)]} />
      </Providers>,
    )
    // Six decimals: 1,500,000 base units are 1.5 USDX.
    await waitFor(() => expect(texts('grid')[0]).toBe('1.500 USDX'))
    expect(ethCalls).toBe(1)
    expect(texts('grid')[1]).toBe(`1.500E-12 ${'W'.repeat(15)}…`)
    const [, shownBidi, shownScript, shownReverting] = texts('book')
    // Bidi controls are gone: the symbol cannot reorder the amount beside it.
    expect(shownBidi).toMatch(/ USDevil$/)
    expect(shownBidi).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
    expect(shownScript).toMatch(/ <img src=x oner…$/)
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    // symbol() reverts: the amount in base units' terms is unknown, the currency shown by its address.
    expect(shownReverting).toBe(`— ${reverting.slice(0, 6)}…${reverting.slice(-4)}`)
    expect(screen.getByRole('list', { name: 'book' }).querySelectorAll('li')[3]!.title).toBe(
      `— ${reverting}`,
    )

    // Another component, later, with currencies already read: no call for them; one for the new one.
    rerender(
      <Providers wagmi={wagmi}>
        <Prices label="grid" orders={[order(usdx), order(long)]} />
        <Prices label="book" orders={[order(usdx), order(bidi), order(script), order(reverting)]} />
        <Prices label="summary" orders={[order(usdx), order(reverting)]} />
      </Providers>,
    )
    expect(texts('summary')[0]).toBe('1.500 USDX')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(ethCalls).toBe(1)
    rerender(
      <Providers wagmi={wagmi}>
        <Prices label="summary" orders={[order(usdx), order(later)]} />
      </Providers>,
    )
    await waitFor(() => expect(texts('summary')[1]).toBe('15,000 LATE'))
    expect(ethCalls).toBe(2)
  })

  test('a bytes32 symbol is read too; the emulator’s currencies need no call', async () => {
    const wagmi = countingWagmi()
    ethCalls = 0
    const weth = platformConfig.currencies!.find(
      (c) => c.chainId === chain.id && c.symbol === 'WETH',
    )!
    render(
      <Providers wagmi={wagmi}>
        <Prices
          label="old"
          orders={[order(bytes32), { ...order(weth.address), priceAmount: '1500000000000000000' }]}
        />
      </Providers>,
    )
    await waitFor(() => expect(texts('old')[0]).toBe('1.500E-12 MKR'))
    expect(texts('old')[1]).toBe('1.500 WETH')
  })
})

describe('a viem client given to the provider', () => {
  test('is used instead of wagmi; without either, the address stays', async () => {
    const { rerender } = render(
      <PlatformProvider config={platformConfig} queryClient={new QueryClient()}>
        <Prices label="none" orders={[order(usdx)]} />
      </PlatformProvider>,
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(texts('none')[0]).toBe(`— ${usdx.slice(0, 6)}…${usdx.slice(-4)}`)
    rerender(
      <PlatformProvider
        config={{ ...platformConfig }}
        publicClient={publicClient}
        queryClient={new QueryClient()}
        currencies={{ [usdx]: { significantDigits: 2 } }}
      >
        <Prices label="none" orders={[order(usdx)]} />
      </PlatformProvider>,
    )
    await waitFor(() => expect(texts('none')[0]).toBe('1.5 USDX'))
  })
})

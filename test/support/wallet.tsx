/**
 * A wagmi wallet over a real local chain for the wallet-flow tests: wagmi's
 * mock connector with anvil's development accounts, every request (signing
 * included) answered by anvil itself — no signer is mocked. `features` can
 * make the wallet refuse, as a user would.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { type Address, defineChain } from 'viem'
import { foundry } from 'viem/chains'
import { type Config, createConfig, http, WagmiProvider } from 'wagmi'
import { connect, disconnect } from 'wagmi/actions'
import { mock } from 'wagmi/connectors'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { TestProviders } from './providers.js'

export type MockFeatures = NonNullable<Parameters<typeof mock>[0]['features']>

/** A wagmi config whose one connector holds the given dev accounts (the first is the connected one). */
export function createTestWagmi(
  rpcUrl: string,
  accounts: readonly Address[] = DEV_ACCOUNTS.map((a) => a.address),
  features: MockFeatures = {},
): Config {
  // The mock connector sends wallet requests to the chain's own RPC URL: this anvil's.
  const chain = defineChain({ ...foundry, rpcUrls: { default: { http: [rpcUrl] } } })
  return createConfig({
    chains: [chain],
    connectors: [mock({ accounts: accounts as [Address, ...Address[]], features })],
    transports: { [chain.id]: http(rpcUrl) },
    pollingInterval: 50,
  })
}

/** The wallet requests that would put a prompt before the user: transactions and signatures. */
const PROMPTS = new Set([
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_sendCalls',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData_v4',
])

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/**
 * Records every request of the config's wallet (its connector's provider)
 * that prompts the user, by method, as the wallet gets it; `before` runs
 * first (to change the chain while the wallet is open, say). Call it before
 * connecting.
 */
export function walletPrompts(
  config: Config,
  before?: (method: string, params: unknown) => Promise<void> | void,
): string[] {
  const prompts: string[] = []
  const connector = config.connectors[0]!
  const getProvider = connector.getProvider.bind(connector)
  connector.getProvider = async (parameters) => {
    const provider = (await getProvider(parameters)) as Provider
    return {
      ...provider,
      async request(args: { method: string; params?: unknown }) {
        if (PROMPTS.has(args.method)) {
          prompts.push(args.method)
          await before?.(args.method, args.params)
        }
        return provider.request(args)
      },
    }
  }
  return prompts
}

/** Connects the config's connector (to the first of its accounts). */
export async function connectWallet(config: Config) {
  await disconnect(config).catch(() => {})
  return connect(config, { connector: config.connectors[0]! })
}

/** The wallet, the app's QueryClient and the platform provider around a component under test. */
export function WalletProviders({
  config,
  queryClient,
  children,
}: {
  config: Config
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <WagmiProvider config={config} reconnectOnMount={false}>
      <TestProviders queryClient={queryClient}>{children}</TestProviders>
    </WagmiProvider>
  )
}

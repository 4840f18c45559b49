/**
 * The demo's wallet: with a local anvil chain, wagmi's mock connector over
 * anvil's development accounts (anvil holds their keys and signs); without
 * one, no wallet, and the pages say how to get one.
 */

import { DEV_ACCOUNTS } from 'platform-kit/emulator'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { type Address, defineChain } from 'viem'
import { foundry } from 'viem/chains'
import {
  createConfig,
  http,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  WagmiProvider,
} from 'wagmi'
import { mock } from 'wagmi/connectors'

const WalletAvailable = createContext(false)

/** Whether the demo found a chain, and so has a wallet. */
export const useWalletAvailable = () => useContext(WalletAvailable)

export function WalletProvider({ children }: { children: ReactNode }) {
  const config = useMemo(() => {
    if (!__DEMO_CHAIN__) return undefined
    const rpc = `${window.location.origin}${__DEMO_CHAIN__}`
    const chain = defineChain({ ...foundry, rpcUrls: { default: { http: [rpc] } } })
    return createConfig({
      chains: [chain],
      // One connector per development account, so the demo can switch between them.
      connectors: DEV_ACCOUNTS.map((account) =>
        mock({
          accounts: [
            account.address,
            ...DEV_ACCOUNTS.map((a) => a.address).filter((a) => a !== account.address),
          ] as [Address, ...Address[]],
        }),
      ),
      transports: { [chain.id]: http(rpc) },
    })
  }, [])
  if (!config) return <WalletAvailable.Provider value={false}>{children}</WalletAvailable.Provider>
  return (
    <WagmiProvider config={config}>
      <WalletAvailable.Provider value={true}>{children}</WalletAvailable.Provider>
    </WagmiProvider>
  )
}

/** Connect as one of anvil's development accounts, or disconnect. */
export function AccountPicker() {
  const { address } = useConnection()
  const connectors = useConnectors()
  const { mutate: connect } = useConnect()
  const { mutate: disconnect } = useDisconnect()
  const index = DEV_ACCOUNTS.findIndex((a) => a.address === address)
  return (
    <label className="demo-account">
      Wallet{' '}
      <select
        className="pk-input"
        value={index}
        onChange={(e) => {
          const i = Number(e.target.value)
          if (i < 0) disconnect()
          else connect({ connector: connectors[i]! })
        }}
      >
        <option value={-1}>not connected</option>
        {DEV_ACCOUNTS.map((a, i) => (
          <option key={a.address} value={i}>
            dev account {i} ({a.address.slice(0, 6)}…{a.address.slice(-4)})
          </option>
        ))}
      </select>
    </label>
  )
}

/** The connected address, when there is a wallet. */
export function useAccount(): Address | undefined {
  return useConnection().address
}

function Connected({ children }: { children: (account: Address | undefined) => ReactNode }) {
  return children(useAccount())
}

/** `children` given the connected address: none without a chain (and so without a wallet). */
export function WithAccount({
  children,
}: {
  children: (account: Address | undefined) => ReactNode
}) {
  return useWalletAvailable() ? <Connected>{children}</Connected> : children(undefined)
}

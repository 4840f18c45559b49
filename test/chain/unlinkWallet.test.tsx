/** Unlinking a wallet end to end: both messages signed by anvil's accounts through wagmi, checked by the emulator. */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { type MessageSigner, useUnlinkWallet } from '../../src/react/index.js'
import { anvilRpcUrl } from '../support/anvil.js'
import { setupTestPlatform } from '../support/platform.js'
import {
  connectWallet,
  createTestWagmi,
  type MockFeatures,
  WalletProviders,
} from '../support/wallet.js'

const rpcUrl = anvilRpcUrl()
const platform = setupTestPlatform({ size: 20, now: Date.now })
const account = (i: number) => DEV_ACCOUNTS[i]!.address
afterEach(cleanup)

/** Links at start (wallets section): 0 → 1, 0 → 2, 3 → 4, 5 → 6. */
function render(
  connected: Address[],
  parameters: Parameters<typeof useUnlinkWallet>[0] = {},
  features: MockFeatures = {},
) {
  const config = createTestWagmi(rpcUrl, connected, features)
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletProviders config={config} queryClient={queryClient}>
      {children}
    </WalletProviders>
  )
  return { config, ...renderHook(() => useUnlinkWallet(parameters), { wrapper }) }
}

describe('useUnlinkWallet', () => {
  test('the parent signs with a wagmi account by default, the linked wallet is the connected one', async () => {
    // The connector holds the linked wallet (connected) and the parent.
    const { result, config } = render([account(1), account(0)])
    await connectWallet(config)
    expect(platform.emulator.state.wallets.hasLink(account(0), account(1))).toBe(true)
    await act(() =>
      result.current.mutateAsync({ network: 'anvil', parentWalletAddress: account(0) }),
    )
    // The hook's state follows the mutation on a later tick.
    await waitFor(() => expect(result.current.data).toEqual({ status: true }))
    expect(result.current.steps).toEqual({ parent: 'signed', linked: 'signed' })
    expect(platform.emulator.state.wallets.hasLink(account(0), account(1))).toBe(false)
    expect(platform.emulator.state.wallets.hasLink(account(0), account(2))).toBe(true)
    const [call] = platform.calls.filter((c) => c.operation === 'API/RemoveLinkedWallet')
    expect(call?.body).toMatchObject({
      signatureChainId: '31337',
      parentWalletMessage: `child wallet with address ${account(1)}`,
      linkedWalletMessage: `Unlink from parent wallet with address ${account(0)}`,
    })
  })

  test('any signer can be the parent (an embedded wallet), and a second unlink is not-linked', async () => {
    const parent = privateKeyToAccount(DEV_ACCOUNTS[3]!.privateKey)
    const signer: MessageSigner = {
      address: parent.address,
      signMessage: (args) => parent.signMessage(args),
    }
    const { result, config } = render([account(4)], { parentSigner: signer })
    await connectWallet(config)
    await act(() => result.current.mutateAsync({ network: 31337 }))
    // The hook's state follows the mutation on a later tick.
    await waitFor(() => expect(result.current.data).toEqual({ status: true }))
    await act(() => result.current.mutateAsync({ network: 31337 }).catch(() => {}))
    // The hook's state follows the mutation on a later tick.
    await waitFor(() => expect(result.current.reason).toBe('not-linked'))
  })

  test('the wrong connected account is refused before anything is signed', async () => {
    const { result, config } = render([account(2), account(5)])
    await connectWallet(config)
    await act(() =>
      result.current
        .mutateAsync({
          network: 'anvil',
          parentWalletAddress: account(5),
          linkedWalletAddress: account(6),
        })
        .catch(() => {}),
    )
    // The hook's state follows the mutation on a later tick.
    await waitFor(() => expect(result.current.reason).toBe('wrong-account'))
    expect(result.current.steps).toEqual({ parent: 'idle', linked: 'idle' })
    expect(platform.count('API/RemoveLinkedWallet')).toBe(0)
    expect(platform.emulator.state.wallets.hasLink(account(5), account(6))).toBe(true)
  })

  test('a refused signature is a user rejection and nothing is sent', async () => {
    const { result, config } = render([account(6), account(5)], {}, { signMessageError: true })
    await connectWallet(config)
    await act(() =>
      result.current
        .mutateAsync({ network: 'anvil', parentWalletAddress: account(5) })
        .catch(() => {}),
    )
    // The hook's state follows the mutation on a later tick.
    await waitFor(() => expect(result.current.reason).toBe('rejected'))
    expect(result.current.steps.parent).toBe('failed')
    expect(platform.count('API/RemoveLinkedWallet')).toBe(0)
  })

  test('a parent message signed by another wallet is refused by the emulator', async () => {
    const impostor = privateKeyToAccount(DEV_ACCOUNTS[9]!.privateKey)
    const signer: MessageSigner = {
      address: account(5),
      signMessage: (args) => impostor.signMessage(args),
    }
    const { result, config } = render([account(6)], { parentSigner: signer })
    await connectWallet(config)
    await act(() => result.current.mutateAsync({ network: 'anvil' }).catch(() => {}))
    // The hook's state follows the mutation on a later tick.
    await waitFor(() => expect(result.current.error).toMatchObject({ error: 'PermissionDenied' }))
    expect(platform.emulator.state.wallets.hasLink(account(5), account(6))).toBe(true)
  })
})

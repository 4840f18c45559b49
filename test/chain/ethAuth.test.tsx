/** Proving wallet ownership end to end: a proof signed through wagmi by anvil, checked by the emulator. */
import { QueryClient } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { decodeETHAuthProof, encodeETHAuthProof } from '../../src/core/index.js'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { useETHAuthProof, useIsValidETHAuthProof } from '../../src/react/index.js'
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
const wallet = DEV_ACCOUNTS[7]!.address
afterEach(cleanup)

/** The wallet and providers; mount first, then connect (the provider's hydration resets connections). */
function setup(features: MockFeatures = {}) {
  const config = createTestWagmi(rpcUrl, [wallet], features)
  const queryClient = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletProviders config={config} queryClient={queryClient}>
      {children}
    </WalletProviders>
  )
  return { config, wrapper }
}

async function check(
  wrapper: (p: { children: ReactNode }) => ReactNode,
  proof: string,
  address = wallet,
) {
  const { result } = renderHook(
    () =>
      useIsValidETHAuthProof({
        network: 'anvil',
        walletAddress: address,
        ethAuthProofString: proof,
      }),
    { wrapper },
  )
  await waitFor(() => expect(result.current.isSuccess || result.current.isError).toBe(true))
  return result.current
}

describe('useETHAuthProof', () => {
  test('a proof made by the kit with the connected wallet is accepted by the API', async () => {
    const { config, wrapper } = setup()
    const { result } = renderHook(() => useETHAuthProof(), { wrapper })
    await connectWallet(config)
    const proof = await act(() =>
      result.current.mutateAsync({ app: 'platform-kit tests', expiresIn: 3600, nonce: 7 }),
    )
    const decoded = decodeETHAuthProof(proof)
    expect(decoded.address).toBe(wallet.toLowerCase())
    expect(decoded.claims).toMatchObject({ app: 'platform-kit tests', n: 7, v: '1' })
    expect((await check(wrapper, proof)).data).toEqual({ isValid: true })
  })

  test('tampered claims, another address and an expired proof are refused; a malformed string is an error', async () => {
    const { config, wrapper } = setup()
    const { result } = renderHook(() => useETHAuthProof(), { wrapper })
    await connectWallet(config)
    const proof = await act(() =>
      result.current.mutateAsync({ app: 'platform-kit tests', expiresIn: 60 }),
    )
    const decoded = decodeETHAuthProof(proof)
    const tampered = encodeETHAuthProof({
      ...decoded,
      claims: { ...decoded.claims, app: 'another app' },
    })
    expect((await check(wrapper, tampered)).data).toEqual({ isValid: false })
    expect((await check(wrapper, proof, DEV_ACCOUNTS[8]!.address)).data).toEqual({ isValid: false })
    platform.emulator.clock.advance(60 * 60 * 1000)
    expect((await check(wrapper, `${proof}`)).data).toEqual({ isValid: false })
    platform.emulator.clock.advance(-60 * 60 * 1000)
    const malformed = await check(wrapper, 'eth.not-a-proof')
    expect(malformed.error).toMatchObject({ error: 'InvalidArgument' })
  })

  test('a refused signature is a user rejection', async () => {
    const { config, wrapper } = setup({ signTypedDataError: true })
    const { result } = renderHook(() => useETHAuthProof(), { wrapper })
    await connectWallet(config)
    await act(() => result.current.mutateAsync({ app: 'x' }).catch(() => {}))
    const { walletFlowReason } = await import('../../src/react/index.js')
    // The hook's state follows the mutation on a later tick.
    await waitFor(() => expect(walletFlowReason(result.current.error)).toBe('rejected'))
  })
})

import { QueryClient, useQueryClient } from '@tanstack/react-query'
import { render, renderHook, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { setupTestPlatform } from '../../test/support/platform.js'
import { DEV_SECRET_KEYS } from '../emulator/data/secrets.js'
import { DEV_PROJECTS, emulatorConfig } from '../emulator/index.js'
import { PlatformProvider, usePlatformClient, useRelayerChainId } from './index.js'

const platform = setupTestPlatform({ size: 20 })

function ChainId() {
  const { data } = useRelayerChainId({ network: 'polygon' })
  return <p>chain {data?.chainID ?? '…'}</p>
}

describe('PlatformProvider', () => {
  test('gives hooks the client and creates a QueryClient when the app has none', async () => {
    render(
      <PlatformProvider config={emulatorConfig()}>
        <ChainId />
      </PlatformProvider>,
    )
    expect(await screen.findByText('chain 137')).toBeTruthy()
    expect(platform.count('Relayer/GetChainID')).toBe(1)
  })

  test("uses the app's QueryClient when there is one", () => {
    const { queryClient, wrapper } = platform.providers()
    const { result } = renderHook(() => useQueryClient(), { wrapper })
    expect(result.current).toBe(queryClient)
  })

  test('uses the QueryClient it is given', () => {
    const given = new QueryClient()
    const { result } = renderHook(() => useQueryClient(), {
      wrapper: ({ children }) => (
        <PlatformProvider config={emulatorConfig()} queryClient={given}>
          {children}
        </PlatformProvider>
      ),
    })
    expect(result.current).toBe(given)
  })

  test('holds the light client configured with the access key and URLs', () => {
    const { wrapper } = platform.providers()
    const { result } = renderHook(() => usePlatformClient(), { wrapper })
    expect(result.current.accessKey).toBe(DEV_PROJECTS[0]?.accessKey)
    expect(result.current.urls.marketplace).toBe(emulatorConfig().urls.marketplace)
    expect(result.current.headers['X-Access-Key']).toBe(DEV_PROJECTS[0]?.accessKey)
    expect('relayer' in result.current).toBe(false)
  })

  test('refuses a config with a secret key', () => {
    const config = { ...emulatorConfig(), secretKey: DEV_SECRET_KEYS[1] }
    expect(() =>
      renderHook(() => null, {
        wrapper: ({ children }) => <PlatformProvider config={config}>{children}</PlatformProvider>,
      }),
    ).toThrow(/secret key must never reach a browser/)
  })

  test('usePlatformClient outside a provider says so', () => {
    expect(() => renderHook(() => usePlatformClient())).toThrow(/no <PlatformProvider>/)
  })

  test('a hook error surfaces as a PlatformError', async () => {
    const { wrapper } = platform.providers()
    const { result } = renderHook(() => useRelayerChainId({ network: 'atlantis' }), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ error: 'InvalidArgument', code: 2001 })
    expect(result.current.error?.issues[0]?.path).toBe('network')
    expect(platform.calls).toHaveLength(0)
  })
})

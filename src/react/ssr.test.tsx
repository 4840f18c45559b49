/**
 * Server rendering with the query definitions: the server prefetches with the
 * same options the hook uses, renders HTML that already holds the floor, and
 * dehydrates its cache; the browser hydrates that HTML with a fresh
 * QueryClient and makes no request, and the markup matches.
 */
import {
  type DehydratedState,
  dehydrate,
  HydrationBoundary,
  QueryClient,
} from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, expectTypeOf, test } from 'vitest'
import { setupTestPlatform } from '../../test/support/platform.js'
import type { GetFloorOrderResponse } from '../core/schemas/rpc/getFloorOrder.js'
import { createBaseClient } from '../core/transport/client.js'
import { EMULATOR_COLLECTION, emulatorConfig } from '../emulator/index.js'
import { floorOrderQueryKey, floorOrderQueryOptions, useFloorOrder } from './index.js'

const platform = setupTestPlatform({ size: 60 })
afterEach(cleanup)

const params = { network: 'anvil', contractAddress: EMULATOR_COLLECTION.creatures.address }

function Floor() {
  const { data, isPending } = useFloorOrder(params)
  if (isPending) return <p>loading floor</p>
  return (
    <p>
      floor {data?.collectible?.metadata.name}: {data?.collectible?.order?.priceAmountFormatted}
    </p>
  )
}

function Page({ state }: { state: DehydratedState }) {
  return (
    <HydrationBoundary state={state}>
      <main>
        <Floor />
      </main>
    </HydrationBoundary>
  )
}

/** What a server does for one request: prefetch, render, dehydrate. */
async function serve() {
  const client = createBaseClient(emulatorConfig())
  const serverClient = new QueryClient()
  await serverClient.prefetchQuery(floorOrderQueryOptions(client, params))
  const data = serverClient.getQueryData(floorOrderQueryKey(params))
  expectTypeOf(data).toEqualTypeOf<GetFloorOrderResponse | undefined>()
  const dehydrated = dehydrate(serverClient)
  const { wrapper: Providers } = platform.providers(new QueryClient())
  const html = renderToString(
    <Providers>
      <Page state={dehydrated} />
    </Providers>,
  )
  return { data: data!, dehydrated, html }
}

describe('server rendering', () => {
  test('the server HTML holds the prefetched floor, from one request', async () => {
    const { data, html } = await serve()
    const order = data.collectible!.order!
    expect(order.priceAmountFormatted).toBeTruthy()
    expect(html).toContain(order.priceAmountFormatted)
    expect(html).not.toContain('loading floor')
    expect(platform.count('Marketplace/GetFloorOrder')).toBe(1)
  })

  test('without a prefetch the server renders the pending state and asks nothing', () => {
    const { wrapper: Providers } = platform.providers(new QueryClient())
    const html = renderToString(
      <Providers>
        <Floor />
      </Providers>,
    )
    expect(html).toContain('loading floor')
    expect(platform.calls).toHaveLength(0)
  })

  test('hydrating with the dehydrated state makes no request and keeps the markup', async () => {
    const { data, dehydrated, html } = await serve()
    platform.calls.length = 0

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    const errors: unknown[] = []
    const browserClient = new QueryClient()
    const { wrapper: Providers } = platform.providers(browserClient)
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(
        container,
        <Providers>
          <Page state={JSON.parse(JSON.stringify(dehydrated))} />
        </Providers>,
        { onRecoverableError: (error) => errors.push(error) },
      )
    })
    await new Promise((resolve) => setTimeout(resolve, 50))

    expect(errors).toEqual([])
    expect(container.innerHTML).toBe(html)
    expect(container.textContent).toContain(data.collectible!.order!.priceAmountFormatted)
    expect(platform.calls).toHaveLength(0)
    expect(browserClient.getQueryData(floorOrderQueryKey(params))).toEqual(data)
    expect(browserClient.isFetching()).toBe(0)
    act(() => root?.unmount())
    container.remove()
  })

  test("testing-library's hydrate option agrees", async () => {
    const { data, dehydrated, html } = await serve()
    platform.calls.length = 0
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    const { wrapper } = platform.providers(new QueryClient())
    render(<Page state={dehydrated} />, { container, hydrate: true, wrapper })
    expect(
      screen.getByText(new RegExp(`floor .*${data.collectible!.order!.priceAmountFormatted}`)),
    ).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(platform.calls).toHaveLength(0)
  })
})

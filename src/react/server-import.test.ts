/**
 * The React entry and the query definitions in plain Node (no window, no
 * DOM): they import, and a server can prefetch with a definition and render a
 * hook's result to HTML. Runs in the `node` project, without JSX.
 */
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { createBaseClient } from '../core/transport/client.js'
import { createEmulator, EMULATOR_COLLECTION, emulatorConfig } from '../emulator/index.js'
import * as query from '../query/index.js'
import * as react from './index.js'

const params = { network: 'anvil', contractAddress: EMULATOR_COLLECTION.creatures.address }

function Floor() {
  const { data, isPending } = react.useFloorOrder(params)
  return createElement(
    'p',
    null,
    isPending ? 'loading' : `floor ${data?.collectible?.order?.priceAmountFormatted}`,
  )
}

describe('in a plain node environment', () => {
  test('there is no window nor document', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  test('src/query/index.ts imports, framework-free', () => {
    expect(typeof query.floorOrderQueryOptions).toBe('function')
    expect(typeof query.collectiblesInfiniteQueryOptions).toBe('function')
    expect(typeof query.orderQueriesFilter).toBe('function')
    expect(typeof query.createAudienceMutationOptions).toBe('function')
    expect(query.FRESHNESS.orders).toBe(10_000)
    expect(Object.keys(query).filter((name) => name.startsWith('use'))).toEqual([])
  })

  test('src/react/index.ts imports, with every hook and the same definitions', () => {
    const hooks = [
      'useAddAudienceContacts',
      'useCollectibles',
      'useContracts',
      'useCreateAudience',
      'useFloorOrder',
      'useGenerateCancelTransaction',
      'useHighestPriceListing',
      'useIsValidETHAuthProof',
      'useListings',
      'useListingsPage',
      'useLowestPriceOffer',
      'useOffers',
      'useOffersPage',
      'useOrders',
      'useRelayerChainId',
      'useRemoveLinkedWallet',
      'useTokenCollectionFilters',
      'usePlatformClient',
    ]
    const exported = react as Record<string, unknown>
    for (const hook of hooks) expect(typeof exported[hook], hook).toBe('function')
    expect(typeof react.PlatformProvider).toBe('function')
    expect(react.floorOrderQueryOptions).toBe(query.floorOrderQueryOptions)
    expect(react.orderQueriesFilter).toBe(query.orderQueriesFilter)
  })

  test('a server prefetches with a definition and renders the hook to HTML', async () => {
    const emulator = createEmulator({ size: 30 })
    let requests = 0
    const fetchFn: typeof fetch = (input, init) => {
      requests++
      return emulator.handle(new Request(input, init))
    }
    const config = { ...emulatorConfig(), fetch: fetchFn }
    const queryClient = new QueryClient()
    await queryClient.prefetchQuery(react.floorOrderQueryOptions(createBaseClient(config), params))
    expect(requests).toBe(1)
    const price = queryClient.getQueryData(react.floorOrderQueryKey(params))?.collectible?.order
      ?.priceAmountFormatted
    expect(price).toBeTruthy()

    const render = (client: QueryClient) =>
      renderToString(
        createElement(
          react.PlatformProvider,
          { config, queryClient: client },
          createElement(HydrationBoundary, { state: dehydrate(queryClient) }, createElement(Floor)),
        ),
      )
    expect(render(queryClient)).toContain(`floor ${price}`)
    // A fresh client hydrated from the dehydrated state renders the same, without a request.
    expect(render(new QueryClient())).toContain(`floor ${price}`)
    // Without data, the server renders the pending state and asks nothing.
    expect(
      renderToString(
        createElement(
          react.PlatformProvider,
          { config, queryClient: new QueryClient() },
          createElement(Floor),
        ),
      ),
    ).toContain('loading')
    expect(requests).toBe(1)
  })
})

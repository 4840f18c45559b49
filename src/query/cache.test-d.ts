/**
 * The cache across server and browser, as a user of the package sees it:
 * `HydrationBoundary` takes what `dehydrate` makes and the hydrated data keeps
 * its type; `orderQueriesFilter` is a filter `invalidateQueries` takes. A type
 * that degrades fails the type check (`npm run typecheck`), not a run.
 *
 * Everything is imported by package name, so this file also type-checks in a
 * consumer project that installs the packed tarball
 * (test/consumer/types.test.ts). The hooks and the calls that would fetch sit
 * in functions that are type-checked, never called. The values the type tests
 * share: types.fixtures.ts.
 */
import { dehydrate, HydrationBoundary, hydrate, QueryClient } from '@tanstack/react-query'
import type { GetFloorOrderResponse } from 'platform-kit'
import { floorOrderQueryKey, orderQueriesFilter } from 'platform-kit/query'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { contractAddress, floorParams, queryClient } from './types.fixtures.js'

describe('the cache across server and browser', () => {
  test('HydrationBoundary takes what dehydrate makes, and the data keeps its type', () => {
    const server = new QueryClient()
    const key = floorOrderQueryKey(floorParams)
    server.setQueryData(key, { collectible: undefined })
    const state = dehydrate(server)
    expectTypeOf(HydrationBoundary).toBeCallableWith({ state })
    expectTypeOf(HydrationBoundary).toBeCallableWith({ state, queryClient: new QueryClient() })
    expect(state.queries.map((q) => q.queryKey)).toEqual([key])
    const browser = new QueryClient()
    hydrate(browser, state)
    expectTypeOf(browser.getQueryData(key)).toEqualTypeOf<GetFloorOrderResponse | undefined>()
    expect(browser.getQueryData(key)).toEqual({ collectible: undefined })
  })

  test('orderQueriesFilter is a filter invalidateQueries takes', () => {
    const filter = orderQueriesFilter({ network: 'polygon', contractAddress })
    function invalidates() {
      expectTypeOf(queryClient.invalidateQueries(filter)).toEqualTypeOf<Promise<void>>()
    }
    void invalidates
    expect(filter.queryKey).toEqual(['platform', 'Marketplace'])
    expect(filter.predicate({ queryKey: floorOrderQueryKey(floorParams) })).toBe(true)
  })
})

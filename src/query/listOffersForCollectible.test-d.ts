/**
 * The types ListOffersForCollectible's key and options builders carry, as a user of the
 * package sees them: the response type reaches `getQueryData`,
 * `setQueryData`, `fetchQuery`, the hooks, and the error type is the kit's
 * `PlatformError`. A type that degrades to `{}` or `unknown` fails the type
 * check (`npm run typecheck`), not a run; the runtime assertions (the key's
 * shape, the options' key) run in vitest's `node` project.
 *
 * Everything is imported by package name, so this file also type-checks in a
 * consumer project that installs the packed tarball
 * (test/consumer/types.test.ts). The hooks and the calls that would fetch sit
 * in functions that are type-checked, never called. The values the type tests
 * share: types.fixtures.ts.
 */
import {
  type InfiniteData,
  useInfiniteQuery,
  useQuery,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from '@tanstack/react-query'
import type { ListOffersForCollectibleResponse, PlatformError } from 'platform-kit'
import {
  offersInfiniteQueryKey,
  offersInfiniteQueryOptions,
  offersQueryKey,
  offersQueryOptions,
} from 'platform-kit/query'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { client, expectKitKey, listingsParams, queryClient } from './types.fixtures.js'

describe('ListOffersForCollectible: keys and options carry its response type', () => {
  test('offersQueryKey, offersQueryOptions: ListOffersForCollectibleResponse', () => {
    const key = offersQueryKey(listingsParams)
    const options = offersQueryOptions(client, listingsParams)
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<
      ListOffersForCollectibleResponse | undefined
    >()
    expectTypeOf(queryClient.getQueryState(key)?.error).toEqualTypeOf<
      PlatformError | null | undefined
    >()
    queryClient.setQueryData(key, (previous) => {
      expectTypeOf(previous).toEqualTypeOf<ListOffersForCollectibleResponse | undefined>()
      return previous
    })
    function neverRun() {
      // @ts-expect-error a key takes only its own data
      queryClient.setQueryData(key, 42)
      expectTypeOf(queryClient.fetchQuery(options)).toEqualTypeOf<
        Promise<ListOffersForCollectibleResponse>
      >()
      expectTypeOf(queryClient.ensureQueryData(options)).toEqualTypeOf<
        Promise<ListOffersForCollectibleResponse>
      >()
      expectTypeOf(queryClient.prefetchQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useOffersQueryTypes).toBeFunction()
    expectKitKey(key)
    expect(options.queryKey).toEqual(key)
  })

  test('offersInfiniteQueryKey, offersInfiniteQueryOptions: pages of ListOffersForCollectibleResponse by number', () => {
    type Pages = InfiniteData<ListOffersForCollectibleResponse, number>
    const key = offersInfiniteQueryKey(listingsParams)
    const options = offersInfiniteQueryOptions(client, listingsParams)
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<Pages | undefined>()
    expectTypeOf(queryClient.getQueryState(key)?.error).toEqualTypeOf<
      PlatformError | null | undefined
    >()
    queryClient.setQueryData(key, (previous) => {
      expectTypeOf(previous).toEqualTypeOf<Pages | undefined>()
      return previous
    })
    function neverRun() {
      // @ts-expect-error an infinite key takes pages, not one page
      queryClient.setQueryData(key, {} as ListOffersForCollectibleResponse)
      expectTypeOf(queryClient.fetchInfiniteQuery(options)).toEqualTypeOf<Promise<Pages>>()
      expectTypeOf(queryClient.ensureInfiniteQueryData(options)).toEqualTypeOf<Promise<Pages>>()
      expectTypeOf(queryClient.prefetchInfiniteQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useOffersInfiniteQueryTypes).toBeFunction()
    expectKitKey(key, true)
    expect(options.queryKey).toEqual(key)
    expect(options.initialPageParam).toBe(1)
  })
})

// The hooks' part of each check: `use…` functions at module level, as the rules
// of hooks want, type-checked and never called, so no test needs a renderer.

/** `useQuery` and `useSuspenseQuery` with offersQueryOptions. */
function useOffersQueryTypes() {
  const options = offersQueryOptions(client, listingsParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<ListOffersForCollectibleResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<ListOffersForCollectibleResponse>()
}

/**
 * `useInfiniteQuery` and `useSuspenseInfiniteQuery` with offersInfiniteQueryOptions: their
 * `data` is TanStack Query's default `InfiniteData<TPage>`, page params `unknown`.
 */
function useOffersInfiniteQueryTypes() {
  const options = offersInfiniteQueryOptions(client, listingsParams)
  const query = useInfiniteQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<
    InfiniteData<ListOffersForCollectibleResponse> | undefined
  >()
  expectTypeOf(query.data?.pages).toEqualTypeOf<ListOffersForCollectibleResponse[] | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseInfiniteQuery(options).data).toEqualTypeOf<
    InfiniteData<ListOffersForCollectibleResponse>
  >()
}

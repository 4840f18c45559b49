/**
 * The types ListListingsForCollectible's key and options builders carry, as a user of the
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
import type { ListListingsForCollectibleResponse, PlatformError } from 'platform-kit'
import {
  listingsInfiniteQueryKey,
  listingsInfiniteQueryOptions,
  listingsQueryKey,
  listingsQueryOptions,
} from 'platform-kit/query'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { client, expectKitKey, listingsParams, queryClient } from './types.fixtures.js'

describe('ListListingsForCollectible: keys and options carry its response type', () => {
  test('listingsQueryKey, listingsQueryOptions: ListListingsForCollectibleResponse', () => {
    const key = listingsQueryKey(listingsParams)
    const options = listingsQueryOptions(client, listingsParams)
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<
      ListListingsForCollectibleResponse | undefined
    >()
    expectTypeOf(queryClient.getQueryState(key)?.error).toEqualTypeOf<
      PlatformError | null | undefined
    >()
    queryClient.setQueryData(key, (previous) => {
      expectTypeOf(previous).toEqualTypeOf<ListListingsForCollectibleResponse | undefined>()
      return previous
    })
    function neverRun() {
      // @ts-expect-error a key takes only its own data
      queryClient.setQueryData(key, 42)
      expectTypeOf(queryClient.fetchQuery(options)).toEqualTypeOf<
        Promise<ListListingsForCollectibleResponse>
      >()
      expectTypeOf(queryClient.ensureQueryData(options)).toEqualTypeOf<
        Promise<ListListingsForCollectibleResponse>
      >()
      expectTypeOf(queryClient.prefetchQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useListingsQueryTypes).toBeFunction()
    expectKitKey(key)
    expect(options.queryKey).toEqual(key)
  })

  test('listingsInfiniteQueryKey, listingsInfiniteQueryOptions: pages of ListListingsForCollectibleResponse by number', () => {
    type Pages = InfiniteData<ListListingsForCollectibleResponse, number>
    const key = listingsInfiniteQueryKey(listingsParams)
    const options = listingsInfiniteQueryOptions(client, listingsParams)
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
      queryClient.setQueryData(key, {} as ListListingsForCollectibleResponse)
      expectTypeOf(queryClient.fetchInfiniteQuery(options)).toEqualTypeOf<Promise<Pages>>()
      expectTypeOf(queryClient.ensureInfiniteQueryData(options)).toEqualTypeOf<Promise<Pages>>()
      expectTypeOf(queryClient.prefetchInfiniteQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useListingsInfiniteQueryTypes).toBeFunction()
    expectKitKey(key, true)
    expect(options.queryKey).toEqual(key)
    expect(options.initialPageParam).toBe(1)
  })
})

// The hooks' part of each check: `use…` functions at module level, as the rules
// of hooks want, type-checked and never called, so no test needs a renderer.

/** `useQuery` and `useSuspenseQuery` with listingsQueryOptions. */
function useListingsQueryTypes() {
  const options = listingsQueryOptions(client, listingsParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<ListListingsForCollectibleResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<ListListingsForCollectibleResponse>()
}

/**
 * `useInfiniteQuery` and `useSuspenseInfiniteQuery` with listingsInfiniteQueryOptions: their
 * `data` is TanStack Query's default `InfiniteData<TPage>`, page params `unknown`.
 */
function useListingsInfiniteQueryTypes() {
  const options = listingsInfiniteQueryOptions(client, listingsParams)
  const query = useInfiniteQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<
    InfiniteData<ListListingsForCollectibleResponse> | undefined
  >()
  expectTypeOf(query.data?.pages).toEqualTypeOf<ListListingsForCollectibleResponse[] | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseInfiniteQuery(options).data).toEqualTypeOf<
    InfiniteData<ListListingsForCollectibleResponse>
  >()
}

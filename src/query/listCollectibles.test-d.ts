/**
 * The types ListCollectibles's key and options builders carry, as a user of the
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
import type { ListCollectiblesResponse, PlatformError } from 'platform-kit'
import {
  collectiblesInfiniteQueryKey,
  collectiblesInfiniteQueryOptions,
  collectiblesQueryKey,
  collectiblesQueryOptions,
} from 'platform-kit/query'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { client, collectiblesParams, expectKitKey, queryClient } from './types.fixtures.js'

describe('ListCollectibles: keys and options carry its response type', () => {
  test('collectiblesQueryKey, collectiblesQueryOptions: ListCollectiblesResponse', () => {
    const key = collectiblesQueryKey(collectiblesParams)
    const options = collectiblesQueryOptions(client, collectiblesParams)
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<
      ListCollectiblesResponse | undefined
    >()
    expectTypeOf(queryClient.getQueryState(key)?.error).toEqualTypeOf<
      PlatformError | null | undefined
    >()
    queryClient.setQueryData(key, (previous) => {
      expectTypeOf(previous).toEqualTypeOf<ListCollectiblesResponse | undefined>()
      return previous
    })
    function neverRun() {
      // @ts-expect-error a key takes only its own data
      queryClient.setQueryData(key, 42)
      expectTypeOf(queryClient.fetchQuery(options)).toEqualTypeOf<
        Promise<ListCollectiblesResponse>
      >()
      expectTypeOf(queryClient.ensureQueryData(options)).toEqualTypeOf<
        Promise<ListCollectiblesResponse>
      >()
      expectTypeOf(queryClient.prefetchQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useCollectiblesQueryTypes).toBeFunction()
    expectKitKey(key)
    expect(options.queryKey).toEqual(key)
  })

  test('collectiblesInfiniteQueryKey, collectiblesInfiniteQueryOptions: pages of ListCollectiblesResponse by number', () => {
    type Pages = InfiniteData<ListCollectiblesResponse, number>
    const key = collectiblesInfiniteQueryKey(collectiblesParams)
    const options = collectiblesInfiniteQueryOptions(client, collectiblesParams)
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
      queryClient.setQueryData(key, {} as ListCollectiblesResponse)
      expectTypeOf(queryClient.fetchInfiniteQuery(options)).toEqualTypeOf<Promise<Pages>>()
      expectTypeOf(queryClient.ensureInfiniteQueryData(options)).toEqualTypeOf<Promise<Pages>>()
      expectTypeOf(queryClient.prefetchInfiniteQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useCollectiblesInfiniteQueryTypes).toBeFunction()
    expectKitKey(key, true)
    expect(options.queryKey).toEqual(key)
    expect(options.initialPageParam).toBe(1)
  })
})

// The hooks' part of each check: `use…` functions at module level, as the rules
// of hooks want, type-checked and never called, so no test needs a renderer.

/** `useQuery` and `useSuspenseQuery` with collectiblesQueryOptions. */
function useCollectiblesQueryTypes() {
  const options = collectiblesQueryOptions(client, collectiblesParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<ListCollectiblesResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<ListCollectiblesResponse>()
}

/**
 * `useInfiniteQuery` and `useSuspenseInfiniteQuery` with collectiblesInfiniteQueryOptions: their
 * `data` is TanStack Query's default `InfiniteData<TPage>`, page params `unknown`.
 */
function useCollectiblesInfiniteQueryTypes() {
  const options = collectiblesInfiniteQueryOptions(client, collectiblesParams)
  const query = useInfiniteQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<InfiniteData<ListCollectiblesResponse> | undefined>()
  expectTypeOf(query.data?.pages).toEqualTypeOf<ListCollectiblesResponse[] | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseInfiniteQuery(options).data).toEqualTypeOf<
    InfiniteData<ListCollectiblesResponse>
  >()
}

/**
 * The types ListContracts's key and options builders carry, as a user of the
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
import type { ListContractsResponse, PlatformError } from 'platform-kit'
import {
  type ContractsCursor,
  contractsInfiniteQueryKey,
  contractsInfiniteQueryOptions,
  contractsQueryKey,
  contractsQueryOptions,
} from 'platform-kit/query'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { client, contractsParams, expectKitKey, queryClient } from './types.fixtures.js'

describe('ListContracts: keys and options carry its response type', () => {
  test('contractsQueryKey, contractsQueryOptions: ListContractsResponse', () => {
    const key = contractsQueryKey(contractsParams)
    const options = contractsQueryOptions(client, contractsParams)
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<ListContractsResponse | undefined>()
    expectTypeOf(queryClient.getQueryState(key)?.error).toEqualTypeOf<
      PlatformError | null | undefined
    >()
    queryClient.setQueryData(key, (previous) => {
      expectTypeOf(previous).toEqualTypeOf<ListContractsResponse | undefined>()
      return previous
    })
    function neverRun() {
      // @ts-expect-error a key takes only its own data
      queryClient.setQueryData(key, 42)
      expectTypeOf(queryClient.fetchQuery(options)).toEqualTypeOf<Promise<ListContractsResponse>>()
      expectTypeOf(queryClient.ensureQueryData(options)).toEqualTypeOf<
        Promise<ListContractsResponse>
      >()
      expectTypeOf(queryClient.prefetchQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useContractsQueryTypes).toBeFunction()
    expectKitKey(key)
    expect(options.queryKey).toEqual(key)
  })

  test('contractsInfiniteQueryKey, contractsInfiniteQueryOptions: pages of ListContractsResponse by cursor', () => {
    type Pages = InfiniteData<ListContractsResponse, ContractsCursor>
    const key = contractsInfiniteQueryKey(contractsParams)
    const options = contractsInfiniteQueryOptions(client, contractsParams)
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
      queryClient.setQueryData(key, {} as ListContractsResponse)
      expectTypeOf(queryClient.fetchInfiniteQuery(options)).toEqualTypeOf<Promise<Pages>>()
      expectTypeOf(queryClient.ensureInfiniteQueryData(options)).toEqualTypeOf<Promise<Pages>>()
      expectTypeOf(queryClient.prefetchInfiniteQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useContractsInfiniteQueryTypes).toBeFunction()
    expectKitKey(key, true)
    expect(options.queryKey).toEqual(key)
    expect(options.initialPageParam).toBeNull()
  })
})

// The hooks' part of each check: `use…` functions at module level, as the rules
// of hooks want, type-checked and never called, so no test needs a renderer.

/** `useQuery` and `useSuspenseQuery` with contractsQueryOptions. */
function useContractsQueryTypes() {
  const options = contractsQueryOptions(client, contractsParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<ListContractsResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<ListContractsResponse>()
}

/**
 * `useInfiniteQuery` and `useSuspenseInfiniteQuery` with contractsInfiniteQueryOptions: their
 * `data` is TanStack Query's default `InfiniteData<TPage>`, page params `unknown`.
 */
function useContractsInfiniteQueryTypes() {
  const options = contractsInfiniteQueryOptions(client, contractsParams)
  const query = useInfiniteQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<InfiniteData<ListContractsResponse> | undefined>()
  expectTypeOf(query.data?.pages).toEqualTypeOf<ListContractsResponse[] | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseInfiniteQuery(options).data).toEqualTypeOf<
    InfiniteData<ListContractsResponse>
  >()
}

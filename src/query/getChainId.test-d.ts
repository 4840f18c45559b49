/**
 * The types GetChainID's key and options builders carry, as a user of the
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
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { GetChainIdResponse, PlatformError } from 'platform-kit'
import { chainIdQueryKey, chainIdQueryOptions } from 'platform-kit/query'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { chainIdParams, client, expectKitKey, queryClient } from './types.fixtures.js'

describe('GetChainID: keys and options carry its response type', () => {
  test('chainIdQueryKey, chainIdQueryOptions: GetChainIdResponse', () => {
    const key = chainIdQueryKey(chainIdParams)
    const options = chainIdQueryOptions(client, chainIdParams)
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<GetChainIdResponse | undefined>()
    expectTypeOf(queryClient.getQueryState(key)?.error).toEqualTypeOf<
      PlatformError | null | undefined
    >()
    queryClient.setQueryData(key, (previous) => {
      expectTypeOf(previous).toEqualTypeOf<GetChainIdResponse | undefined>()
      return previous
    })
    function neverRun() {
      // @ts-expect-error a key takes only its own data
      queryClient.setQueryData(key, 42)
      expectTypeOf(queryClient.fetchQuery(options)).toEqualTypeOf<Promise<GetChainIdResponse>>()
      expectTypeOf(queryClient.ensureQueryData(options)).toEqualTypeOf<
        Promise<GetChainIdResponse>
      >()
      expectTypeOf(queryClient.prefetchQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useChainIdQueryTypes).toBeFunction()
    expectKitKey(key)
    expect(options.queryKey).toEqual(key)
  })
})

// The hooks' part of each check: `use…` functions at module level, as the rules
// of hooks want, type-checked and never called, so no test needs a renderer.

/** `useQuery` and `useSuspenseQuery` with chainIdQueryOptions. */
function useChainIdQueryTypes() {
  const options = chainIdQueryOptions(client, chainIdParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<GetChainIdResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<GetChainIdResponse>()
}

/**
 * The types GetFloorOrder's key and options builders carry, as a user of the
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
import type { GetFloorOrderResponse, PlatformError } from 'platform-kit'
import { floorOrderQueryKey, floorOrderQueryOptions } from 'platform-kit/query'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { client, expectKitKey, floorParams, queryClient } from './types.fixtures.js'

describe('GetFloorOrder: keys and options carry its response type', () => {
  test('floorOrderQueryKey, floorOrderQueryOptions: GetFloorOrderResponse', () => {
    const key = floorOrderQueryKey(floorParams)
    const options = floorOrderQueryOptions(client, floorParams)
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<GetFloorOrderResponse | undefined>()
    expectTypeOf(queryClient.getQueryState(key)?.error).toEqualTypeOf<
      PlatformError | null | undefined
    >()
    queryClient.setQueryData(key, (previous) => {
      expectTypeOf(previous).toEqualTypeOf<GetFloorOrderResponse | undefined>()
      return previous
    })
    function neverRun() {
      // @ts-expect-error a key takes only its own data
      queryClient.setQueryData(key, 42)
      expectTypeOf(queryClient.fetchQuery(options)).toEqualTypeOf<Promise<GetFloorOrderResponse>>()
      expectTypeOf(queryClient.ensureQueryData(options)).toEqualTypeOf<
        Promise<GetFloorOrderResponse>
      >()
      expectTypeOf(queryClient.prefetchQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useFloorOrderQueryTypes).toBeFunction()
    expectKitKey(key)
    expect(options.queryKey).toEqual(key)
  })
})

// The hooks' part of each check: `use…` functions at module level, as the rules
// of hooks want, type-checked and never called, so no test needs a renderer.

/** `useQuery` and `useSuspenseQuery` with floorOrderQueryOptions. */
function useFloorOrderQueryTypes() {
  const options = floorOrderQueryOptions(client, floorParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<GetFloorOrderResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<GetFloorOrderResponse>()
}

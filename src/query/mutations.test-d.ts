/**
 * The types a mutation's options carry, as a user of the package sees them:
 * the variables and the response reach `mutationFn` and `useMutation`, and the
 * error type is the kit's `PlatformError`; at runtime, the key is the kit's and
 * a mutation is never retried. A type that degrades to `{}` or `unknown` fails
 * the type check (`npm run typecheck`), not a run.
 *
 * Everything is imported by package name, so this file also type-checks in a
 * consumer project that installs the packed tarball
 * (test/consumer/types.test.ts). The hooks and the calls that would fetch sit
 * in functions that are type-checked, never called. The values the type tests
 * share: types.fixtures.ts.
 */
import { useMutation } from '@tanstack/react-query'
import type {
  AddAudienceContactsParams,
  AddAudienceContactsResponse,
  CreateAudienceParams,
  CreateAudienceResponse,
  GenerateCancelTransactionParams,
  GenerateCancelTransactionResponse,
  PlatformError,
  RemoveLinkedWalletParams,
  RemoveLinkedWalletResponse,
} from 'platform-kit'
import {
  addAudienceContactsMutationOptions,
  createAudienceMutationOptions,
  generateCancelTransactionMutationOptions,
  removeLinkedWalletMutationOptions,
} from 'platform-kit/query'
import { describe, expect, expectTypeOf, test } from 'vitest'
import { client } from './types.fixtures.js'

describe('mutation options carry their variables and data', () => {
  test('addAudienceContactsMutationOptions: AddAudienceContactsParams to AddAudienceContactsResponse', () => {
    const options = addAudienceContactsMutationOptions(client)
    expectTypeOf(options.mutationFn).parameter(0).toEqualTypeOf<AddAudienceContactsParams>()
    expectTypeOf(options.mutationFn).returns.toEqualTypeOf<Promise<AddAudienceContactsResponse>>()
    expectTypeOf(useAddAudienceContactsMutationTypes).toBeFunction()
    expect(options.mutationKey[0]).toBe('platform')
    expect(options.retry).toBe(false)
  })

  test('createAudienceMutationOptions: CreateAudienceParams to CreateAudienceResponse', () => {
    const options = createAudienceMutationOptions(client)
    expectTypeOf(options.mutationFn).parameter(0).toEqualTypeOf<CreateAudienceParams>()
    expectTypeOf(options.mutationFn).returns.toEqualTypeOf<Promise<CreateAudienceResponse>>()
    expectTypeOf(useCreateAudienceMutationTypes).toBeFunction()
    expect(options.mutationKey[0]).toBe('platform')
    expect(options.retry).toBe(false)
  })

  test('generateCancelTransactionMutationOptions: GenerateCancelTransactionParams to GenerateCancelTransactionResponse', () => {
    const options = generateCancelTransactionMutationOptions(client)
    expectTypeOf(options.mutationFn).parameter(0).toEqualTypeOf<GenerateCancelTransactionParams>()
    expectTypeOf(options.mutationFn).returns.toEqualTypeOf<
      Promise<GenerateCancelTransactionResponse>
    >()
    expectTypeOf(useGenerateCancelTransactionMutationTypes).toBeFunction()
    expect(options.mutationKey[0]).toBe('platform')
    expect(options.retry).toBe(false)
  })

  test('removeLinkedWalletMutationOptions: RemoveLinkedWalletParams to RemoveLinkedWalletResponse', () => {
    const options = removeLinkedWalletMutationOptions(client)
    expectTypeOf(options.mutationFn).parameter(0).toEqualTypeOf<RemoveLinkedWalletParams>()
    expectTypeOf(options.mutationFn).returns.toEqualTypeOf<Promise<RemoveLinkedWalletResponse>>()
    expectTypeOf(useRemoveLinkedWalletMutationTypes).toBeFunction()
    expect(options.mutationKey[0]).toBe('platform')
    expect(options.retry).toBe(false)
  })
})

// The hooks' part of each check: `use…` functions at module level, as the rules
// of hooks want, type-checked and never called, so no test needs a renderer.

/** `useMutation` with addAudienceContactsMutationOptions. */
function useAddAudienceContactsMutationTypes() {
  const mutation = useMutation(addAudienceContactsMutationOptions(client))
  expectTypeOf(mutation.mutateAsync).parameter(0).toEqualTypeOf<AddAudienceContactsParams>()
  expectTypeOf(mutation.mutateAsync).returns.toEqualTypeOf<Promise<AddAudienceContactsResponse>>()
  expectTypeOf(mutation.variables).toEqualTypeOf<AddAudienceContactsParams | undefined>()
  expectTypeOf(mutation.data).toEqualTypeOf<AddAudienceContactsResponse | undefined>()
  expectTypeOf(mutation.error).toEqualTypeOf<PlatformError | null>()
}

/** `useMutation` with createAudienceMutationOptions. */
function useCreateAudienceMutationTypes() {
  const mutation = useMutation(createAudienceMutationOptions(client))
  expectTypeOf(mutation.mutateAsync).parameter(0).toEqualTypeOf<CreateAudienceParams>()
  expectTypeOf(mutation.mutateAsync).returns.toEqualTypeOf<Promise<CreateAudienceResponse>>()
  expectTypeOf(mutation.variables).toEqualTypeOf<CreateAudienceParams | undefined>()
  expectTypeOf(mutation.data).toEqualTypeOf<CreateAudienceResponse | undefined>()
  expectTypeOf(mutation.error).toEqualTypeOf<PlatformError | null>()
}

/** `useMutation` with generateCancelTransactionMutationOptions. */
function useGenerateCancelTransactionMutationTypes() {
  const mutation = useMutation(generateCancelTransactionMutationOptions(client))
  expectTypeOf(mutation.mutateAsync).parameter(0).toEqualTypeOf<GenerateCancelTransactionParams>()
  expectTypeOf(mutation.mutateAsync).returns.toEqualTypeOf<
    Promise<GenerateCancelTransactionResponse>
  >()
  expectTypeOf(mutation.variables).toEqualTypeOf<GenerateCancelTransactionParams | undefined>()
  expectTypeOf(mutation.data).toEqualTypeOf<GenerateCancelTransactionResponse | undefined>()
  expectTypeOf(mutation.error).toEqualTypeOf<PlatformError | null>()
}

/** `useMutation` with removeLinkedWalletMutationOptions. */
function useRemoveLinkedWalletMutationTypes() {
  const mutation = useMutation(removeLinkedWalletMutationOptions(client))
  expectTypeOf(mutation.mutateAsync).parameter(0).toEqualTypeOf<RemoveLinkedWalletParams>()
  expectTypeOf(mutation.mutateAsync).returns.toEqualTypeOf<Promise<RemoveLinkedWalletResponse>>()
  expectTypeOf(mutation.variables).toEqualTypeOf<RemoveLinkedWalletParams | undefined>()
  expectTypeOf(mutation.data).toEqualTypeOf<RemoveLinkedWalletResponse | undefined>()
  expectTypeOf(mutation.error).toEqualTypeOf<PlatformError | null>()
}

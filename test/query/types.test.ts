/**
 * The types a query key or options builder carries, as a user of the package
 * sees them: the response type reaches `getQueryData`, `setQueryData`,
 * `fetchQuery`, the hooks and hydration, and the error type is the kit's
 * `PlatformError`. A key whose type degrades to `{}` or `unknown` fails the
 * type check (`npm run typecheck`), not a run.
 *
 * Everything is imported by package name, so this file also type-checks a
 * consumer project that installs the packed tarball. The hooks and the calls
 * that would fetch sit in functions that are type-checked, never called; the
 * runtime assertions only build keys and options.
 */
import {
  dehydrate,
  HydrationBoundary,
  hydrate,
  type InfiniteData,
  QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from '@tanstack/react-query'
import type {
  AddAudienceContactsParams,
  AddAudienceContactsResponse,
  BaseClient,
  CreateAudienceParams,
  CreateAudienceResponse,
  GenerateCancelTransactionParams,
  GenerateCancelTransactionResponse,
  GetChainIdParams,
  GetChainIdResponse,
  GetFloorOrderParams,
  GetFloorOrderResponse,
  GetHighestPriceListingForCollectibleParams,
  GetHighestPriceListingForCollectibleResponse,
  GetLowestPriceOfferForCollectibleParams,
  GetLowestPriceOfferForCollectibleResponse,
  GetOrdersParams,
  GetOrdersResponse,
  IsValidETHAuthProofParams,
  IsValidETHAuthProofResponse,
  ListCollectiblesParams,
  ListCollectiblesResponse,
  ListContractsParams,
  ListContractsResponse,
  ListListingsForCollectibleParams,
  ListListingsForCollectibleResponse,
  ListOffersForCollectibleParams,
  ListOffersForCollectibleResponse,
  PlatformError,
  RemoveLinkedWalletParams,
  RemoveLinkedWalletResponse,
  TokenCollectionFiltersParams,
  TokenCollectionFiltersResponse,
} from 'platform-kit'
import {
  addAudienceContactsMutationOptions,
  type ContractsCursor,
  chainIdQueryKey,
  chainIdQueryOptions,
  collectiblesInfiniteQueryKey,
  collectiblesInfiniteQueryOptions,
  collectiblesQueryKey,
  collectiblesQueryOptions,
  contractsInfiniteQueryKey,
  contractsInfiniteQueryOptions,
  contractsQueryKey,
  contractsQueryOptions,
  createAudienceMutationOptions,
  floorOrderQueryKey,
  floorOrderQueryOptions,
  generateCancelTransactionMutationOptions,
  highestPriceListingQueryKey,
  highestPriceListingQueryOptions,
  isValidETHAuthProofQueryKey,
  isValidETHAuthProofQueryOptions,
  listingsInfiniteQueryKey,
  listingsInfiniteQueryOptions,
  listingsQueryKey,
  listingsQueryOptions,
  lowestPriceOfferQueryKey,
  lowestPriceOfferQueryOptions,
  offersInfiniteQueryKey,
  offersInfiniteQueryOptions,
  offersQueryKey,
  offersQueryOptions,
  orderQueriesFilter,
  ordersQueryKey,
  ordersQueryOptions,
  removeLinkedWalletMutationOptions,
  tokenCollectionFiltersQueryKey,
  tokenCollectionFiltersQueryOptions,
} from 'platform-kit/query'
import { describe, expect, expectTypeOf, test } from 'vitest'

const queryClient = new QueryClient()
/** Options builders only keep the client for their `queryFn`, which no test here runs. */
const client = {} as BaseClient
const contractAddress = '0x0000000000000000000000000000000000000001'
const wallet = '0x0000000000000000000000000000000000000002'

const chainIdParams: GetChainIdParams = { network: 'polygon' }
const floorParams: GetFloorOrderParams = { network: 'polygon', contractAddress }
const collectibleParams: GetHighestPriceListingForCollectibleParams &
  GetLowestPriceOfferForCollectibleParams = { network: 'polygon', contractAddress, tokenId: 42n }
const ordersParams: GetOrdersParams = {
  network: 'polygon',
  input: [{ contractAddress, orderId: '1' }],
}
const proofParams: IsValidETHAuthProofParams = {
  network: 1,
  walletAddress: wallet,
  ethAuthProofString: 'eth.proof',
}
const collectiblesParams: ListCollectiblesParams = {
  network: 'polygon',
  contractAddress,
  page: { pageSize: 50 },
}
const contractsParams: ListContractsParams = { projectId: 1, page: { pageSize: 20 } }
const listingsParams: ListListingsForCollectibleParams & ListOffersForCollectibleParams = {
  network: 'polygon',
  contractAddress,
  tokenId: 42n,
  page: { pageSize: 20 },
}
const filtersParams: TokenCollectionFiltersParams = { network: 'polygon', contractAddress }

/** What every key of the kit is at runtime: general to specific, under `'platform'`. */
function expectKitKey(key: readonly unknown[], infinite = false) {
  expect(key[0]).toBe('platform')
  expect(key).toHaveLength(infinite ? 5 : 4)
  if (infinite) expect(key[4]).toBe('infinite')
}

describe('query keys and options carry their response type', () => {
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

  test('highestPriceListingQueryKey, highestPriceListingQueryOptions: GetHighestPriceListingForCollectibleResponse', () => {
    const key = highestPriceListingQueryKey(collectibleParams)
    const options = highestPriceListingQueryOptions(client, collectibleParams)
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<
      GetHighestPriceListingForCollectibleResponse | undefined
    >()
    expectTypeOf(queryClient.getQueryState(key)?.error).toEqualTypeOf<
      PlatformError | null | undefined
    >()
    queryClient.setQueryData(key, (previous) => {
      expectTypeOf(previous).toEqualTypeOf<
        GetHighestPriceListingForCollectibleResponse | undefined
      >()
      return previous
    })
    function neverRun() {
      // @ts-expect-error a key takes only its own data
      queryClient.setQueryData(key, 42)
      expectTypeOf(queryClient.fetchQuery(options)).toEqualTypeOf<
        Promise<GetHighestPriceListingForCollectibleResponse>
      >()
      expectTypeOf(queryClient.ensureQueryData(options)).toEqualTypeOf<
        Promise<GetHighestPriceListingForCollectibleResponse>
      >()
      expectTypeOf(queryClient.prefetchQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useHighestPriceListingQueryTypes).toBeFunction()
    expectKitKey(key)
    expect(key[3]).toMatchObject({ tokenId: '42' })
    expect(options.queryKey).toEqual(key)
  })

  test('lowestPriceOfferQueryKey, lowestPriceOfferQueryOptions: GetLowestPriceOfferForCollectibleResponse', () => {
    const key = lowestPriceOfferQueryKey(collectibleParams)
    const options = lowestPriceOfferQueryOptions(client, collectibleParams)
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<
      GetLowestPriceOfferForCollectibleResponse | undefined
    >()
    expectTypeOf(queryClient.getQueryState(key)?.error).toEqualTypeOf<
      PlatformError | null | undefined
    >()
    queryClient.setQueryData(key, (previous) => {
      expectTypeOf(previous).toEqualTypeOf<GetLowestPriceOfferForCollectibleResponse | undefined>()
      return previous
    })
    function neverRun() {
      // @ts-expect-error a key takes only its own data
      queryClient.setQueryData(key, 42)
      expectTypeOf(queryClient.fetchQuery(options)).toEqualTypeOf<
        Promise<GetLowestPriceOfferForCollectibleResponse>
      >()
      expectTypeOf(queryClient.ensureQueryData(options)).toEqualTypeOf<
        Promise<GetLowestPriceOfferForCollectibleResponse>
      >()
      expectTypeOf(queryClient.prefetchQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useLowestPriceOfferQueryTypes).toBeFunction()
    expectKitKey(key)
    expect(options.queryKey).toEqual(key)
  })

  test('ordersQueryKey, ordersQueryOptions: GetOrdersResponse', () => {
    const key = ordersQueryKey(ordersParams)
    const options = ordersQueryOptions(client, ordersParams)
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<GetOrdersResponse | undefined>()
    expectTypeOf(queryClient.getQueryState(key)?.error).toEqualTypeOf<
      PlatformError | null | undefined
    >()
    queryClient.setQueryData(key, (previous) => {
      expectTypeOf(previous).toEqualTypeOf<GetOrdersResponse | undefined>()
      return previous
    })
    function neverRun() {
      // @ts-expect-error a key takes only its own data
      queryClient.setQueryData(key, 42)
      expectTypeOf(queryClient.fetchQuery(options)).toEqualTypeOf<Promise<GetOrdersResponse>>()
      expectTypeOf(queryClient.ensureQueryData(options)).toEqualTypeOf<Promise<GetOrdersResponse>>()
      expectTypeOf(queryClient.prefetchQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useOrdersQueryTypes).toBeFunction()
    expectKitKey(key)
    expect(options.queryKey).toEqual(key)
  })

  test('isValidETHAuthProofQueryKey, isValidETHAuthProofQueryOptions: IsValidETHAuthProofResponse', () => {
    const key = isValidETHAuthProofQueryKey(proofParams)
    const options = isValidETHAuthProofQueryOptions(client, proofParams)
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<
      IsValidETHAuthProofResponse | undefined
    >()
    expectTypeOf(queryClient.getQueryState(key)?.error).toEqualTypeOf<
      PlatformError | null | undefined
    >()
    queryClient.setQueryData(key, (previous) => {
      expectTypeOf(previous).toEqualTypeOf<IsValidETHAuthProofResponse | undefined>()
      return previous
    })
    function neverRun() {
      // @ts-expect-error a key takes only its own data
      queryClient.setQueryData(key, 42)
      expectTypeOf(queryClient.fetchQuery(options)).toEqualTypeOf<
        Promise<IsValidETHAuthProofResponse>
      >()
      expectTypeOf(queryClient.ensureQueryData(options)).toEqualTypeOf<
        Promise<IsValidETHAuthProofResponse>
      >()
      expectTypeOf(queryClient.prefetchQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useIsValidETHAuthProofQueryTypes).toBeFunction()
    expectKitKey(key)
    expect(options.queryKey).toEqual(key)
  })

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

  test('tokenCollectionFiltersQueryKey, tokenCollectionFiltersQueryOptions: TokenCollectionFiltersResponse', () => {
    const key = tokenCollectionFiltersQueryKey(filtersParams)
    const options = tokenCollectionFiltersQueryOptions(client, filtersParams)
    expectTypeOf(queryClient.getQueryData(key)).toEqualTypeOf<
      TokenCollectionFiltersResponse | undefined
    >()
    expectTypeOf(queryClient.getQueryState(key)?.error).toEqualTypeOf<
      PlatformError | null | undefined
    >()
    queryClient.setQueryData(key, (previous) => {
      expectTypeOf(previous).toEqualTypeOf<TokenCollectionFiltersResponse | undefined>()
      return previous
    })
    function neverRun() {
      // @ts-expect-error a key takes only its own data
      queryClient.setQueryData(key, 42)
      expectTypeOf(queryClient.fetchQuery(options)).toEqualTypeOf<
        Promise<TokenCollectionFiltersResponse>
      >()
      expectTypeOf(queryClient.ensureQueryData(options)).toEqualTypeOf<
        Promise<TokenCollectionFiltersResponse>
      >()
      expectTypeOf(queryClient.prefetchQuery(options)).toEqualTypeOf<Promise<void>>()
    }
    void neverRun
    expectTypeOf(useTokenCollectionFiltersQueryTypes).toBeFunction()
    expectKitKey(key)
    expect(options.queryKey).toEqual(key)
  })
})

describe('infinite query keys and options carry their pages', () => {
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

/** `useQuery` and `useSuspenseQuery` with floorOrderQueryOptions. */
function useFloorOrderQueryTypes() {
  const options = floorOrderQueryOptions(client, floorParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<GetFloorOrderResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<GetFloorOrderResponse>()
}

/** `useQuery` and `useSuspenseQuery` with highestPriceListingQueryOptions. */
function useHighestPriceListingQueryTypes() {
  const options = highestPriceListingQueryOptions(client, collectibleParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<GetHighestPriceListingForCollectibleResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(
    useSuspenseQuery(options).data,
  ).toEqualTypeOf<GetHighestPriceListingForCollectibleResponse>()
}

/** `useQuery` and `useSuspenseQuery` with lowestPriceOfferQueryOptions. */
function useLowestPriceOfferQueryTypes() {
  const options = lowestPriceOfferQueryOptions(client, collectibleParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<GetLowestPriceOfferForCollectibleResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(
    useSuspenseQuery(options).data,
  ).toEqualTypeOf<GetLowestPriceOfferForCollectibleResponse>()
}

/** `useQuery` and `useSuspenseQuery` with ordersQueryOptions. */
function useOrdersQueryTypes() {
  const options = ordersQueryOptions(client, ordersParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<GetOrdersResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<GetOrdersResponse>()
}

/** `useQuery` and `useSuspenseQuery` with isValidETHAuthProofQueryOptions. */
function useIsValidETHAuthProofQueryTypes() {
  const options = isValidETHAuthProofQueryOptions(client, proofParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<IsValidETHAuthProofResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<IsValidETHAuthProofResponse>()
}

/** `useQuery` and `useSuspenseQuery` with collectiblesQueryOptions. */
function useCollectiblesQueryTypes() {
  const options = collectiblesQueryOptions(client, collectiblesParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<ListCollectiblesResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<ListCollectiblesResponse>()
}

/** `useQuery` and `useSuspenseQuery` with contractsQueryOptions. */
function useContractsQueryTypes() {
  const options = contractsQueryOptions(client, contractsParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<ListContractsResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<ListContractsResponse>()
}

/** `useQuery` and `useSuspenseQuery` with listingsQueryOptions. */
function useListingsQueryTypes() {
  const options = listingsQueryOptions(client, listingsParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<ListListingsForCollectibleResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<ListListingsForCollectibleResponse>()
}

/** `useQuery` and `useSuspenseQuery` with offersQueryOptions. */
function useOffersQueryTypes() {
  const options = offersQueryOptions(client, listingsParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<ListOffersForCollectibleResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<ListOffersForCollectibleResponse>()
}

/** `useQuery` and `useSuspenseQuery` with tokenCollectionFiltersQueryOptions. */
function useTokenCollectionFiltersQueryTypes() {
  const options = tokenCollectionFiltersQueryOptions(client, filtersParams)
  const query = useQuery(options)
  expectTypeOf(query.data).toEqualTypeOf<TokenCollectionFiltersResponse | undefined>()
  expectTypeOf(query.error).toEqualTypeOf<PlatformError | null>()
  expectTypeOf(useSuspenseQuery(options).data).toEqualTypeOf<TokenCollectionFiltersResponse>()
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

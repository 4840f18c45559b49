/**
 * What every query definition shares: its key (key.ts, re-exported), freshness, the retry
 * policy, the three definition builders (query, infinite query, mutation) and the named types
 * of the builders they give.
 * Definitions are plain objects that TanStack Query accepts as they are, so
 * that hooks, `prefetchQuery` on a server and `ensureQueryData` in a loader use
 * one definition.
 */
import type { DataTag, InfiniteData } from '@tanstack/query-core'
import type { Rpc } from '../core/schemas/rpc/define.js'
import type { CallOptions } from '../core/transport/call.js'
import type { BaseClient } from '../core/transport/client.js'
import { isTransientError, type PlatformError } from '../core/transport/errors.js'
import {
  keyParams,
  type PlatformInfiniteQueryKey,
  type PlatformMutationKey,
  type PlatformQueryKey,
  platformKey,
} from './key.js'

export {
  type KeyParams,
  keyParams,
  type PlatformInfiniteQueryKey,
  type PlatformKey,
  type PlatformMutationKey,
  type PlatformQueryKey,
  readPlatformKey,
} from './key.js'

/** How long each kind of answer stays fresh, in milliseconds. */
export const FRESHNESS = {
  /** A network's chain id never changes. */
  chainId: Number.POSITIVE_INFINITY,
  /** A collection's properties change when tokens are minted: an hour. */
  collectionFilters: 60 * 60_000,
  /** A token's name and image change when its metadata is refreshed, seldom: an hour. */
  tokenMetadata: 60 * 60_000,
  /** Orders move fast: seconds. */
  orders: 10_000,
  /** Project contracts change rarely. */
  contracts: 60_000,
  /** A proof's validity changes only at its expiry. */
  proof: 60_000,
} as const

/**
 * The retry policy of every read: up to three retries, and only for transient
 * failures (5xx, connection failures and time-outs, `Unavailable`;
 * decisions.md §4). Never a 4xx, never a caller's abort. Mutations never retry.
 */
export const retryTransient = (failureCount: number, error: unknown): boolean =>
  failureCount < 3 && isTransientError(error)

/**
 * A query key of the kit tagged with the data it caches and the error it
 * fails with, so that `getQueryData`, `setQueryData` and the like are typed
 * by the key alone. Named, so that declarations refer to it rather than
 * spell out TanStack Query's tag symbols.
 */
export type PlatformQueryKeyOf<TData, P> = DataTag<PlatformQueryKey<P>, TData, PlatformError>

/** The options of one query, ready for `useQuery`, `prefetchQuery`, `fetchQuery` or `ensureQueryData`. */
export interface PlatformQueryOptions<TData, P> {
  readonly queryKey: PlatformQueryKeyOf<TData, P>
  readonly queryFn: (context: { readonly signal: AbortSignal }) => Promise<TData>
  readonly staleTime: number
  /** Typed with the error a read fails with, so that TanStack Query infers `error` as a `PlatformError`. */
  readonly retry: (failureCount: number, error: PlatformError) => boolean
}

/** The key of an infinite query tagged with the pages it caches and the error it fails with. */
export type PlatformInfiniteQueryKeyOf<TPage, TPageParam, P> = DataTag<
  PlatformInfiniteQueryKey<P>,
  InfiniteData<TPage, TPageParam>,
  PlatformError
>

/** The options of one infinite query, ready for `useInfiniteQuery` or `prefetchInfiniteQuery`. */
export interface PlatformInfiniteQueryOptions<TPage, TPageParam, P> {
  readonly queryKey: PlatformInfiniteQueryKeyOf<TPage, TPageParam, P>
  readonly queryFn: (context: {
    readonly signal: AbortSignal
    readonly pageParam: TPageParam
  }) => Promise<TPage>
  readonly initialPageParam: TPageParam
  readonly getNextPageParam: (
    lastPage: TPage,
    allPages: readonly TPage[],
    lastPageParam: TPageParam,
  ) => TPageParam | undefined
  readonly staleTime: number
  /** Typed with the error a read fails with, so that TanStack Query infers `error` as a `PlatformError`. */
  readonly retry: (failureCount: number, error: PlatformError) => boolean
}

/** The options of one mutation, ready for `useMutation`. Mutations never retry. */
export interface PlatformMutationOptions<TData, TVariables> {
  readonly mutationKey: PlatformMutationKey
  readonly mutationFn: (variables: TVariables) => Promise<TData>
  readonly retry: false
  /**
   * Never set by the kit: it says that a write fails with a `PlatformError`,
   * so that `useMutation` types `error` (and an `onError` given beside) so.
   */
  readonly onError?: (error: PlatformError) => unknown
}

/**
 * Builds the options of one write for a client: what `defineMutation` returns, and the type of
 * each exported `…MutationOptions`.
 */
export type PlatformMutationOptionsBuilder<TData, TVariables> = (
  client: BaseClient,
) => PlatformMutationOptions<TData, TVariables>

/**
 * Builds the key of one read from its parameters, tagged with the data it caches: the type of
 * each exported `…QueryKey`. Named, so that the emitted declarations import it rather than
 * spell out the function and its tagged key.
 */
export type QueryKeyBuilder<TData, P> = (params: P) => PlatformQueryKeyOf<TData, P>

/**
 * Builds the options of one read for a client and its parameters: the type of each exported
 * `…QueryOptions`, ready for `useQuery`, `prefetchQuery`, `fetchQuery` or `ensureQueryData`.
 * Named, as `QueryKeyBuilder` is.
 */
export type QueryOptionsBuilder<TData, P> = (
  client: BaseClient,
  params: P,
) => PlatformQueryOptions<TData, P>

/**
 * Builds the key of the infinite form of a paged read from its parameters, tagged with the
 * pages it caches: the type of each exported `…InfiniteQueryKey`. `K` is the parameters as
 * keyed, without what moves from page to page (the parameters themselves unless told).
 */
export type InfiniteQueryKeyBuilder<TPage, TPageParam, P, K = P> = (
  params: P,
) => PlatformInfiniteQueryKeyOf<TPage, TPageParam, K>

/**
 * Builds the options of the infinite form of a paged read for a client and its parameters:
 * the type of each exported `…InfiniteQueryOptions`, ready for `useInfiniteQuery` or
 * `prefetchInfiniteQuery`. `K` is as in `InfiniteQueryKeyBuilder`.
 */
export type InfiniteQueryOptionsBuilder<TPage, TPageParam, P, K = P> = (
  client: BaseClient,
  params: P,
) => PlatformInfiniteQueryOptions<TPage, TPageParam, K>

/** The key and options builders of a read operation: what `defineQuery` returns. */
export interface PlatformQueryDefinition<TData, P> {
  readonly key: QueryKeyBuilder<TData, P>
  readonly options: QueryOptionsBuilder<TData, P>
}

/**
 * The key and options builders of the infinite form of a paged operation:
 * what `defineInfiniteQuery` returns. `K` is the parameters as keyed, without
 * what moves from page to page.
 */
export interface PlatformInfiniteQueryDefinition<TPage, TPageParam, P, K = P> {
  readonly key: InfiniteQueryKeyBuilder<TPage, TPageParam, P, K>
  readonly options: InfiniteQueryOptionsBuilder<TPage, TPageParam, P, K>
}

type Operation<P, R> = (client: BaseClient, params: P, options?: CallOptions) => Promise<R>

/** Defines the key and options builders of a read operation. */
export /* @__NO_SIDE_EFFECTS__ */ function defineQuery<P, R>(
  rpc: Rpc,
  operation: Operation<P, R>,
  staleTime: number,
): PlatformQueryDefinition<R, P> {
  const key = (params: P) =>
    platformKey(rpc, keyParams(params)) as unknown as PlatformQueryKeyOf<R, P>
  const options = (client: BaseClient, params: P): PlatformQueryOptions<R, P> => ({
    queryKey: key(params),
    queryFn: ({ signal }) => operation(client, params, { signal }),
    staleTime,
    retry: retryTransient,
  })
  return { key, options }
}

/**
 * The key builder of a definition. Read through a call free of side effects
 * rather than as `definition.key`, so that a bundle drops the definitions whose
 * builders it does not use.
 */
export const keyOf = /* @__NO_SIDE_EFFECTS__ */ <D extends { readonly key: unknown }>(
  definition: D,
): D['key'] => definition.key

/** The options builder of a definition, read as `keyOf` reads the key builder. */
export const optionsOf = /* @__NO_SIDE_EFFECTS__ */ <D extends { readonly options: unknown }>(
  definition: D,
): D['options'] => definition.options

/** How a paged operation moves from one page to the next. */
export interface Paging<P, R, TPageParam, K> {
  /** The first page's parameter, from the parameters given. */
  readonly first: (params: P) => TPageParam
  /** The next page's parameter, or `undefined` when the last page has been read. */
  readonly next: (lastPage: R, lastPageParam: TPageParam) => TPageParam | undefined
  /** The parameters of the page at `pageParam`. */
  readonly at: (params: P, pageParam: TPageParam) => P
  /** The parameters without what `at` sets, for the key. */
  readonly keyed: (params: P) => K
}

/** Defines the key and options builders of the infinite form of a paged operation. */
export /* @__NO_SIDE_EFFECTS__ */ function defineInfiniteQuery<P, R, TPageParam, K>(
  rpc: Rpc,
  operation: Operation<P, R>,
  staleTime: number,
  paging: Paging<P, R, TPageParam, K>,
): PlatformInfiniteQueryDefinition<R, TPageParam, P, K> {
  const key = (params: P) =>
    platformKey(
      rpc,
      keyParams(paging.keyed(params)),
      'infinite',
    ) as unknown as PlatformInfiniteQueryKeyOf<R, TPageParam, K>
  const options = (
    client: BaseClient,
    params: P,
  ): PlatformInfiniteQueryOptions<R, TPageParam, K> => ({
    queryKey: key(params),
    queryFn: ({ signal, pageParam }) => operation(client, paging.at(params, pageParam), { signal }),
    initialPageParam: paging.first(params),
    getNextPageParam: (lastPage, _pages, lastPageParam) => paging.next(lastPage, lastPageParam),
    staleTime,
    retry: retryTransient,
  })
  return { key, options }
}

/**
 * Paging by page number (the marketplace lists; decisions.md §5): the next
 * page follows while `page.more` is true; a page that does not say `more`
 * is the last.
 */
export const numberedPaging = <
  P extends { readonly page?: { readonly page?: number } },
  R extends { readonly page?: { readonly more?: boolean | undefined } | undefined },
>(): Paging<P, R, number, P> => ({
  first: (params) => params.page?.page ?? 1,
  next: (last, page) => (last.page?.more ? page + 1 : undefined),
  at: (params, page) => ({ ...params, page: { ...params.page, page } }),
  keyed: (params) => ({ ...params, page: { ...params.page, page: undefined } }),
})

/** Defines the options builder of a write operation. */
export function defineMutation<P, R>(
  rpc: Rpc,
  operation: Operation<P, R>,
): PlatformMutationOptionsBuilder<R, P> {
  return (client) => ({
    mutationKey: platformKey(rpc) as PlatformMutationKey,
    mutationFn: (params) => operation(client, params),
    retry: false,
  })
}

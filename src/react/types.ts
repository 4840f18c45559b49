/** The TanStack option bags the hooks accept beside the operation's parameters. */
import type {
  InfiniteData,
  QueryKey,
  UseInfiniteQueryOptions,
  UseMutationOptions,
  UseQueryOptions,
} from '@tanstack/react-query'
import type { PlatformError } from '../core/transport/errors.js'

/** TanStack query options a hook passes through (`enabled`, `select`, `staleTime`, …); the key and function are the kit's. */
export type QueryParameter<TQueryFnData, TData = TQueryFnData> = Omit<
  UseQueryOptions<TQueryFnData, PlatformError, TData, QueryKey>,
  'queryKey' | 'queryFn'
>

/** TanStack infinite-query options a hook passes through; the key, function and paging are the kit's. */
export type InfiniteQueryParameter<
  TPage,
  TPageParam,
  TData = InfiniteData<TPage, TPageParam>,
> = Omit<
  UseInfiniteQueryOptions<TPage, PlatformError, TData, QueryKey, TPageParam>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
>

/** TanStack mutation options a hook passes through (`onSuccess`, `onError`, …); the function is the kit's. */
export type MutationParameter<TData, TVariables> = Omit<
  UseMutationOptions<TData, PlatformError, TVariables>,
  'mutationFn' | 'mutationKey'
>

import type * as z from 'zod/mini'
import type { Schema } from '../read.js'

/** The remote procedure groups of the interface (§1). */
export type Group = 'Relayer' | 'Metadata' | 'Marketplace' | 'Builder' | 'API' | 'Indexer'

/**
 * Which events of the live feed can make an operation's cached answer stale:
 * any change to the collection it names (`'collection'`: the floor, the
 * collection's lists, `GetOrders`), only a change naming its token or naming
 * none (`'token'`: a collectible's listings, offers and best orders), or none
 * (`'none'`: every other read, and every write).
 */
export type LiveScope = 'collection' | 'token' | 'none'

/** What an operation states about itself beyond its wire shape. */
export interface RpcFacts {
  /** Which live events touch its cached answers (query/invalidation.ts derives its scope from it). */
  readonly live: LiveScope
}

/**
 * The wire description of one operation: where it lives, the schemas of its
 * request and response bodies, and which live events touch it. The request is
 * a zod schema: the client checks what it sends with it, and the emulator what
 * it receives. The response is a tolerant reader (read.ts): the client reads
 * every answer with it.
 */
export interface Rpc<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends Schema<unknown> = Schema<unknown>,
  G extends Group = Group,
  N extends string = string,
> extends RpcFacts {
  readonly group: G
  readonly name: N
  readonly request: Req
  readonly response: Res
}

/** An operation's route, `Group/Operation`: how the emulator and its controls name it (each of a union's its own). */
export type RouteOf<R extends { readonly group: Group; readonly name: string }> = R extends unknown
  ? `${R['group']}/${R['name']}`
  : never

/** The route of an operation, e.g. `'Marketplace/GetFloorOrder'`. */
export const routeOf = <R extends { readonly group: Group; readonly name: string }>(
  rpc: R,
): RouteOf<R> => `${rpc.group}/${rpc.name}` as RouteOf<R>

/**
 * Describes an operation: `POST /rpc/<group>/<name>` with these bodies, and
 * the facts the layers above derive their tables from (`facts.live`: which
 * live events touch it). Every fact is stated: an operation forgotten in a
 * table is a type error, not a silent default.
 *
 * @example
 * ```ts
 * export const GetFloorOrder = defineRpc('Marketplace', 'GetFloorOrder', GetFloorOrderRequest, GetFloorOrderResponse, {
 *   live: 'collection',
 * })
 * ```
 */
export const defineRpc = <
  Req extends z.ZodMiniType,
  Res extends Schema<unknown>,
  const G extends Group,
  const N extends string,
>(
  group: G,
  name: N,
  request: Req,
  response: Res,
  facts: RpcFacts,
): Rpc<Req, Res, G, N> => ({ group, name, request, response, ...facts })

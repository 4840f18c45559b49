/**
 * The contract between the emulator's router and its operation handlers: the
 * state they read and write, what the router has already established about a
 * request (project, network, base URL), and how a handler is declared.
 */
import type * as z from 'zod/mini'
import type { Infer } from '../core/schemas/read.js'
import type { Rpc } from '../core/schemas/rpc/define.js'
import type { Clock } from './clock.js'
import type { DevProject, EmulatedNetwork } from './data/catalog.js'
import type { Random } from './random.js'

/**
 * One section of the emulator's state. Each section is created from the seed
 * and owns its data; sections never share mutable objects.
 */
export interface StateSection {
  /** Bumped by every write, so that derived indexes know when to rebuild. */
  readonly version: number
}

/** What every section's factory receives. */
export interface SectionInit {
  readonly random: Random
  readonly clock: Clock
  /** The start time: data is generated relative to it. */
  readonly t0: number
  /** The number of tokens of the large collection. */
  readonly size: number
}

/** What the router knows about a request before the handler runs. */
export interface RequestContext<State> {
  readonly state: State
  /** The clock's reading when the request arrived. */
  readonly now: number
  /** The project of the request's `X-Access-Key`. */
  readonly project: DevProject
  /** The network of the URL, for the per-network groups (Relayer, Marketplace, Indexer). */
  readonly network: EmulatedNetwork | undefined
  /** The absolute URL the emulator is mounted at (origin and path prefix), without a trailing slash. */
  readonly baseUrl: string
}

/**
 * The answer of a handler: the response body as the kit reads it. The router
 * serializes it the way the Go servers do (wire/goJson.ts).
 */
export type HandlerResult<R extends Rpc> = Infer<R['response']> | Promise<Infer<R['response']>>

/** An operation handler: the validated request body in, the response body out, `fail(...)` on error. */
export interface OperationHandler<State, R extends Rpc = Rpc> {
  readonly rpc: R
  /** Adjusts what the reference servers also accept before validation (numbers for string ids, say). */
  readonly coerce?: (body: Record<string, unknown>) => Record<string, unknown>
  readonly handle: (
    context: RequestContext<State>,
    request: z.output<R['request']>,
  ) => HandlerResult<R>
}

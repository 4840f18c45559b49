/**
 * The names of the operations the emulator serves, as `Group/Operation`: the
 * keys of its router and of its controls (latency and failures per operation).
 */
import { routeOf } from '../core/schemas/rpc/define.js'
import { type OperationRoute, RPC_OPERATIONS } from '../core/schemas/rpc/index.js'

/**
 * Every operation the emulator serves, by `Group/Operation`: the interface's
 * operations as declared (core/schemas/rpc/index.ts), each routed to its
 * handler (handlers/index.ts, a table that must name every one).
 */
export const EMULATED_OPERATIONS: readonly EmulatedOperation[] = RPC_OPERATIONS.map(routeOf)

/** An operation of the emulator, e.g. `'Marketplace/ListCollectibles'`. */
export type EmulatedOperation = OperationRoute

const KNOWN: ReadonlySet<string> = new Set(EMULATED_OPERATIONS)

/** Whether `name` is one of the emulator's operations. */
export const isEmulatedOperation = (name: string): name is EmulatedOperation => KNOWN.has(name)

/**
 * The operation a request URL names (`…/rpc/<Group>/<Operation>`), or
 * undefined for any other path (the signed-cancel endpoint, an unknown route).
 */
export function operationOf(url: string): EmulatedOperation | undefined {
  const segments = new URL(url).pathname.split('/')
  if (segments.at(-3) !== 'rpc') return undefined
  const name = segments.slice(-2).join('/')
  return isEmulatedOperation(name) ? name : undefined
}

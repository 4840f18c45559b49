import type * as z from 'zod/mini'
import type { Schema } from '../read.js'

/** The remote procedure groups of the interface (§1). */
export type Group = 'Relayer' | 'Metadata' | 'Marketplace' | 'Builder' | 'API' | 'Indexer'

/**
 * The wire description of one operation: where it lives and the schemas of its
 * request and response bodies. The request is a zod schema: the client checks
 * what it sends with it, and the emulator what it receives. The response is a
 * tolerant reader (read.ts): the client reads every answer with it.
 */
export interface Rpc<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends Schema<unknown> = Schema<unknown>,
> {
  readonly group: Group
  readonly name: string
  readonly request: Req
  readonly response: Res
}

/** Describes an operation: `POST /rpc/<group>/<name>` with these bodies. */
export const defineRpc = <Req extends z.ZodMiniType, Res extends Schema<unknown>>(
  group: Group,
  name: string,
  request: Req,
  response: Res,
): Rpc<Req, Res> => ({ group, name, request, response })

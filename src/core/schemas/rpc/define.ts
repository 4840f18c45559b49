import type * as z from 'zod/mini'

/** The remote procedure groups of the interface (§1). */
export type Group = 'Relayer' | 'Metadata' | 'Marketplace' | 'Builder' | 'API' | 'Indexer'

/**
 * The wire description of one operation: where it lives and the schemas of its
 * request and response bodies. The client validates what it sends and what it
 * receives with these schemas; the emulator validates what it receives with the
 * same ones.
 */
export interface Rpc<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly group: Group
  readonly name: string
  readonly request: Req
  readonly response: Res
}

/** Describes an operation: `POST /rpc/<group>/<name>` with these bodies. */
export const defineRpc = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  group: Group,
  name: string,
  request: Req,
  response: Res,
): Rpc<Req, Res> => ({ group, name, request, response })

/**
 * Reads a request body as the real servers do, before the operation's own
 * schema checks it (decisions.md §2): keys match the schema's case-
 * insensitively at every depth (`chainID` for `chainId`, `tokenIds` for
 * `tokenIDs`), and a `null` member is an absent one, as Go decodes it into a
 * nil pointer or slice. The official generated clients send `null` for every
 * optional argument left unset (`"filter": null`, `"page": null`). Members the
 * schema does not know are left for the schema to ignore.
 */
import type * as z from 'zod/mini'

interface Def {
  readonly type: string
  readonly shape?: Record<string, z.ZodMiniType>
  readonly element?: z.ZodMiniType
  readonly innerType?: z.ZodMiniType
  readonly in?: z.ZodMiniType
}

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The schema under its wrappers (optional, nullable, default, pipe, readonly). */
function unwrap(schema: z.ZodMiniType): Def {
  let def = defOf(schema)
  for (;;) {
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined)
    if (!inner) return def
    def = defOf(inner)
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * `value` with its keys renamed to the schema's spelling and its `null`
 * members removed, at every depth the schema describes. Where two keys match
 * one member, the schema's own spelling wins.
 *
 * @example
 * ```ts
 * normalizeRequest({ ChainID: '1', page: null }, TokenCollectionFiltersRequest) // { chainID: '1' }
 * ```
 */
export function normalizeRequest(value: unknown, schema: z.ZodMiniType): unknown {
  const def = unwrap(schema)
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    const element = def.element
    return value.map((item) => normalizeRequest(item, element))
  }
  if (def.type !== 'object' || !def.shape || !isRecord(value)) return value
  const shape = def.shape
  const known = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]))
  const out: Record<string, unknown> = {}
  for (const [key, member] of Object.entries(value)) {
    if (member === null || key === '__proto__') continue
    const own = Object.hasOwn(shape, key)
    const name = own ? key : (known.get(key.toLowerCase()) ?? key)
    if (name !== key && Object.hasOwn(value, name) && value[name] !== null) continue
    const memberSchema = shape[name]
    out[name] = memberSchema ? normalizeRequest(member, memberSchema) : member
  }
  return out
}

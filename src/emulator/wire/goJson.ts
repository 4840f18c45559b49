/**
 * Serializes an answer the way a webrpc-generated Go server does
 * (decisions.md §2), so that everything built on the emulator meets the
 * answers real servers send. Each Go struct is described by the treatment of
 * its fields, read off their `json` tags in go-sequence (wire/types.ts):
 *
 * - `'-'`: `json:"-"`, never sent (an order's `id`, `collectionId`);
 * - `'null'`: a pointer, slice or map without `omitempty`: `null` when nil
 *   (the emulator's absent value or empty list), as `"offer": null`;
 * - `'omit'`: a value with `omitempty`: left out when empty (`""`, `0`,
 *   `false`, an empty list or map);
 * - `'omitNil'`: a pointer with `omitempty`: left out only when nil;
 * - `'str'`: a string without `omitempty`: `""` when the emulator has none;
 * - a field not named: a value sent as it is.
 *
 * A nested struct is `{ of, as }` (a pointer to one, `as` its treatment) or
 * `{ list, as }` (a slice of them); `name` renames a field on the wire, as the
 * metadata service's `image_data` is the kit's `imageData`.
 */

/** How a Go field goes over the wire. */
export type Treatment = '-' | 'null' | 'omit' | 'omitNil' | 'str'

/** A field described further: a nested struct, a slice of structs, or another name on the wire. */
export interface Nested {
  /** A pointer to this struct. */
  readonly of?: GoStruct
  /** A slice of pointers to this struct. */
  readonly list?: GoStruct
  /** The field's treatment: `'null'` for `of` and `list` unless given, else sent as it is. */
  readonly as?: Treatment
  /** The field's name on the wire, where it differs from the kit's. */
  readonly name?: string
}

/** The fields of one Go struct, by the kit's name; fields not named are sent as they are. */
export type GoStruct = { readonly [field: string]: Treatment | Nested }

/** True for the values Go's `omitempty` leaves out. */
const isEmpty = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  v === '' ||
  v === 0 ||
  v === false ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && v !== null && Object.keys(v).length === 0)

/** Whether a value is what Go would hold as nil: absent, or an empty list. */
const isNil = (v: unknown): boolean =>
  v === undefined || v === null || (Array.isArray(v) && v.length === 0)

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Encodes one value of a struct field. */
function encodeField(value: unknown, spec: Nested): unknown {
  if (spec.of && isPlainObject(value)) return encodeStruct(value, spec.of)
  if (spec.list && Array.isArray(value)) {
    const struct = spec.list
    return value.map((item) => (isPlainObject(item) ? encodeStruct(item, struct) : item))
  }
  return value
}

/**
 * A new object with `value`'s fields as a Go server would send them: each
 * named field treated as `struct` says, every other field as it is.
 */
export function encodeStruct(
  value: Record<string, unknown>,
  struct: GoStruct,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    if (!(key in struct) && value[key] !== undefined) out[key] = value[key]
  }
  for (const key of Object.keys(struct)) {
    const spec = struct[key]!
    const v = value[key]
    const treatment =
      typeof spec === 'string'
        ? spec
        : (spec.as ?? ('of' in spec || 'list' in spec ? 'null' : undefined))
    const name = typeof spec === 'string' ? key : (spec.name ?? key)
    switch (treatment) {
      case '-':
        continue
      case 'omit':
        if (isEmpty(v)) continue
        break
      case 'omitNil':
        if (v === undefined || v === null) continue
        break
      case 'null':
        if (isNil(v)) {
          out[name] = null
          continue
        }
        break
      case 'str':
        out[name] = v ?? ''
        continue
      default:
        if (v === undefined) continue
    }
    out[name] = typeof spec === 'string' ? v : encodeField(v, spec)
  }
  return out
}

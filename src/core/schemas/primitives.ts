/**
 * Building blocks shared by every schema. Everything here is `zod/mini`, whose
 * functional API tree-shakes: an app that imports one operation bundles only
 * the schemas that operation reaches.
 */
import { isAddress, isHex } from 'viem'
import * as z from 'zod/mini'

/** Any string. */
export const str = z.string()

/** A string type that names the values the kit knows and still accepts any other. */
export type OpenEnum<T extends string> = T | (string & {})

/**
 * A response enumeration: any string passes (decisions.md §3: servers may send
 * values the kit does not know yet), typed with the known values for autocompletion.
 */
export const openEnum = <const T extends string>() =>
  str as unknown as z.ZodMiniType<OpenEnum<T>, OpenEnum<T>>

/** A request enumeration: only the known values are sent. */
export const closedEnum = /* @__NO_SIDE_EFFECTS__ */ <const T extends string>(
  known: readonly T[],
) => z.enum(known as unknown as [T, ...T[]])

export const num = z.number()

/**
 * Adds a check to a schema. Every constraint of the kit's schemas is written
 * with it, so that one check kind (zod's `refine`) is all the bundle carries.
 */
export const refined = /* @__NO_SIDE_EFFECTS__ */ <S extends z.ZodMiniType>(
  schema: S,
  test: (value: z.output<S>) => boolean,
  message: string,
): S => schema.check(z.refine(test, message)) as S

/** An integer (a JSON number without a fraction). */
export const int = refined(num, Number.isInteger, 'must be an integer')
export const bool = z.boolean()
export const optional = z.optional
export const array = z.array

/** An ISO 8601 timestamp; absent or empty means "none" (decisions.md §2). */
export const timestamp = z.optional(z.string())

/**
 * A response object: members the kit does not know are kept at run time (a
 * field the server adds never breaks a consumer), while the inferred type names
 * only the known members, so that a misspelt property is a compile error. This
 * is the same contract TypeScript's structural types already have.
 */
export const model = /* @__NO_SIDE_EFFECTS__ */ <const T extends z.core.$ZodLooseShape>(shape: T) =>
  z.looseObject(shape) as unknown as z.ZodMiniObject<T, z.core.$strip>

/** A JSON object whose members the interface does not describe. */
export const anyObject = z.looseObject({})

/** A non-empty string. */
export const nonEmpty = refined(z.string(), (v) => v.length > 0, 'must not be empty')

/** An EVM address (`0x` and 40 hex digits; a mixed-case address must carry a valid checksum). */
export const address = refined(z.string(), (v) => isAddress(v), 'must be an address')

/** A 0x-prefixed hex string (signatures, hashes). */
export const hex = refined(z.string(), (v) => isHex(v, { strict: true }), 'must be 0x-prefixed hex')

/** A uint256 as a decimal string: amounts, quantities and token ids (decisions.md §2). */
export const decimal = refined(
  z.string(),
  (v) => /^(0|[1-9]\d{0,77})$/.test(v) && BigInt(v) < 2n ** 256n,
  'must be a decimal integer from 0 to 2^256 - 1',
)

/** A number within bounds, inclusive. */
export const between = /* @__NO_SIDE_EFFECTS__ */ <S extends z.ZodMiniType<number>>(
  schema: S,
  min: number,
  max: number,
): S => refined(schema, (v) => v >= min && v <= max, `must be from ${min} to ${max}`)

/** A string or an array whose length is within bounds, inclusive. */
export const sized = /* @__NO_SIDE_EFFECTS__ */ <S extends z.ZodMiniType<{ length: number }>>(
  schema: S,
  min: number,
  max: number,
): S =>
  refined(
    schema,
    (v) => v.length >= min && v.length <= max,
    min === max ? `must have a length of ${min}` : `must have from ${min} to ${max} items`,
  )

/** A positive integer identifier (project, audience). */
export const id = refined(num, (v) => Number.isInteger(v) && v > 0, 'must be a positive integer')

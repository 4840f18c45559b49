/**
 * Building blocks of the request schemas: what the kit sends is checked
 * strictly before it leaves (read.ts reads what servers answer). Everything
 * here is `zod/mini`, whose functional API tree-shakes: an app that imports
 * one operation bundles only the schemas that operation reaches.
 */
import { isHex } from 'viem'
import * as z from 'zod/mini'
import { isEvmAddress } from './address.js'

/** Any string. */
export const str = z.string()

/** A string type that names the values the kit knows and still accepts any other. */
export type OpenEnum<T extends string> = T | (string & {})

/**
 * Adds a check to a schema. Every constraint of the kit's schemas is written
 * with it, so that one check kind (zod's `refine`) is all the bundle carries.
 */
export const refined = /* @__NO_SIDE_EFFECTS__ */ <S extends z.ZodMiniType>(
  schema: S,
  test: (value: z.output<S>) => boolean,
  message: string,
): S => schema.check(z.refine(test, message)) as S

/**
 * A JSON value of one kind, told by `test`: a refinement of `unknown` rather
 * than zod's number, boolean and enum schemas, so that the bundle carries no
 * type schema but strings, objects and arrays (about 0.45 kB gzip of every
 * entry). Its issues read as those schemas' did — `is required`,
 * `expected number` — and stop the checks after it, as a wrong type did.
 */
const typed = /* @__NO_SIDE_EFFECTS__ */ <T>(
  test: (value: unknown) => boolean,
  expected: string,
): z.ZodMiniType<T, T> =>
  z.unknown().check(
    z.refine(test, {
      error: (issue) => (issue.input === undefined ? 'is required' : `expected ${expected}`),
      abort: true,
    }),
  ) as unknown as z.ZodMiniType<T, T>

/** A request enumeration: only the known values are sent. */
export const closedEnum = /* @__NO_SIDE_EFFECTS__ */ <const T extends string>(
  known: readonly T[],
) => typed<T>((v) => (known as readonly unknown[]).includes(v), `one of ${known.join(', ')}`)

/** A finite number. */
export const num = typed<number>((v) => typeof v === 'number' && Number.isFinite(v), 'number')

/** An integer (a JSON number without a fraction). */
export const int = refined(num, Number.isInteger, 'must be an integer')
export const bool = typed<boolean>((v) => typeof v === 'boolean', 'boolean')
export const optional = z.optional
export const array = z.array

/** A string or a number: a property value as a collection's filters gave it. */
export const stringOrNumber = refined(
  z.unknown(),
  (v) => typeof v === 'string' || typeof v === 'number',
  'expected a string or a number',
) as z.ZodMiniType<string | number, string | number>

/** A non-empty string. */
export const nonEmpty = refined(z.string(), (v) => v.length > 0, 'must not be empty')

/** An EVM address (`0x` and 40 hex digits in one case, or mixed with a valid checksum: `isEvmAddress`). */
export const address = refined(z.string(), isEvmAddress, 'must be an address')

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

/**
 * A string of `min` to `max` characters, counted as a reader counts them:
 * code points, so that an emoji is one character, not two UTF-16 units.
 */
export const characters = /* @__NO_SIDE_EFFECTS__ */ (min: number, max: number) =>
  refined(
    z.string(),
    (v) => {
      const n = [...v].length
      return n >= min && n <= max
    },
    `must have from ${min} to ${max} characters`,
  )

/** A positive integer identifier (project, audience). */
export const id = refined(num, (v) => Number.isInteger(v) && v > 0, 'must be a positive integer')

/**
 * Schemas of what servers answer (decisions.md §2): liberal in what they
 * accept, as the kit must be with webrpc-generated Go servers. `null` reads as
 * absent at every depth, a `null` or absent list as `[]`, a member missing
 * under its own name is read from its other spellings (`image_data`,
 * `projectID`), members the kit does not know are kept. A present value of
 * the wrong type fails, naming the field, what was expected and what came.
 *
 * Requests are zod schemas (primitives.ts): strict in what the kit sends.
 * Responses are read by these small functions instead, which is what keeps
 * reading an answer close to the cost of `JSON.parse` itself: the transport
 * reads the freshly parsed body in place. Each schema is also a Standard
 * Schema (`~standard`), so any library that takes one can validate with it.
 */

import { exceedsJsonDepth, MAX_JSON_DEPTH } from './jsonDepth.js'
import type { OpenEnum } from './primitives.js'

/** Why a value was refused: what was expected and what came, and where. */
export class Mismatch {
  /** The path to the value, outermost first: `['collectibles', 3, 'order', 'priceAmount']`. */
  readonly path: PropertyKey[] = []
  constructor(readonly reason: string) {}
  /** `collectibles.3.order.priceAmount: expected a string, got a number`. */
  toString(): string {
    return `${this.path.length ? `${this.path.join('.')}: ` : ''}${this.reason}`
  }
}

/** What a JSON value is, for messages: `a string`, `a number`, `null`, `an array`, `an object`. */
const kindOf = (v: unknown): string =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'an array'
      : `a${typeof v === 'object' ? 'n' : ''} ${typeof v}`

/** Throws the mismatch "expected `what`, got …". */
const expected = (what: string, v: unknown): never => {
  throw new Mismatch(`expected ${what}, got ${kindOf(v)}`)
}

/** Puts `key` in front of a mismatch's path on its way out; other errors pass unchanged. */
const at = (e: unknown, key: PropertyKey): unknown => {
  if (e instanceof Mismatch) e.path.unshift(key)
  return e
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The mismatch of a value nested too deep. */
const tooDeep = () => new Mismatch(`nested deeper than ${MAX_JSON_DEPTH} levels`)

/** The result of `safeParse`: the value read, or the first mismatch. */
export type ReadResult<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly error: Mismatch }

/**
 * The schema of one response value. `read` validates and normalises a value
 * freshly made by `JSON.parse` in place (the transport's fast path);
 * `parse` and `safeParse` work on a copy, so that any value can be given.
 *
 * @example
 * ```ts
 * import { Order } from 'platform-kit'
 *
 * const order = Order.parse(JSON.parse(cached)) // null members read as absent
 * const result = Order.safeParse({ orderId: 7 })
 * if (!result.success) console.log(String(result.error)) // orderId: expected a string, got a number
 * ```
 */
export class Schema<T> {
  /** The type read; use `Infer<typeof S>`. */
  declare readonly _output: T
  constructor(
    /** Reads a fresh JSON value in place: returns it normalised, or throws a `Mismatch`. */
    readonly read: (value: unknown) => T,
    /** What the schema expects, for messages: `a string`. */
    readonly label: string,
    /** True when a model member may be left out. */
    readonly optional?: boolean,
    /** The schema of what `opt` wraps or of a `list`'s items, for tools that walk a schema. */
    readonly inner?: Schema<unknown>,
  ) {}

  /** Reads a copy of `value`; throws a `TypeError` naming the field when it does not fit. */
  parse(value: unknown): T {
    const result = this.safeParse(value)
    if (result.success) return result.data
    throw new TypeError(String(result.error), { cause: result.error })
  }

  /**
   * Reads a copy of `value`: the value read, or the first mismatch. A value
   * nested deeper than {@link MAX_JSON_DEPTH} is a mismatch, found before the
   * copy (which recurses) is made.
   */
  safeParse(value: unknown): ReadResult<T> {
    if (exceedsJsonDepth(value, MAX_JSON_DEPTH, true)) return { success: false, error: tooDeep() }
    let copy: unknown
    try {
      copy = structuredClone(value)
    } catch (e) {
      // Nesting the walk does not enter (a Map's or a Set's entries) may still be too deep to copy.
      if (e instanceof RangeError) return { success: false, error: tooDeep() }
      throw e
    }
    try {
      return { success: true, data: this.read(copy) }
    } catch (e) {
      if (e instanceof Mismatch) return { success: false, error: e }
      throw e
    }
  }

  /** The Standard Schema interface (https://standardschema.dev). */
  get '~standard'() {
    return {
      version: 1 as const,
      vendor: 'platform-kit',
      validate: (value: unknown) => {
        const result = this.safeParse(value)
        return result.success
          ? { value: result.data }
          : { issues: [{ message: result.error.reason, path: result.error.path }] }
      },
    }
  }
}

/** The type a schema reads. */
export type Infer<S> = S extends Schema<infer T> ? T : never

const leaf = <T>(label: string, test: (v: unknown) => boolean) =>
  new Schema<T>((v) => (test(v) ? (v as T) : expected(label, v)), label)

/** A string. */
export const str: Schema<string> = leaf('a string', (v) => typeof v === 'string')
/** A number. */
export const num: Schema<number> = leaf('a number', (v) => typeof v === 'number')
/** An integer (a JSON number without a fraction). */
export const int: Schema<number> = leaf('an integer', Number.isInteger)
/** A boolean. */
export const bool: Schema<boolean> = leaf('a boolean', (v) => typeof v === 'boolean')
/** A JSON object whose members the interface does not describe. */
export const anyObject: Schema<Record<string, unknown>> = leaf('an object', isRecord)
/** Any value, kept as it came; `null` reads as absent. */
export const unknown: Schema<unknown> = new Schema((v) => v ?? undefined, 'any value', true)

/**
 * An enumeration: any string passes (decisions.md §3: servers may send values
 * the kit does not know yet), typed with the known values for autocompletion.
 */
export const openEnum = <const T extends string>() => str as Schema<OpenEnum<T>>

/** A member that may be absent: `null` or absent reads as `undefined`. */
export const opt = /* @__NO_SIDE_EFFECTS__ */ <T>(inner: Schema<T>): Schema<T | undefined> =>
  new Schema((v) => (v == null ? undefined : inner.read(v)), inner.label, true, inner)

const notNull = (v: unknown) => v != null

/** A list: `null` or absent reads as `[]`, and `null` items are left out. */
export const list = /* @__NO_SIDE_EFFECTS__ */ <T>(item: Schema<T>): Schema<T[]> =>
  new Schema<T[]>(
    (v) => {
      if (v == null) return []
      if (!Array.isArray(v)) return expected('an array', v)
      let i = 0
      let holes = false
      try {
        for (; i < v.length; i++) {
          const x = v[i]
          if (x == null) holes = true
          else {
            const y = item.read(x)
            if (y !== x) v[i] = y
          }
        }
      } catch (e) {
        throw at(e, i)
      }
      return holes ? v.filter(notNull) : v
    },
    'an array',
    true,
    item,
  )

/** One of several scalar schemas: the first that accepts the value. */
export const oneOf = /* @__NO_SIDE_EFFECTS__ */ <T>(...options: Schema<T>[]): Schema<T> => {
  const label = options.map((o) => o.label).join(' or ')
  return new Schema((v) => {
    for (const option of options) {
      try {
        return option.read(v)
      } catch {}
    }
    return expected(label, v)
  }, label)
}

/** The members of a model. */
export type Shape = Record<string, Schema<unknown>>

/** Members whose value may be `undefined` once read: those of `opt` (lists read as `[]`). */
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: undefined extends Infer<S[K]> ? K : never
}[keyof S]

/** The object a model reads: its optional members may be left out. */
export type ModelOf<S extends Shape> = {
  [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]>
} & { [K in OptionalKeys<S>]?: Infer<S[K]> } extends infer O
  ? { [K in keyof O]: O[K] }
  : never

/** A member's other spellings on the wire: `image_data` for `imageData`, `projectID` for `projectId`. */
function spellingsOf(key: string): string[] {
  const other = new Set([
    key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    key.replace(/Id(s?)$/, 'ID$1'),
    key.replace(/ID(s?)$/, 'Id$1'),
  ])
  other.delete(key)
  return [...other]
}

/**
 * An object of a response (decisions.md §2). Members the kit does not know
 * are kept (a field a server adds never breaks a consumer), while the type
 * names only the known ones, so that a misspelt property is a compile error.
 * A member missing under its own name is read from its other spellings
 * (`image_data`, `projectID`) and moved to it; the kit's own spelling wins
 * when both are there (the other is then kept as an unknown member).
 */
export const model = /* @__NO_SIDE_EFFECTS__ */ <const S extends Shape>(
  shape: S,
): Schema<ModelOf<S>> & { readonly shape: S } => {
  const keys = Object.keys(shape)
  const members = keys.map((k) => [k, shape[k]!, spellingsOf(k)] as const)
  const schema = new Schema<ModelOf<S>>((v) => {
    if (!isRecord(v)) return expected('an object', v)
    let key = ''
    try {
      for (const [k, member, spellings] of members) {
        key = k
        let x = v[k]
        if (x == null) {
          for (const s of spellings) {
            if (v[s] != null) {
              x = v[s]
              v[s] = undefined // moved: cheaper than \`delete\`, and JSON leaves it out
              break
            }
          }
          if (x === undefined && !member.optional) throw new Mismatch('is required')
        }
        const y = member.read(x)
        if (y !== v[k]) v[k] = y
      }
    } catch (e) {
      throw at(e, key)
    }
    return v as ModelOf<S>
  }, 'an object')
  return Object.assign(schema, { shape })
}

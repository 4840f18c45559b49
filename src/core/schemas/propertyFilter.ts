import type { PropertyType } from './enums.js'
import { type Infer, list, model, num, oneOf, openEnum, opt, str } from './read.js'

/**
 * A filterable property of a collection (interface §2.5, decisions.md §3):
 * `INT` properties carry `min`/`max` and no `values`; `STRING` properties
 * carry their distinct `values` (strings, or numbers from some servers) and
 * null `min`/`max`. Only `name` is required.
 */
export const PropertyFilter = model({
  name: str,
  type: opt(openEnum<PropertyType>()),
  min: opt(num),
  max: opt(num),
  values: list(oneOf<string | number>(str, num)),
})
export type PropertyFilter = Infer<typeof PropertyFilter>

import * as z from 'zod/mini'
import type { PropertyType } from './enums.js'
import { array, model, num, openEnum, optional, str } from './primitives.js'

/**
 * A filterable property of a collection (interface §2.5, decisions.md §3):
 * `INT` properties carry `min`/`max` and empty `values`; `STRING` properties
 * carry their distinct `values` and null `min`/`max`.
 */
export const PropertyFilter = model({
  name: str,
  type: openEnum<PropertyType>(),
  min: optional(z.nullable(num)),
  max: optional(z.nullable(num)),
  values: optional(array(str)),
})
export type PropertyFilter = z.infer<typeof PropertyFilter>

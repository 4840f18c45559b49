/**
 * Edits of a collectibles filter, as the filter panel makes them: each gives
 * a new filter and leaves empty choices out, so that a filter with nothing
 * chosen is `{}`.
 */
import type {
  CollectiblesFilter,
  PropertyCondition,
} from '../../core/schemas/rpc/listCollectibles.js'

/**
 * The filter without `key` when `list` is empty, else with `key` set to it.
 *
 * @example
 * ```ts
 * withList({ marketplaces: ['blur'] }, 'marketplaces', []) // {}
 * ```
 */
export function withList<K extends 'marketplaces' | 'currencies'>(
  value: CollectiblesFilter,
  key: K,
  list: NonNullable<CollectiblesFilter[K]>,
): CollectiblesFilter {
  const { [key]: _, ...rest } = value
  return list.length > 0 ? { ...rest, [key]: list } : rest
}

/**
 * The filter with the condition on `name` of `type` replaced by `next` (in
 * its place), or removed when `next` is undefined.
 *
 * @example
 * ```ts
 * withCondition({}, 'Rarity', 'STRING', { name: 'Rarity', type: 'STRING', values: ['Epic'] })
 * ```
 */
export function withCondition(
  value: CollectiblesFilter,
  name: string,
  type: PropertyCondition['type'],
  next: PropertyCondition | undefined,
): CollectiblesFilter {
  const { properties = [], ...rest } = value
  const at = properties.findIndex((c) => c.name === name && c.type === type)
  const kept = properties.filter((c) => !(c.name === name && c.type === type))
  if (next) kept.splice(at < 0 ? kept.length : at, 0, next)
  return kept.length > 0 ? { ...rest, properties: kept } : rest
}

/**
 * The condition of the filter on `name` of `type`, if it has one.
 *
 * @example
 * ```ts
 * conditionOf(filter, 'Level', 'INT')?.min
 * ```
 */
export const conditionOf = (
  value: CollectiblesFilter,
  name: string,
  type: PropertyCondition['type'],
): PropertyCondition | undefined =>
  value.properties?.find((c) => c.name === name && c.type === type)

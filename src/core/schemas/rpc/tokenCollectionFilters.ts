import * as z from 'zod/mini'
import { address, nonEmpty } from '../primitives.js'
import { PropertyFilter } from '../propertyFilter.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

/**
 * The collection to describe. The chain field is spelt `chainID`, as the
 * interface's schema spells it (decisions.md §2).
 */
export const TokenCollectionFiltersRequest = z.object({
  chainID: nonEmpty,
  contractAddress: address,
})
export type TokenCollectionFiltersRequest = z.input<typeof TokenCollectionFiltersRequest>

/** One filter per metadata attribute name. */
export const TokenCollectionFiltersResponse = r.model({ filters: r.list(PropertyFilter) })
export type TokenCollectionFiltersResponse = r.Infer<typeof TokenCollectionFiltersResponse>

/** `Metadata/TokenCollectionFilters` (interface §4.2). */
export const TokenCollectionFilters = defineRpc(
  'Metadata',
  'TokenCollectionFilters',
  TokenCollectionFiltersRequest,
  TokenCollectionFiltersResponse,
  { live: 'none' },
)

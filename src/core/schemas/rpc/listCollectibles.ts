import * as z from 'zod/mini'
import { Collectible } from '../collectible.js'
import { PROPERTY_TYPES } from '../enums.js'
import { Marketplace } from '../marketplace.js'
import { Page, PageRequest } from '../page.js'
import {
  address,
  array,
  bool,
  closedEnum,
  nonEmpty,
  num,
  optional,
  str,
  stringOrNumber,
} from '../primitives.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

/**
 * One property condition: a `STRING` property matches any of `values` (sent
 * as the collection's filters gave them, strings or numbers); an `INT`
 * property matches within `min`–`max` (either bound may be left out).
 */
export const PropertyCondition = z.object({
  name: nonEmpty,
  type: closedEnum(PROPERTY_TYPES),
  values: optional(array(stringOrNumber)),
  min: optional(num),
  max: optional(num),
})
export type PropertyCondition = z.input<typeof PropertyCondition>

/**
 * Which collectibles to list (decisions.md §6). Every condition narrows; an
 * empty or absent list means "any". `includeEmpty` adds collectibles without a
 * live order on the side asked for.
 */
export const CollectiblesFilter = z.object({
  includeEmpty: optional(bool),
  searchText: optional(str),
  properties: optional(array(PropertyCondition)),
  marketplaces: optional(array(Marketplace)),
  inAccounts: optional(array(address)),
  ordersCreatedBy: optional(array(address)),
  currencies: optional(array(address)),
})
export type CollectiblesFilter = z.input<typeof CollectiblesFilter>

/** The side whose orders are listed: `listing` (default) or `offer`. */
export const CollectiblesSide = closedEnum(['listing', 'offer'])

export const ListCollectiblesRequest = z.object({
  contractAddress: address,
  side: optional(CollectiblesSide),
  filter: optional(CollectiblesFilter),
  page: optional(PageRequest),
})
export type ListCollectiblesRequest = z.input<typeof ListCollectiblesRequest>

export const ListCollectiblesResponse = r.model({
  collectibles: r.list(Collectible),
  page: r.opt(Page),
})
export type ListCollectiblesResponse = r.Infer<typeof ListCollectiblesResponse>

/** `Marketplace/ListCollectibles` (interface §4.3). */
export const ListCollectibles = defineRpc(
  'Marketplace',
  'ListCollectibles',
  ListCollectiblesRequest,
  ListCollectiblesResponse,
  { live: 'collection' },
)

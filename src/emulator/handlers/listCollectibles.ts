/**
 * `Marketplace/ListCollectibles`: a collection's collectibles with their best
 * orders, filtered, sorted and paged (decisions.md §5, §6).
 */
import { ListCollectibles } from '../../core/schemas/rpc/listCollectibles.js'
import { findCollectibles } from '../marketplace/collectibles.js'
import { sortKeys } from '../marketplace/collectiblesQuery.js'
import { keySet } from '../marketplace/query.js'
import {
  collectibleOf,
  orderConditions,
  pageOf,
  requireCollection,
} from '../marketplace/support.js'
import { defineHandler } from '../state.js'
import { GoCollectibleOrder, GoPage } from '../wire/types.js'

/**
 * Collectibles with a live order on `side` (default `listing`) meeting every
 * filter, best price first (then token id) unless `page.sort` says otherwise
 * (`price`, `tokenId`, `name`; `ASC` or `DESC`). `includeEmpty` adds those
 * without, after the others when sorting by price.
 */
export const listCollectiblesHandler = defineHandler(
  ListCollectibles,
  { collectibles: { list: GoCollectibleOrder }, page: { of: GoPage } },
  (context, request) => {
    const c = requireCollection(context, request.contractAddress)
    const side = request.side ?? 'listing'
    const filter = request.filter ?? {}
    const sort = sortKeys(request.page?.sort)
    const pageSize = request.page?.pageSize ?? 30
    const limit = (request.page?.page ?? 1) * pageSize + 1
    const result = findCollectibles(
      c,
      context.now,
      {
        side,
        includeEmpty: filter.includeEmpty ?? false,
        searchText: (filter.searchText ?? '').toLowerCase(),
        properties: filter.properties ?? [],
        accounts: keySet(filter.inAccounts),
        orders: orderConditions({
          createdBy: filter.ordersCreatedBy,
          marketplace: filter.marketplaces,
          currencies: filter.currencies,
        }),
        sort,
      },
      context.state.marketplace.holders.indexOf,
      limit,
    )
    const { start, end, page } = pageOf(request.page, result.tokens.length)
    const collectibles = result.tokens
      .slice(start, end)
      .map((t) => collectibleOf(c, t, context.now, result.orderOf(t)))
    return { collectibles, page }
  },
)

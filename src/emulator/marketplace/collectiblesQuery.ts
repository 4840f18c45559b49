/**
 * What ListCollectibles asks for, read and validated: its sort keys, its
 * order-level and collectible-level conditions.
 */
import type { PropertyCondition } from '../../core/schemas/rpc/listCollectibles.js'
import { fail } from '../errors.js'
import type { OrderConditions } from './query.js'
import type { Side } from './records.js'

/** A sort key of ListCollectibles. */
export interface SortKey {
  readonly column: 'price' | 'tokenId' | 'name'
  readonly descending: boolean
}

const COLUMNS: Readonly<Record<string, SortKey['column']>> = {
  price: 'price',
  tokenid: 'tokenId',
  name: 'name',
}

/** Reads the request's sort keys; an unknown column is an `InvalidArgument`. */
export function sortKeys(
  sort: readonly { column: string; order?: 'ASC' | 'DESC' | undefined }[] | undefined,
): SortKey[] {
  return (sort ?? []).map(({ column, order }) => {
    const known = COLUMNS[column.toLowerCase()]
    if (!known) {
      fail('InvalidArgument', `page.sort: unknown column "${column}" (use price, tokenId or name)`)
    }
    return { column: known, descending: order === 'DESC' }
  })
}

/** What ListCollectibles asks for, validated. */
export interface CollectiblesQuery {
  readonly side: Side
  readonly includeEmpty: boolean
  /** Lower case; empty means any. */
  readonly searchText: string
  readonly properties: readonly PropertyCondition[]
  /** Lower-case owner/holder addresses; absent means any. */
  readonly accounts: ReadonlySet<string> | undefined
  readonly orders: OrderConditions
  /** Empty: best price first, then token id. */
  readonly sort: readonly SortKey[]
}

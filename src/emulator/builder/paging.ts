/**
 * Cursor paging of ListContracts (decisions.md §5). Items are ordered by the
 * page's `column`, then by `id`; `after` names the last item seen (the next
 * page holds the items strictly after it), `before` the first item seen (the
 * page holds the items just before it, still in the list's order). A cursor is
 * the column's value; for `chainId`, whose values repeat, it is the pair
 * `[chainId, id]`, so that paging never skips nor repeats an item. A plain
 * value is accepted for every column.
 */

import type { CursorPage, CursorPageRequest } from '../../core/schemas/page.js'
import { fail } from '../errors.js'
import type { StoredContract as Contract } from '../stored.js'

/** The columns ListContracts sorts and pages by. */
export const CONTRACT_COLUMNS = ['id', 'contractName', 'chainId', 'createdAt'] as const
export type ContractColumn = (typeof CONTRACT_COLUMNS)[number]

/** The default and largest page sizes (decisions.md §5). */
export const DEFAULT_PAGE_SIZE = 30
const MAX_PAGE_SIZE = 100

type Key = number | string

/** A position in the order: a column value, and the id that breaks ties when known. */
interface Position {
  readonly key: Key
  readonly id?: number
}

const isColumn = (column: string): column is ContractColumn =>
  (CONTRACT_COLUMNS as readonly string[]).includes(column)

/** The comparable key of a contract: numbers for ids, chains and times, the name as is. */
function keyOf(contract: Contract, column: ContractColumn): Key {
  if (column === 'createdAt') return Date.parse(contract.createdAt ?? '') || 0
  return contract[column]
}

const compareKeys = (a: Key, b: Key) => (a < b ? -1 : a > b ? 1 : 0)

/** Reads a cursor sent by a client; `InvalidArgument` when it cannot be a value of the column. */
function readCursor(value: unknown, column: ContractColumn, field: string): Position {
  const bad = (): never =>
    fail(
      'InvalidArgument',
      `page.${field}: not a cursor of column ${column}: ${JSON.stringify(value)}`,
    )
  let raw = value
  let id: number | undefined
  if (Array.isArray(value)) {
    if (value.length !== 2 || !Number.isSafeInteger(value[1])) bad()
    raw = value[0]
    id = value[1] as number
  }
  if (column === 'contractName') {
    if (typeof raw !== 'string') bad()
    return { key: raw as string, ...(id !== undefined ? { id } : {}) }
  }
  if (column === 'createdAt') {
    const ms = typeof raw === 'string' ? Date.parse(raw) : Number.NaN
    if (Number.isNaN(ms)) bad()
    return { key: ms, ...(id !== undefined ? { id } : {}) }
  }
  const n = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) bad()
  return { key: n as number, ...(id !== undefined ? { id } : {}) }
}

/** The cursor of an item as the page answers it. */
function cursorOf(contract: Contract, column: ContractColumn): unknown {
  return column === 'chainId' ? [contract.chainId, contract.id] : contract[column]
}

/** One page of contracts and its page object. */
export interface ContractPage {
  readonly contracts: Contract[]
  readonly page: CursorPage
}

/**
 * Orders `contracts` and cuts the page `request` asks for. `more` is true when
 * items remain beyond the page in the direction of travel: after its last item
 * for a first or `after` page, before its first item for a `before` page.
 */
export function pageContracts(
  contracts: readonly Contract[],
  request: CursorPageRequest | undefined,
): ContractPage {
  const sort = request?.sort ?? []
  for (const s of sort) {
    if (!isColumn(s.column)) {
      fail(
        'InvalidArgument',
        `page.sort: unknown column ${JSON.stringify(s.column)}; use one of ${CONTRACT_COLUMNS.join(', ')}`,
      )
    }
  }
  const column = request?.column ?? sort[0]?.column ?? 'id'
  if (!isColumn(column)) {
    fail(
      'InvalidArgument',
      `page.column: unknown column ${JSON.stringify(column)}; use one of ${CONTRACT_COLUMNS.join(', ')}`,
    )
  }
  const pageSize = request?.pageSize ?? DEFAULT_PAGE_SIZE
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    fail('InvalidArgument', `page.pageSize: must be from 1 to ${MAX_PAGE_SIZE}`)
  }
  const { before, after } = request ?? {}
  if (before !== undefined && after !== undefined) {
    fail('InvalidArgument', 'page: give before or after, not both')
  }
  const order = sort.find((s) => s.column === column)?.order ?? 'ASC'
  const direction = order === 'DESC' ? -1 : 1

  const compare = (item: Contract, at: Position) => {
    const byKey = compareKeys(keyOf(item, column), at.key)
    if (byKey !== 0 || at.id === undefined) return direction * byKey
    return direction * (item.id - at.id)
  }
  const ordered = [...contracts].sort((a, b) => compare(a, { key: keyOf(b, column), id: b.id }))

  let items: Contract[]
  let more: boolean
  if (before !== undefined) {
    const at = readCursor(before, column, 'before')
    const rest = ordered.filter((c) => compare(c, at) < 0)
    items = rest.slice(Math.max(0, rest.length - pageSize))
    more = rest.length > pageSize
  } else {
    const at = after !== undefined ? readCursor(after, column, 'after') : undefined
    const rest = at ? ordered.filter((c) => compare(c, at) > 0) : ordered
    items = rest.slice(0, pageSize)
    more = rest.length > pageSize
  }

  const first = items[0]
  const last = items.at(-1)
  return {
    contracts: items,
    page: {
      pageSize,
      more,
      column,
      ...(first && last ? { before: cursorOf(first, column), after: cursorOf(last, column) } : {}),
      sort: request?.sort ? [{ column, order }] : [],
    },
  }
}

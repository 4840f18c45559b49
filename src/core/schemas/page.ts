import * as z from 'zod/mini'
import { SORT_ORDERS } from './enums.js'
import { array, between, bool, closedEnum, int, model, optional, str } from './primitives.js'

/** A sort key: a column and its direction (`ASC` by default; decisions.md §5). */
export const SortBy = z.object({ column: str, order: optional(closedEnum(SORT_ORDERS)) })
export type SortBy = z.infer<typeof SortBy>

const pageNumber = between(int, 1, Number.MAX_SAFE_INTEGER)
const pageSize = between(int, 1, 100)

/**
 * The page asked for by the marketplace lists: 1-based `page` (default 1),
 * `pageSize` 1–100 (default 30), and sort keys (decisions.md §5).
 */
export const PageRequest = z.object({
  page: optional(pageNumber),
  pageSize: optional(pageSize),
  sort: optional(array(SortBy)),
})
export type PageRequest = z.input<typeof PageRequest>

/** The page a marketplace list answers with; `more` is true when a later page has items. */
export const Page = model({
  page: int,
  pageSize: int,
  more: bool,
  sort: optional(array(model({ column: str, order: optional(str) }))),
})
export type Page = z.infer<typeof Page>

/** A cursor value: the `column` value of the first (`before`) or last (`after`) item seen. */
const cursor = z.optional(z.unknown())

/**
 * The page asked for by ListContracts, which pages by cursor (decisions.md §5):
 * `column` (default `id`), and `after` (or `before`) holding that column's
 * value of the last (or first) item seen.
 */
export const CursorPageRequest = z.object({
  pageSize: optional(pageSize),
  column: optional(str),
  before: cursor,
  after: cursor,
  sort: optional(array(SortBy)),
})
export type CursorPageRequest = z.input<typeof CursorPageRequest>

/** The page ListContracts answers with. */
export const CursorPage = model({
  page: optional(int),
  pageSize: int,
  more: bool,
  column: optional(str),
  before: cursor,
  after: cursor,
  sort: optional(array(model({ column: str, order: optional(str) }))),
})
export type CursorPage = z.infer<typeof CursorPage>

import * as z from 'zod/mini'
import { SORT_ORDERS } from './enums.js'
import { array, between, closedEnum, int, optional, str } from './primitives.js'
import * as r from './read.js'

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

/** A sort key as a server answers it. */
const SortByAnswer = r.model({ column: r.opt(r.str), order: r.opt(r.str) })

/**
 * The page a marketplace list answers with; `more` is true when a later page
 * has items, and absent reads as "no later page".
 */
export const Page = r.model({
  page: r.opt(r.int),
  pageSize: r.opt(r.int),
  more: r.opt(r.bool),
  sort: r.list(SortByAnswer),
})
export type Page = r.Infer<typeof Page>

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
export const CursorPage = r.model({
  page: r.opt(r.int),
  pageSize: r.opt(r.int),
  more: r.opt(r.bool),
  column: r.opt(r.str),
  before: r.unknown,
  after: r.unknown,
  sort: r.list(SortByAnswer),
})
export type CursorPage = r.Infer<typeof CursorPage>

/**
 * What a live update changed in a list, counted per kind of item, and the
 * words a screen reader hears for it ("1 listing added and 2 offers changed").
 */
import { fill } from './strings.js'

/** How many items of one kind a live update added, changed and removed. */
export interface LiveChanges<K extends string = string> {
  /** The kind of item, as `useLiveMarks` was given it (`listings`, `offers`, `collectibles`). */
  readonly kind: K
  readonly added: number
  readonly changed: number
  readonly removed: number
}

/**
 * The templates of a summary, per kind: `{kind}Added`, `{kind}Changed` and
 * `{kind}Removed` with `{count}` in them, and the `…One` forms for exactly one.
 */
export type LiveSummaryStrings<K extends string> = {
  readonly [T in `${K}${'Added' | 'Changed' | 'Removed'}${'' | 'One'}`]: string
}

const TYPES = ['added', 'changed', 'removed'] as const

/**
 * Writes the changes `useLiveMarks` summarises as the words of a polite live
 * region: each count with its template (the `…One` form for exactly one),
 * numbers in `locale`, the parts listed as the locale lists things; `''`
 * when nothing changed.
 *
 * @example
 * ```ts
 * liveSummary([{ kind: 'listings', added: 0, changed: 2, removed: 1 }], ORDER_BOOK_STRINGS, 'en-US')
 * // '2 listings changed and 1 listing removed'
 * ```
 */
export function liveSummary<K extends string>(
  changes: readonly LiveChanges<K>[],
  text: LiveSummaryStrings<K>,
  locale: string,
): string {
  const parts = changes.flatMap((c) =>
    TYPES.filter((type) => c[type] > 0).map((type) => {
      const n = c[type]
      const key = `${c.kind}${type[0]!.toUpperCase()}${type.slice(1)}${n === 1 ? 'One' : ''}`
      return fill(text[key as keyof LiveSummaryStrings<K>], { count: n.toLocaleString(locale) })
    }),
  )
  return new Intl.ListFormat(locale).format(parts)
}

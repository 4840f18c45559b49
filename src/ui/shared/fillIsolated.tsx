/** The kit's words with outside text in them, each piece of it isolated (issue 28). */
import type { ReactNode } from 'react'
import { fillParts } from './strings.js'

/**
 * Fills a UI string's `{name}` placeholders as `fill` does, but as nodes:
 * the kit's words stay text and each value is a `<bdi>` of its own, so that
 * outside text (a marketplace's name, a symbol, an address, a server's
 * message) ending in a direction mark such as U+202E cannot reorder the words
 * after it, as it does in one text node. A placeholder without a value is
 * left as written (in its own element too).
 *
 * @example
 * ```tsx
 * <span>{fillIsolated(text.on, { marketplace: order.originName })}</span> // on <bdi>…</bdi>
 * ```
 */
export const fillIsolated = (
  template: string,
  values: Readonly<Record<string, ReactNode>>,
): ReactNode[] =>
  fillParts(template, values).map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a template never move
    i % 2 ? <bdi key={i}>{part}</bdi> : part,
  )

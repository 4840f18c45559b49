/** UI strings: every component has defaults in English and takes overrides for any of them. */

/**
 * Merges a component's default strings with the caller's overrides.
 *
 * @example
 * ```ts
 * const text = withStrings(ORDER_BOOK_STRINGS, { listings: 'Angebote' })
 * ```
 */
export function withStrings<S extends object>(defaults: S, overrides: Partial<S> | undefined): S {
  return overrides ? { ...defaults, ...overrides } : defaults
}

/**
 * A UI string cut at its `{name}` placeholders: the template's own text at
 * even places, at odd places each placeholder's value (or, without one, the
 * placeholder as written). `fill` joins them; `fillIsolated` sets each value
 * apart in an element of its own.
 *
 * @example
 * ```ts
 * fillParts('on {marketplace}', { marketplace: 'OpenSea' }) // ['on ', 'OpenSea', '']
 * ```
 */
export const fillParts = <V>(
  template: string,
  values: Readonly<Record<string, V>>,
): (string | V)[] =>
  template
    .split(/\{(\w+)\}/)
    .map((part, i) =>
      i % 2 === 0 ? part : Object.hasOwn(values, part) ? values[part]! : `{${part}}`,
    )

/**
 * Fills the `{name}` placeholders of a UI string; a placeholder without a
 * value is left as it is.
 *
 * @example
 * ```ts
 * fill('Retry contacts {from}–{to}', { from: 1001, to: 1500 })
 * ```
 */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  fillParts(template, values).join('')

/** A count's words: `one` for a count the locale calls singular, `other` else (`{count}` is the count). */
export type PluralStrings = { readonly one: string; readonly other: string }

/**
 * `words` for `count`, in the plural form the locale gives it (`one`, else
 * `other`), the count in the locale's digits.
 *
 * @example
 * ```ts
 * plural({ one: '{count} order', other: '{count} orders' }, 1200, 'en-US') // '1,200 orders'
 * ```
 */
export function plural(words: PluralStrings, count: number, locale: string): string {
  const form = new Intl.PluralRules(locale).select(count)
  return fill(form === 'one' ? words.one : words.other, {
    count: new Intl.NumberFormat(locale).format(count),
  })
}

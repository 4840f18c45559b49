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
 * Fills the `{name}` placeholders of a UI string; a placeholder without a
 * value is left as it is.
 *
 * @example
 * ```ts
 * fill('Retry contacts {from}–{to}', { from: 1001, to: 1500 })
 * ```
 */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  )

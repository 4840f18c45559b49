/**
 * The locale numbers and dates are written in when none is given: the same
 * on a server and in every browser, so that server-rendered markup hydrates
 * whatever the visitor's or the server's own locale. The kit never writes in
 * the runtime's default locale; an app sets its own with `PlatformProvider`'s
 * `locale` (or a component's `locale`). Owned here, under the provider that
 * falls back to it; `platform-kit/ui` exports it (src/ui/shared/format.ts).
 *
 * @example
 * ```ts
 * import { DEFAULT_LOCALE } from 'platform-kit/ui'
 * new Intl.NumberFormat(DEFAULT_LOCALE).format(1234.5) // '1,234.5'
 * ```
 */
export const DEFAULT_LOCALE = 'en-US'

/** File sizes in words, for the messages about files too large. */
import { DEFAULT_LOCALE } from '../../shared/format.js'

/**
 * `10 MB`, `512 kB`, `100 bytes`: a size in the locale's words, in the largest
 * unit it reaches (bytes, kilobytes or megabytes of 1,024). The locale is
 * {@link DEFAULT_LOCALE} when none is given.
 *
 * @example
 * ```ts
 * formatBytes(10 * 1024 * 1024, 'en-US') // '10 MB'
 * ```
 */
export function formatBytes(bytes: number, locale: string = DEFAULT_LOCALE): string {
  const [unit, size] =
    bytes >= 1024 * 1024
      ? (['megabyte', 1024 * 1024] as const)
      : bytes >= 1024
        ? (['kilobyte', 1024] as const)
        : (['byte', 1] as const)
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(bytes / size)
}

'use client'
/** The locale a component writes numbers and dates in. Internal to the components. */
import { usePlatformLocale } from '../../react/context.js'

/**
 * The component's own `locale` prop when given, else the `PlatformProvider`'s
 * (`usePlatformLocale`), else `DEFAULT_LOCALE`: never the runtime's, so a
 * server and a browser write the same.
 */
export function useLocale(given: string | undefined): string {
  const platform = usePlatformLocale()
  return given ?? platform
}

/**
 * `usePlatformLocale`: the locale of the nearest `PlatformProvider` that sets
 * one, else `DEFAULT_LOCALE` — never the runtime's own.
 */
import { cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, expect, test } from 'vitest'
import { emulatorConfig } from '../emulator/index.js'
import { DEFAULT_LOCALE } from '../ui/shared/format.js'
import { usePlatformLocale } from './context.js'
import { PlatformProvider } from './PlatformProvider.js'

afterEach(cleanup)
const config = emulatorConfig()

test('outside a provider, and in one without a locale: DEFAULT_LOCALE', () => {
  expect(DEFAULT_LOCALE).toBe('en-US')
  expect(renderHook(() => usePlatformLocale()).result.current).toBe('en-US')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider config={config}>{children}</PlatformProvider>
  )
  expect(renderHook(() => usePlatformLocale(), { wrapper }).result.current).toBe('en-US')
})

test("the provider's locale; an inner provider without one keeps the outer's", () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider config={config} locale="de-DE">
      <PlatformProvider config={config}>{children}</PlatformProvider>
    </PlatformProvider>
  )
  expect(renderHook(() => usePlatformLocale(), { wrapper }).result.current).toBe('de-DE')
  const inner = ({ children }: { children: ReactNode }) => (
    <PlatformProvider config={config} locale="de-DE">
      <PlatformProvider config={config} locale="fr-FR">
        {children}
      </PlatformProvider>
    </PlatformProvider>
  )
  expect(renderHook(() => usePlatformLocale(), { wrapper: inner }).result.current).toBe('fr-FR')
})

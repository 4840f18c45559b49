/**
 * Setup of the Vitest browser projects: the page starts in the pinned test
 * font (test/support/fonts.ts, handed over by the project's `provide`), and a
 * file can switch to another font of the set with `switchFont`; the switch is
 * put back after the file with `<html>`'s style (browserLeaveAsFound.ts).
 */
import { inject } from 'vitest'
import { applyFont } from './applyFont.js'
import type { FontToApply } from './fonts.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test fonts, their faces read from npm in Node (test/support/fonts.ts). */
    testFonts: FontToApply[]
  }
}

/** The fonts of the set: the first is pinned, the layout checks run under each. */
export const TEST_FONTS: readonly FontToApply[] = inject('testFonts')

/**
 * Switches the page to `font` and waits until it is laid out in it.
 *
 * @example
 * describe.each(TEST_FONTS)('in $name', (font) => { beforeEach(() => switchFont(font)) })
 */
export const switchFont = (font: FontToApply): Promise<void> => applyFont({ font, as: 'switch' })

await applyFont({ font: TEST_FONTS[0]!, as: 'pin' })

/**
 * Applies a test font (test/support/fonts.ts) in the page it runs in: a
 * Playwright init script or `evaluate`, or a Vitest browser file. It imports
 * nothing and closes over nothing, so that Playwright can send it as it is.
 */
import type { FontToApply } from './fonts.js'

/** What `applyFont` takes: the font, and whether it is the page's own (`'pin'`) or a switch to it. */
export interface ApplyFont {
  readonly font: FontToApply
  readonly as: 'pin' | 'switch'
}

/**
 * Adds the font's faces to the document once (`new FontFace` from their
 * bytes: nothing is fetched) and sets `--pk-font` and `--pk-font-mono` to its
 * families — on a sheet of their own when pinned, which the page starts with,
 * or on `<html>`'s style when switched to, which outweighs the pin and is put
 * back with the page. Resolves once the faces are loaded and laid out.
 *
 * @example
 * await page.evaluate(applyFont, { font: fontToApply(FONTS[2]!), as: 'switch' })
 */
export function applyFont({ font, as }: ApplyFont): Promise<void> {
  const memo = window as unknown as {
    __pkTestFaces?: Map<string, FontFace>
    __pkPin?: CSSStyleSheet
  }
  memo.__pkTestFaces ??= new Map()
  const added = memo.__pkTestFaces
  const loads = font.faces.map((face) => {
    const key = `${face.family} ${face.weight}`
    let fontFace = added.get(key)
    if (!fontFace) {
      const bytes = Uint8Array.from(atob(face.base64), (c) => c.charCodeAt(0))
      fontFace = new FontFace(face.family, bytes, {
        weight: String(face.weight),
        unicodeRange: face.unicodeRange,
        display: 'block',
      })
      document.fonts.add(fontFace)
      added.set(key, fontFace)
    }
    return fontFace.loaded
  })
  const sans = `"${font.sans}", sans-serif`
  const mono = `"${font.mono}", monospace`
  if (as === 'pin') {
    // One pin a page: a setup file that runs again before each file replaces it.
    if (!memo.__pkPin) {
      memo.__pkPin = new CSSStyleSheet()
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, memo.__pkPin]
    }
    memo.__pkPin.replaceSync(`:root { --pk-font: ${sans}; --pk-font-mono: ${mono}; }`)
  } else {
    document.documentElement.style.setProperty('--pk-font', sans)
    document.documentElement.style.setProperty('--pk-font-mono', mono)
  }
  return Promise.all(loads)
    .then(() => document.fonts.ready)
    .then(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    )
}

/**
 * Setup of the browser project, whose files share one iframe
 * (`isolate: false` in vitest.browser.config.ts): after each file, what a
 * file may change in the page is put back as the first file found it — the
 * viewport (most files set a phone's or a desktop's width) and the inline
 * styles of `<html>` and `<body>` (some set the body's margin to 0 to
 * measure from the window's edge) — so that the next file starts as it would
 * in an iframe of its own. React roots are unmounted by each file's
 * `cleanup`; test/support/leaveAsFound.ts puts back the rest.
 */
import { afterAll } from 'vitest'
import { page } from 'vitest/browser'

interface Found {
  readonly width: number
  readonly height: number
  readonly html: string
  readonly body: string
}

// Setup files run again before each file; the page as the first one found it is kept on the window.
const memo = globalThis as { __platformKitFound?: Found }
memo.__platformKitFound ??= {
  width: window.innerWidth,
  height: window.innerHeight,
  html: document.documentElement.style.cssText,
  body: document.body.style.cssText,
}
const found = memo.__platformKitFound

afterAll(async () => {
  await page.viewport(found.width, found.height)
  document.documentElement.style.cssText = found.html
  document.body.style.cssText = found.body
})

/**
 * The stylesheets of `platform-kit/ui/styles.css`, in the order
 * src/ui/styles.css imports them: the shared theme, then each component's
 * styles from its folder (src/ui/components/<Name>/). scripts/build-css.ts
 * writes them into one file; the CSS tests read them as it does.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The stylesheet entry of `platform-kit/ui`: only `@import`s, each relative to it. */
export const UI_STYLES = 'src/ui/styles.css'

/** One imported stylesheet: its path (repo-relative) and its text. */
export interface UiStylesheet {
  readonly path: string
  readonly css: string
}

/** Every stylesheet src/ui/styles.css imports, in its order. */
export function uiStylesheets(root = '.'): UiStylesheet[] {
  const index = readFileSync(join(root, UI_STYLES), 'utf8')
  const imports = [...index.matchAll(/@import\s+"(\.\/[^"]+)";/g)].map((m) => m[1]!)
  if (!imports.length) throw new Error(`${UI_STYLES} imports nothing`)
  return imports.map((file) => {
    const path = join(dirname(UI_STYLES), file)
    return { path, css: readFileSync(join(root, path), 'utf8') }
  })
}

/**
 * Writes dist/ui/styles.css, the one stylesheet of `platform-kit/ui`: the
 * theme and every component's styles, in the order src/ui/styles.css
 * imports them (scripts/ui-styles.ts). Each part is headed by its file's
 * name.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import { uiStylesheets } from './ui-styles.js'

const OUT = 'dist/ui/styles.css'

const sheets = uiStylesheets()
const css = sheets.map(({ path, css }) => `/* ${basename(path)} */\n${css.trim()}\n`).join('\n')
mkdirSync(dirname(OUT), { recursive: true })
writeFileSync(OUT, `/* platform-kit/ui/styles.css */\n${css}`)
console.log(`wrote ${OUT} (${sheets.length} files, ${(css.length / 1024).toFixed(1)} KiB)`)

/**
 * Writes dist/ui/styles.css, the one stylesheet of `platform-kit/ui`: the
 * theme and every component's styles, in the order src/ui/styles/index.css
 * imports them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const INDEX = 'src/ui/styles/index.css'
const OUT = 'dist/ui/styles.css'

const index = readFileSync(INDEX, 'utf8')
const imports = [...index.matchAll(/@import\s+"\.\/([^"]+)";/g)].map((m) => m[1]!)
if (!imports.length) throw new Error(`${INDEX} imports nothing`)
const css = imports
  .map((file) => `/* ${file} */\n${readFileSync(join(dirname(INDEX), file), 'utf8').trim()}\n`)
  .join('\n')
mkdirSync(dirname(OUT), { recursive: true })
writeFileSync(OUT, `/* platform-kit/ui/styles.css */\n${css}`)
console.log(`wrote ${OUT} (${imports.length} files, ${(css.length / 1024).toFixed(1)} KiB)`)

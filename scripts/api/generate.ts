/**
 * `npm run api`: the API reports (api/*.api.md), the reference
 * (docs/reference/*.md) and llms.txt, written from the sources and the docs. `pages()` is what the
 * test compares with the files on disk.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { llmsPages } from './llms.js'
import { API_ENTRIES, createApiProgram, entryFile, moduleExports } from './program.js'
import { referenceName, renderReference, renderReport, reportName } from './render.js'

const ROOT = join(import.meta.dirname, '..', '..')

/** Every generated file, by its path in the repository. */
export function pages(): Map<string, string> {
  const program = createApiProgram()
  const out = new Map<string, string>()
  const rows: string[] = []
  for (const entry of Object.keys(API_ENTRIES)) {
    const exports = moduleExports(program, entryFile(entry))
    out.set(`api/${reportName(entry)}`, renderReport(entry, exports))
    out.set(`docs/reference/${referenceName(entry)}`, renderReference(entry, exports))
    rows.push(`| [\`${entry}\`](${referenceName(entry)}) | ${exports.length} |`)
  }
  out.set(
    'docs/reference/index.md',
    `# Reference\n\nEvery export of every entry, from the TSDoc of the sources (\`npm run api\`).\n\n| Entry | Exports |\n| --- | --- |\n${rows.join('\n')}\n`,
  )
  for (const [path, text] of llmsPages()) out.set(path, text)
  return out
}

if (process.argv[1] === import.meta.filename) {
  // `… generate.ts llms`: only llms.txt and llms-full.txt (after a change to the guides alone).
  const written = process.argv[2] === 'llms' ? llmsPages() : pages()
  for (const [path, text] of written) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true })
    writeFileSync(join(ROOT, path), text)
  }
  console.log('api: reports in api/, reference in docs/reference/, llms.txt and llms-full.txt')
}

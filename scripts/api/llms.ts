/**
 * `llms.txt` (llmstxt.org): the kit in a paragraph and its guides and
 * reference pages as links, read from the README's "Where to go next"
 * table; `llms-full.txt`: the README and every guide, whole, one after another.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { API_ENTRIES } from './program.js'
import { referenceName } from './render.js'

const ROOT = join(import.meta.dirname, '..', '..')
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')

/** The guides the README lists: their title, page and what each covers. */
function guides(readme: string): { title: string; path: string; covers: string }[] {
  return [...readme.matchAll(/^\| \[([^\]]+)\]\((docs\/[^)]+)\)\s*\|\s*(.+?)\s*\|$/gm)].map(
    (m) => ({
      title: m[1]!,
      path: m[2]!,
      covers: m[3]!,
    }),
  )
}

/** The first paragraph after the README's title: what the kit is. */
const summary = (readme: string) =>
  readme
    .split('\n\n')[1]!
    .replace(/\s*\n\s*/g, ' ')
    .trim()

/** `llms.txt` and `llms-full.txt`, by path. */
export function llmsPages(): Map<string, string> {
  const readme = read('README.md')
  const listed = guides(readme)
  const links = listed.map((g) => `- [${g.title}](${g.path}): ${g.covers}`)
  const reference = Object.keys(API_ENTRIES).map(
    (entry) =>
      `- [\`${entry}\`](docs/reference/${referenceName(entry)}): every export, its TSDoc and signature`,
  )
  const llms = [
    '# platform-kit',
    '',
    `> ${summary(readme)}`,
    '',
    '## Docs',
    '',
    '- [README](README.md): what the kit is, its entries and their peers, install, the first page',
    ...links,
    '',
    '## Reference',
    '',
    ...reference,
    '',
  ].join('\n')
  const full = ['README.md', ...listed.map((g) => g.path).filter((p) => !p.includes('/reference/'))]
    .map((path) => `<!-- ${path} -->\n\n${read(path).trim()}\n`)
    .join('\n')
  return new Map([
    ['llms.txt', llms],
    ['llms-full.txt', full],
  ])
}

/**
 * The docs as a user reads them — the README and the guides in docs/ — for
 * the tests that follow them: a section found by its title on whichever page
 * holds it, and every TypeScript block with the page and line it is on.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..')

/** The pages, relative to the repository: the README first, then docs/*.md by name. */
export const DOC_PAGES: readonly string[] = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
]

/** A page's text. */
export const readDoc = (path: string): string => readFileSync(join(ROOT, path), 'utf8')

/** A Markdown heading outside code blocks: its level, its text and where its line starts. */
export interface Heading {
  readonly level: number
  readonly text: string
  readonly at: number
}

/** The headings of a page, code blocks left out. */
export function headingsOf(text: string): Heading[] {
  const found: Heading[] = []
  let fenced = false
  let at = 0
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced
    const m = fenced ? null : /^(#{1,6}) (.+)$/.exec(line)
    if (m) found.push({ level: m[1]!.length, text: m[2]!, at })
    at += line.length + 1
  }
  return found
}

/** A section: the page it is on, its text (heading to the next heading as high) and its first line. */
export interface DocSection {
  readonly path: string
  readonly text: string
  readonly line: number
}

/**
 * The section titled `title` (at any level), on the one page that has it;
 * throws when no page or more than one has it.
 *
 * @example
 * const { text } = docSection('Your first page')
 */
export function docSection(title: string): DocSection {
  const found: DocSection[] = []
  for (const path of DOC_PAGES) {
    const text = readDoc(path)
    const headings = headingsOf(text)
    for (const [i, h] of headings.entries()) {
      if (h.text !== title) continue
      const next = headings.slice(i + 1).find((n) => n.level <= h.level)
      const line = text.slice(0, h.at).split('\n').length
      found.push({ path, text: text.slice(h.at, next?.at), line })
    }
  }
  if (found.length !== 1) {
    throw new Error(`the docs have ${found.length} sections titled "${title}", not one`)
  }
  return found[0]!
}

/** A page's text found by a pattern on whichever page has it; throws when none does. */
export function docMatch(pattern: RegExp): { path: string; match: RegExpExecArray } {
  for (const path of DOC_PAGES) {
    const match = pattern.exec(readDoc(path))
    if (match) return { path, match }
  }
  throw new Error(`no page of the docs matches ${pattern}`)
}

/** Every page's text, one after another. */
export const allDocs = (): string => DOC_PAGES.map(readDoc).join('\n')

/** A `ts` or `tsx` block: where it is, the section it is in, what it is given, its code. */
export interface DocBlock {
  readonly path: string
  readonly line: number
  readonly section: string
  readonly lang: 'ts' | 'tsx'
  readonly given: string
  readonly code: string
}

/**
 * Every TypeScript block of the docs, with what it is given: a block that
 * uses names defined elsewhere on its page says so in an HTML comment right
 * before it (`<!-- given: declare const contractAddress: string -->`).
 */
export function docBlocks(): DocBlock[] {
  return DOC_PAGES.flatMap((path) => {
    const text = readDoc(path)
    const headings = headingsOf(text)
    return [...text.matchAll(/(?:<!-- given: (.*?) -->\n\n)?```(tsx?)\n([\s\S]*?)```/g)].map(
      (m) => ({
        path,
        line: text.slice(0, m.index).split('\n').length,
        section: headings.filter((h) => h.at < m.index).at(-1)?.text ?? '',
        lang: m[2] as 'ts' | 'tsx',
        given: m[1] ?? '',
        code: m[3]!,
      }),
    )
  })
}

/** A heading's anchor as GitHub (and VitePress) make it: lower case, punctuation dropped, spaces as dashes. */
export const slugOf = (heading: string): string =>
  heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-')

/**
 * The relative links of `pages` (path → text) that lead nowhere: to a file
 * that is not there, or to an anchor no heading of the page makes. One line
 * each: the page, the line and the link.
 *
 * @example
 * expect(brokenLinks(new Map([['README.md', '[x](docs/none.md)']]), () => false)).toHaveLength(1)
 */
export function brokenLinks(
  pages: ReadonlyMap<string, string>,
  exists: (path: string) => boolean,
): string[] {
  const anchors = (text: string) => new Set(headingsOf(text).map((h) => slugOf(h.text)))
  const broken: string[] = []
  for (const [path, text] of pages) {
    const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : ''
    const prose = text.replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '))
    for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = m[1]!
      if (/^[a-z]+:/i.test(link)) continue // http(s), mailto: not followed here
      const [file = '', anchor] = link.split('#')
      const target = file === '' ? path : normalise(dir + file)
      const line = text.slice(0, m.index).split('\n').length
      const where = `${path}:${line} (${link})`
      const targetText = pages.get(target)
      if (targetText === undefined && !exists(target)) broken.push(`${where}: no ${target}`)
      else if (anchor && targetText !== undefined && !anchors(targetText).has(anchor))
        broken.push(`${where}: no heading #${anchor} in ${target}`)
    }
  }
  return broken
}

/** `docs/../README.md` → `README.md`. */
function normalise(path: string): string {
  const parts: string[] = []
  for (const part of path.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.' && part !== '') parts.push(part)
  }
  return parts.join('/')
}

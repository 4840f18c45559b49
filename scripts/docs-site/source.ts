/**
 * The docs site's pages, made from the docs as GitHub shows them: the README
 * becomes the home page and docs/*.md (the guides, the decisions, the
 * reference) the other pages, each link rewritten to where its page is in
 * the site (`docs/ui.md` → `ui.md`, `../README.md#x` → `index.md#x`). Links
 * that leave the docs (`../CHANGELOG.md`, a source file) become links to the
 * repository's file.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { isStoriesFile, type StoriesAt, storyHref, storyIdOf } from './stories.js'

const ROOT = join(import.meta.dirname, '..', '..')

/** The repository's address, where a link to a file outside the docs goes. */
export const REPOSITORY = 'https://github.com/platform-kit/platform-kit/blob/main'

/** Every page of the docs, by its path in the repository. */
export function docsPages(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
      const path = `${dir}/${e.name}`
      if (e.isDirectory()) return e.name.startsWith('.') ? [] : walk(path)
      return e.name.endsWith('.md') ? [path] : []
    })
  return ['README.md', ...walk('docs')]
}

/** Where a page of the repository is in the site. */
const sitePath = (path: string) => (path === 'README.md' ? 'index.md' : path.replace(/^docs\//, ''))

/**
 * A page's text with its relative links rewritten for the site (code blocks
 * left as they are); a link to a stories file goes to that story in the
 * Storybook `stories` says.
 */
export function rewriteLinks(
  path: string,
  text: string,
  pages: ReadonlySet<string>,
  stories: StoriesAt = 'site',
): string {
  const dir = posix.dirname(path)
  const from = posix.dirname(sitePath(path))
  return text.replace(/(```[\s\S]*?```)|\]\(([^)\s]+)\)/g, (whole, code, link: string) => {
    if (code || /^[a-z]+:/i.test(link) || link.startsWith('#')) return whole
    const [file = '', anchor] = link.split('#')
    const target = posix.normalize(posix.join(dir, file))
    const hash = anchor ? `#${anchor}` : ''
    // `target`: a page the site's router would otherwise look for among its own.
    if (isStoriesFile(target))
      return `](${storyHref(storyIdOf(target, anchor), stories, from)}){target="_self"}`
    if (!pages.has(target)) return `](${REPOSITORY}/${target}${hash})`
    const relative = posix.relative(from, sitePath(target)) || posix.basename(sitePath(target))
    return `](${relative.startsWith('.') ? relative : `./${relative}`}${hash})`
  })
}

/** HTML a page may use on purpose; any other `<` in prose is text (a type's `Promise<T>`, a component's `<Grid>`). */
const HTML = /^<\/?(details|summary|br|kbd|sub|sup|!--)/

/**
 * A page's prose made safe for Vue, which compiles every page as a template:
 * outside code, a `<` that starts no known HTML tag becomes `&lt;`, and `{{`
 * is kept from interpolating.
 */
export function escapeForVue(text: string): string {
  return text.replace(
    /(```[\s\S]*?```|`[^`\n]*`)|<|\{\{/g,
    (whole, code: string | undefined, at: number) => {
      // Vue interpolates mustaches in inline code too: such a span is shown as it is, unread.
      if (code?.startsWith('`') && !code.startsWith('```') && code.includes('{{'))
        return `<code v-pre>${code.slice(1, -1).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</code>`
      if (code) return whole
      if (whole === '{{') return '&#123;&#123;'
      return HTML.test(text.slice(at, at + 10)) ? whole : '&lt;'
    },
  )
}

/** Writes the site's pages into `out` (emptied first), with the site's config beside them. */
export function writeSiteSource(out: string, stories: StoriesAt = 'site'): void {
  rmSync(out, { recursive: true, force: true })
  const pages = docsPages()
  const known = new Set(pages)
  for (const path of pages) {
    const target = join(out, sitePath(path))
    mkdirSync(dirname(target), { recursive: true })
    const text = readFileSync(join(ROOT, path), 'utf8')
    // HTML comments are for the docs' checks (`given:`, `run:`), not for readers.
    const shown = text.replace(/<!--[\s\S]*?-->\n*/g, '')
    writeFileSync(target, escapeForVue(rewriteLinks(path, shown, known, stories)))
  }
  cpSync(join(import.meta.dirname, 'vitepress'), join(out, '.vitepress'), { recursive: true })
}

/**
 * A guide's link to a component's stories: written as a link to its stories
 * file (`../src/ui/components/OrderBook/OrderBook.stories.tsx#Data`), which
 * GitHub opens as source, and turned by the site into a link to that story
 * in the kit's Storybook — the one built into the site's `stories/`, or the
 * one `npm run storybook` serves while the docs are edited.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { storyNameFromExport, toId } from 'storybook/internal/csf'

const ROOT = join(import.meta.dirname, '..', '..')

/** Where the site's Storybook is: built into the site, or served by `npm run storybook`. */
export type StoriesAt = 'site' | 'dev'

/** The dev server's address (package.json's `storybook` script). */
export const STORYBOOK_DEV_URL = 'http://127.0.0.1:6006/'

/** Whether a repository path is a stories file. */
export const isStoriesFile = (path: string) => path.endsWith('.stories.tsx')

/**
 * The Storybook id of a story named by a stories file and an export (the
 * file's first story when none is named), as Storybook makes it from the
 * file's `title` and the export's name; throws when the file has no such
 * story, so a guide cannot link to one that is not there.
 */
export function storyIdOf(path: string, exportName?: string): string {
  const source = readFileSync(join(ROOT, path), 'utf8')
  const title = /^\s+title: '([^']+)'/m.exec(source)?.[1]
  const stories = [...source.matchAll(/^export const (\w+)\b/gm)].map((m) => m[1]!)
  const story = exportName ?? stories[0]
  if (!title || !story || !stories.includes(story)) {
    throw new Error(`${path} has no story ${exportName ?? '(none at all)'}`)
  }
  return toId(title, storyNameFromExport(story))
}

/** The address of a story: from a page at `from` (a site directory) to the site's Storybook, or the dev server. */
export function storyHref(id: string, at: StoriesAt, from: string): string {
  const base =
    at === 'dev'
      ? STORYBOOK_DEV_URL
      : `${
          from === '.'
            ? '.'
            : from
                .split('/')
                .map(() => '..')
                .join('/')
        }/stories/index.html`
  return `${base}?path=/story/${id}`
}

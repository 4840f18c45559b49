/**
 * The docs a newcomer finds their way in (issue 46): a short README that
 * leads to every guide, and links between the pages that all arrive — at a
 * page that is there and at a heading it has.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join, posix } from 'node:path'
import { expect, test } from 'vitest'
import { storyIdOf } from '../../scripts/docs-site/stories.js'
import { brokenLinks, DOC_PAGES, readDoc, slugOf } from '../support/docs.js'

const ROOT = join(import.meta.dirname, '..', '..')
/** The guides and the generated reference (docs/reference/, `npm run api`). */
const REFERENCE = readdirSync(join(ROOT, 'docs', 'reference')).map(
  (name) => `docs/reference/${name}`,
)
const pages = new Map([...DOC_PAGES, ...REFERENCE].map((path) => [path, readDoc(path)]))

test('the README is at most 200 lines', () => {
  expect(readDoc('README.md').split('\n').length).toBeLessThanOrEqual(200)
})

test('every guide in docs/ is linked from the README', () => {
  const readme = readDoc('README.md')
  const unlinked = DOC_PAGES.filter((p) => p !== 'README.md' && !readme.includes(`](${p})`))
  expect(unlinked).toEqual([])
})

test('every relative link of the docs arrives: its page is there, its anchor a heading of it', () => {
  expect(pages.size).toBeGreaterThan(8)
  expect(brokenLinks(pages, (path) => existsSync(join(ROOT, path)))).toEqual([])
})

test('a link to a missing page, a missing heading or a missing file is reported', () => {
  const found = brokenLinks(
    new Map([
      ['README.md', '# Kit\n\n[a](docs/a.md#there) [b](docs/a.md#nowhere) [c](docs/none.md)'],
      ['docs/a.md', '# A\n\n## There\n\n[back](../README.md#kit) [self](#gone) [d](../src/x.ts)'],
    ]),
    () => false,
  )
  expect(found).toEqual([
    'README.md:3 (docs/a.md#nowhere): no heading #nowhere in docs/a.md',
    'README.md:3 (docs/none.md): no docs/none.md',
    'docs/a.md:5 (#gone): no heading #gone in docs/a.md',
    'docs/a.md:5 (../src/x.ts): no src/x.ts',
  ])
})

test('anchors are made as GitHub makes them', () => {
  expect(slugOf('Next.js (App Router)')).toBe('nextjs-app-router')
  expect(slugOf("A seller's orders, cancelled in bulk")).toBe('a-sellers-orders-cancelled-in-bulk')
  expect(slugOf('Several instances: a shared store on PostgreSQL')).toBe(
    'several-instances-a-shared-store-on-postgresql',
  )
  expect(slugOf('`useActivity`: paged')).toBe('useactivity-paged')
})

test('every link to a stories file names a story it has (the site links that story)', () => {
  const links = [...pages].flatMap(([path, text]) =>
    [...text.matchAll(/\]\(([^)\s]+\.stories\.tsx)(?:#(\w+))?\)/g)].map((m) => ({
      path,
      file: posix.normalize(posix.join(posix.dirname(path), m[1]!)),
      story: m[2],
    })),
  )
  expect(links.length).toBeGreaterThanOrEqual(15)
  const ids = links.map(({ file, story }) => storyIdOf(file, story))
  expect(ids).toContain('components-traderequestform--list-for-sale')
  expect(() => storyIdOf('src/ui/components/OrderBook/OrderBook.stories.tsx', 'Nowhere')).toThrow(
    /has no story Nowhere/,
  )
})

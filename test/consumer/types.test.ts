/**
 * The kit's declarations, checked in full: a fresh project holds the packed
 * kit with every peer the README names (laid out as `npm ci` would lay it
 * out, linked from the kit's locked install), and is type-checked `strict`
 * with `skipLibCheck: false`, under `moduleResolution` `bundler` and
 * `nodenext`. It holds a file that imports every entry and the type tests of
 * the query definitions (src/query/*.test-d.ts, one per read, and the
 * types.fixtures.ts they share, compiled against the package: a key whose data
 * type degrades to `{}` fails), checked under both,
 * and the docs' code (the README and every guide in docs/), checked under
 * `bundler`, as a user would paste it: every
 * `ts`/`tsx` block is a module of its own. A block that uses names defined elsewhere on
 * the page says so in an HTML comment right before it
 * (`<!-- given: declare const contractAddress: string -->`), which is
 * compiled in front of it. The sections whose files a test builds and runs
 * as a whole app are left to those tests: "Next.js (App Router)"
 * (test/consumer/next.test.ts) and "Prototyping in Storybook"
 * (test/consumer/storybook.test.ts), whose entry is checked by that build.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, inject, test } from 'vitest'
import {
  KIT,
  kitErrors,
  linkedProject,
  type Project,
  REMOVE_TIMEOUT,
  strictTsconfig,
} from '../support/consumer.js'
import { docBlocks } from '../support/docs.js'

const BUILT_ELSEWHERE = ['Your first page', 'Next.js (App Router)', 'Prototyping in Storybook']
/** Pages for those who work on the kit: their blocks are excerpts of its source, which its own typecheck holds. */
const ABOUT_THE_SOURCE = ['docs/adding-an-operation.md']

/** The query type tests as they sit beside the reads, and the fixtures they share: `query/<name>` in the project. */
const QUERY_TYPE_TESTS = readdirSync(join(KIT, 'src', 'query'))
  .filter((name) => name.endsWith('.test-d.ts') || name === 'types.fixtures.ts')
  .sort()

/** Where a page's blocks are written in the project: `docs/ui.md` → `blocks/docs-ui`. */
const blockDir = (path: string) => `blocks/${path.replace(/\.md$/, '').replaceAll('/', '-')}`

const packed = inject('packed')
let project: Project | undefined
afterAll(() => project?.remove(), REMOVE_TIMEOUT)

test('every entry and the query type tests type-check strict, skipLibCheck false, under bundler and nodenext; every block of the docs under bundler', async () => {
  const blocks = docBlocks().filter(
    (b) => !BUILT_ELSEWHERE.includes(b.section) && !ABOUT_THE_SOURCE.includes(b.path),
  )
  expect(blocks.length).toBeGreaterThanOrEqual(15)
  // A read per file (11), the mutations, the cache, and the fixtures.
  expect(QUERY_TYPE_TESTS.length).toBeGreaterThanOrEqual(14)
  project = linkedProject('readme', packed, [
    'viem',
    'react',
    'react-dom',
    '@tanstack/react-query',
    '@tanstack/react-virtual',
    'wagmi',
    'pg',
    'msw',
    'vite',
    'vitest',
    '@types/node',
    '@types/pg',
    '@types/react',
    '@types/react-dom',
  ])
  const entries = Object.keys(packed.manifest.exports as Record<string, unknown>)
    .filter((path) => !/package\.json|\.css$|storybook/.test(path))
    .map((path) => (path === '.' ? 'platform-kit' : `platform-kit/${path.slice(2)}`))
  const files: Record<string, string> = {
    'tsconfig.bundler.json': strictTsconfig('bundler', { types: ['node'] }),
    // Under nodenext, what resolves differently: every entry, and the query type tests. The
    // docs' blocks import only those entries, so they are checked once, under bundler.
    'tsconfig.nodenext.json': JSON.stringify({
      ...JSON.parse(strictTsconfig('nodenext', { types: ['node'] })),
      files: ['entries.ts', ...QUERY_TYPE_TESTS.map((name) => `query/${name}`)],
    }),
    'entries.ts': entries
      .map((entry, i) => `export * as entry${i} from ${JSON.stringify(entry)}\n`)
      .join(''),
  }
  for (const name of QUERY_TYPE_TESTS) {
    files[`query/${name}`] = readFileSync(join(KIT, 'src', 'query', name), 'utf8')
  }
  for (const block of blocks) {
    // Each block is a module of its own; `export {}` keeps one without imports a module.
    files[`${blockDir(block.path)}/line-${block.line}.${block.lang}`] =
      `${block.given}\n${block.code}\nexport {}\n`
  }
  project.write(files)
  for (const config of ['tsconfig.bundler.json', 'tsconfig.nodenext.json']) {
    const errors = await kitErrors(project, config)
    // A failing block is named by its page and line, so that the message points at the docs.
    const pageOf = new Map(blocks.map((b) => [blockDir(b.path), b.path]))
    expect(
      errors.map((e) =>
        e.replace(
          /^(blocks\/[\w-]+)\/line-(\d+)\.tsx?\((\d+)/,
          (_, dir: string, line: string, at: string) =>
            `${pageOf.get(dir)} block at line ${line}, (${at}`,
        ),
      ),
      config,
    ).toEqual([])
  }
}, 300_000)

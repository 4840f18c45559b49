/**
 * The kit's declarations, checked in full: a fresh project holds the packed
 * kit with every peer the README names (laid out as `npm ci` would lay it
 * out, linked from the kit's locked install), and is type-checked `strict`
 * with `skipLibCheck: false`, under `moduleResolution` `bundler` and
 * `nodenext`. It holds a file that imports every entry, the type tests of
 * the query definitions (test/query/types.test.ts, compiled against the
 * package: a key whose data type degrades to `{}` fails), and the README's
 * code as a user would paste it: every `ts`/`tsx` block is a module of its
 * own. A block that uses names defined elsewhere on
 * the page says so in an HTML comment right before it
 * (`<!-- given: declare const contractAddress: string -->`), which is
 * compiled in front of it. The sections whose files a test builds and runs
 * as a whole app are left to those tests: "Next.js (App Router)"
 * (test/consumer/next.test.ts) and "Prototyping in Storybook"
 * (test/consumer/storybook.test.ts), whose entry is checked by that build.
 */
import { readFileSync } from 'node:fs'
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

const BUILT_ELSEWHERE = [
  '## Your first page',
  '## Next.js (App Router)',
  '## Prototyping in Storybook',
]

interface Block {
  readonly line: number
  readonly section: string
  readonly lang: 'ts' | 'tsx'
  readonly given: string
  readonly code: string
}

/** The README's TypeScript blocks with what each is given. */
function readmeBlocks(): Block[] {
  const readme = readFileSync(join(KIT, 'README.md'), 'utf8')
  const headings = [...readme.matchAll(/^#+ .*$/gm)].map((m) => ({ at: m.index, text: m[0] }))
  return [...readme.matchAll(/(?:<!-- given: (.*?) -->\n\n)?```(tsx?)\n([\s\S]*?)```/g)].map(
    (m) => ({
      line: readme.slice(0, m.index).split('\n').length,
      section: headings.filter((h) => h.at < m.index).at(-1)?.text ?? '',
      lang: m[2] as 'ts' | 'tsx',
      given: m[1] ?? '',
      code: m[3]!,
    }),
  )
}

const packed = inject('packed')
let project: Project | undefined
afterAll(() => project?.remove(), REMOVE_TIMEOUT)

test('every entry, the query type tests and every README block type-check strict, skipLibCheck false, bundler and nodenext', async () => {
  const blocks = readmeBlocks().filter(
    (b) => !BUILT_ELSEWHERE.some((heading) => b.section.startsWith(heading)),
  )
  expect(blocks.length).toBeGreaterThanOrEqual(15)
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
    'tsconfig.nodenext.json': strictTsconfig('nodenext', { types: ['node'] }),
    'entries.ts': entries
      .map((entry, i) => `export * as entry${i} from ${JSON.stringify(entry)}\n`)
      .join(''),
    'types.test.ts': readFileSync(join(KIT, 'test', 'query', 'types.test.ts'), 'utf8'),
  }
  for (const block of blocks) {
    // Each block is a module of its own; `export {}` keeps one without imports a module.
    files[`readme/line-${block.line}.${block.lang}`] = `${block.given}\n${block.code}\nexport {}\n`
  }
  project.write(files)
  for (const config of ['tsconfig.bundler.json', 'tsconfig.nodenext.json']) {
    const errors = await kitErrors(project, config)
    // A failing block is named by its README line, so that the message points at the README.
    expect(
      errors.map((e) =>
        e.replace(/^readme\/line-(\d+)\.tsx?\((\d+)/, 'README.md block at line $1, ($2'),
      ),
      config,
    ).toEqual([])
  }
}, 300_000)

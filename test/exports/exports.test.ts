/**
 * The public surface is a decision (issue 29): each entry's runtime export
 * names, pinned as wagmi's `exports` tests pin theirs. A name that appears or
 * disappears fails here until the snapshot is updated on purpose
 * (`npx vitest run test/exports -u`), the README says it, and a removal gets
 * a line in docs/decisions.md.
 */
import { expect, test } from 'vitest'
import { allDocs } from '../support/docs.js'

const ENTRIES = {
  'platform-kit': () => import('../../src/core/index.js'),
  'platform-kit/query': () => import('../../src/query/index.js'),
  'platform-kit/wallet': () => import('../../src/wallet/index.js'),
  'platform-kit/react': () => import('../../src/react/index.js'),
  'platform-kit/server': () => import('../../src/server/index.js'),
  'platform-kit/emulator': () => import('../../src/emulator/index.js'),
  'platform-kit/emulator/node': () => import('../../src/emulator/adapters/node.js'),
  'platform-kit/emulator/msw': () => import('../../src/emulator/adapters/msw.js'),
  'platform-kit/emulator/vite': () => import('../../src/emulator/adapters/vite.js'),
  'platform-kit/ui': () => import('../../src/ui/index.js'),
  'platform-kit/storybook': () => import('../../src/storybook/index.js'),
} as const

test.each(Object.keys(ENTRIES))('%s exports what it means to', async (entry) => {
  const module = await ENTRIES[entry as keyof typeof ENTRIES]()
  await expect(`${Object.keys(module).sort().join('\n')}\n`).toMatchFileSnapshot(
    `./${entry.replaceAll('/', '__')}.exports.txt`,
  )
})

test("the entries are package.json's, but the stylesheet", async () => {
  const { exports } = (await import('../../package.json', { with: { type: 'json' } })).default
  const paths = Object.keys(exports)
    .filter((path) => path !== './package.json' && !path.endsWith('.css'))
    .map((path) => (path === '.' ? 'platform-kit' : `platform-kit/${path.slice(2)}`))
  expect(Object.keys(ENTRIES).sort()).toEqual(paths.sort())
})

test("the docs' imports are in the snapshots: each value they import from an entry, that entry exports", async () => {
  const { readFile } = await import('node:fs/promises')
  const readme = allDocs()
  const missing: string[] = []
  let seen = 0
  for (const [, names, entry] of readme.matchAll(
    /import\s+\{([^}]*)\}\s+from\s+'(platform-kit(?:\/[\w/]+)?)'/g,
  )) {
    if (!(entry! in ENTRIES)) continue // the stylesheet and the like
    const snapshot = await readFile(
      new URL(`./${entry!.replaceAll('/', '__')}.exports.txt`, import.meta.url),
      'utf8',
    )
    const exported = new Set(snapshot.split('\n'))
    for (const raw of names!.split(',')) {
      const name = raw.trim()
      if (name === '' || name.startsWith('type ')) continue // types are not runtime names
      seen++
      if (!exported.has(name)) missing.push(`${name} from ${entry}`)
    }
  }
  expect(seen).toBeGreaterThan(20)
  expect(missing).toEqual([])
})

/**
 * Every entry as its users install it: for each row of the README's table
 * "What the package holds", a fresh project gets the packed kit and exactly
 * the packages that row names (at the kit's locked versions), then imports
 * the entry in Node and type-checks a file that imports it (`strict`,
 * `moduleResolution: bundler`), tracing every module the kit's declarations
 * import. An import of a package the row does not name — in the JavaScript
 * or in a declaration — fails here.
 *
 * Each row's project holds the kit, unpacked from the tarball, and links to
 * just the packages its own install would put at the top of node_modules, in
 * the kit's own locked install (`linkedProject`) — what the kit imports
 * resolves there or nowhere — instead of an install per row (8 installs:
 * 229 s of the suite's time on a busy machine).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, test } from 'vitest'
import { KIT, linkedProject, strictTsconfig, TSC, usingProject } from '../support/consumer.js'

interface Row {
  readonly entry: string
  readonly peers: readonly string[]
}

/** The README's entries and the packages each one says to install beside it. */
function readmeEntries(): Row[] {
  const readme = readFileSync(join(KIT, 'README.md'), 'utf8')
  const start = readme.indexOf('## What the package holds')
  const table = readme.slice(start, readme.indexOf('\n\n', readme.indexOf('| Entry', start)))
  return table
    .split('\n')
    .filter((line) => /^\| `platform-kit/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim())
      const entry = /`([^`]+)`/.exec(cells[1]!)![1]!
      // The packages are the code spans of the last cell, before any parenthesis.
      const peers = [...cells[3]!.replace(/\(.*\)/, '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!)
      return { entry, peers }
    })
    .filter((row) => row.entry !== 'platform-kit/storybook') // test/consumer/storybook.test.ts
}

const ROWS = readmeEntries()
const packed = inject('packed')

/** Types a TypeScript user of these packages has anyway: Node's for the server-side entries, React's with React. */
function typesFor(entries: readonly string[], peers: readonly string[]): string[] {
  const types: string[] = []
  if (entries.some((e) => /server|emulator\/(node|vite)/.test(e))) types.push('@types/node')
  if (peers.includes('react') || peers.includes('wagmi')) types.push('@types/react')
  if (peers.includes('react-dom')) types.push('@types/react-dom')
  return types
}

/** Entries that need the same packages share one project: one install per distinct row. */
const GROUPS = [
  ...ROWS.reduce((groups, row) => {
    const key = [...row.peers].sort().join(' ')
    groups.set(key, [...(groups.get(key) ?? []), row.entry])
    return groups
  }, new Map<string, string[]>()),
].map(([key, entries]) => ({ peers: key.split(' '), entries }))

test('the README lists every export of package.json but the stylesheet', () => {
  const exports = Object.keys(packed.manifest.exports as Record<string, unknown>)
    .filter((path) => path !== './package.json' && !path.endsWith('.css'))
    .map((path) => (path === '.' ? 'platform-kit' : `platform-kit/${path.slice(2)}`))
  expect([...ROWS.map((row) => row.entry), 'platform-kit/storybook'].sort()).toEqual(exports.sort())
})

/**
 * The modules tsc could not resolve from the kit's declarations: a
 * declaration that imports a package the row does not name. (`skipLibCheck`
 * hides such an error; the trace does not. The full check of the
 * declarations, `skipLibCheck: false`, is test/consumer/types.test.ts.)
 */
function unresolvedFromKit(trace: string, nodeTypes: boolean): string[] {
  const unresolved: string[] = []
  let from = ''
  for (const line of trace.split('\n')) {
    const resolving = /^======== Resolving module '([^']+)' from '([^']+)'/.exec(line)
    if (resolving) from = resolving[2]!
    const failed = /^======== Module name '([^']+)' was not resolved/.exec(line)
    // `node:` modules are declared by @types/node, not resolved to files.
    if (failed && nodeTypes && failed[1]!.startsWith('node:')) continue
    if (failed && from.includes('/node_modules/platform-kit/'))
      unresolved.push(`${failed[1]} from ${from}`)
  }
  return unresolved
}

describe.each(GROUPS)('$entries with $peers', ({ entries, peers }) => {
  test('each imports in Node, and its declarations resolve with only these packages', async () => {
    const types = typesFor(entries, peers)
    const project = linkedProject(entries[0]!.replace(/\W+/g, '-'), packed, [...peers, ...types])
    await usingProject(Promise.resolve(project), async (p) => {
      if (entries.includes('platform-kit')) {
        const { installed } = project
        expect(installed, 'a core-only install pulls no React').not.toContain('react')
        expect(installed).not.toContain('react-dom')
        expect(installed).not.toContain('wagmi')
      }
      p.write({
        'import.mjs': `for (const entry of ${JSON.stringify(entries)}) {
  const names = Object.keys(await import(entry))
  if (names.length === 0) throw new Error(entry + ' exports nothing')
  console.log(entry, names.length)
}
`,
        'check.ts': entries
          .map((entry, i) => `import * as entry${i} from ${JSON.stringify(entry)}\n`)
          .join('')
          .concat(
            `export const names: readonly string[] = [${entries.map((_, i) => `...Object.keys(entry${i})`).join(', ')}]\n`,
          ),
        'tsconfig.json': strictTsconfig('bundler', {
          types: types.map((t) => t.replace('@types/', '')),
          skipLibCheck: true,
        }),
      })
      if (entries.includes('platform-kit/ui')) {
        // Production JSX only: React's production `react/jsx-dev-runtime` has no `jsxDEV`.
        const dev = await p
          .sh('grep', ['-rl', 'jsx-dev-runtime', 'node_modules/platform-kit/dist'])
          .catch(() => '')
        expect(dev, 'modules that import react/jsx-dev-runtime').toBe('')
      }
      const imported = await p.sh('node', ['import.mjs'])
      expect(imported.trim().split('\n')).toHaveLength(entries.length)
      const trace = await p.sh(process.execPath, [TSC, '-p', 'tsconfig.json', '--traceResolution'])
      expect(unresolvedFromKit(trace, types.includes('@types/node'))).toEqual([])
      expect(trace).not.toMatch(/error TS\d+/)
    })
  }, 300_000)
})

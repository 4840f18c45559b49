/**
 * The UI's feature folders (issue 44): every public component is one folder,
 * src/ui/components/<Name>/, holding its bound component (<Name>.tsx), a
 * story and at least one test; and a folder is one unit — no file in it but
 * the public component file is imported from outside it, except by the ui
 * entry (src/ui/index.ts; helpers.ts, its list of pure helpers; trade.ts,
 * the trade UI's; filters.ts, the filters'). Fails when a component comes without its story or test, or when code reaches
 * into another component's internals (dependency-cruiser states the same
 * rule for the kit's sources; this holds tests, stories and the rest of the
 * repository to it too).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { expect, test } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const COMPONENTS = 'src/ui/components'
/** What may import a component's internals besides its own folder. */
const ENTRY = new Set([
  'src/ui/index.ts',
  'src/ui/helpers.ts',
  'src/ui/trade.ts',
  'src/ui/filters.ts',
])
/** Where code that imports the kit's sources lives. */
const SCANNED = ['src', 'test', 'demo', 'examples', 'scripts', '.storybook']

/** Every file under `dir` (repository-relative), folders skipped by name. */
function filesUnder(dir: string): string[] {
  if (!existsSync(join(ROOT, dir))) return []
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path)
    return [path]
  })
}

/** The public components: one folder each, named by the component. */
const folders = readdirSync(join(ROOT, COMPONENTS), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** The names `src/ui/index.ts` takes from a component folder's public file. */
/** The entry's lists of names: index.ts, and trade.ts and filters.ts, which it re-exports. */
const entry = ['src/ui/index.ts', 'src/ui/trade.ts', 'src/ui/filters.ts']
  .map((file) => readFileSync(join(ROOT, file), 'utf8'))
  .join('\n')

test('src/ui/components holds one folder per public component, and nothing else', () => {
  expect(folders.length).toBeGreaterThanOrEqual(16)
  const loose = readdirSync(join(ROOT, COMPONENTS), { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
  expect(loose).toEqual([])
  const exported = folders.filter((name) => entry.includes(`'./components/${name}/${name}.js'`))
  expect(exported).toEqual(folders)
})

test.each(folders)('%s: its bound component, a story and a test in its folder', (name) => {
  const files = readdirSync(join(ROOT, COMPONENTS, name))
  expect(files).toContain(`${name}.tsx`)
  expect(files.filter((f) => f.endsWith('.stories.tsx')).length).toBeGreaterThan(0)
  expect(files.filter((f) => /\.test\.tsx?$/.test(f)).length).toBeGreaterThan(0)
})

/** The repository-relative file a relative import specifier names, if it is one of the kit's. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier))
  const candidates = base.endsWith('.js')
    ? [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base]
    : [base, `${base}.ts`, `${base}.tsx`]
  return candidates.find((c) => existsSync(join(ROOT, c)))
}

/** Every import (static, dynamic, side-effect, re-export) of relative specifiers in a file. */
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g

test("no file reaches into a component's folder but through its public file (or the entry)", () => {
  const reaches: string[] = []
  for (const file of SCANNED.flatMap(filesUnder).filter((f) => /\.(tsx?|mts|css)$/.test(f))) {
    const text = readFileSync(join(ROOT, file), 'utf8')
    for (const [, specifier] of text.matchAll(SPECIFIER)) {
      const target = resolveImport(file, specifier!)
      const folder = target?.match(/^src\/ui\/components\/([^/]+)\//)?.[1]
      if (!target || !folder) continue
      const inside = file.startsWith(`${COMPONENTS}/${folder}/`)
      const isPublic = target === `${COMPONENTS}/${folder}/${folder}.tsx`
      // The stylesheet entry imports each folder's styles: styles are the folder's public face too.
      const isStyles = file === 'src/ui/styles.css' && target.endsWith('.css')
      if (!inside && !isPublic && !isStyles && !ENTRY.has(file)) {
        reaches.push(`${file} → ${relative(ROOT, join(ROOT, target))}`)
      }
    }
  }
  expect(reaches).toEqual([])
})

test('the check finds a reach into a folder, and lets the public file and the entry through', () => {
  const folder = `${COMPONENTS}/SellerDesk`
  expect(
    resolveImport('test/ui/x.test.tsx', '../../src/ui/components/SellerDesk/DeskView.js'),
  ).toBe(`${folder}/DeskView.tsx`)
  expect(
    [...'import { a } from "./x.js"; export { b } from \'../y.js\''.matchAll(SPECIFIER)].map(
      (m) => m[1],
    ),
  ).toEqual(['./x.js', '../y.js'])
})

/**
 * The public types are a decision too (issue 44): each entry's type-only
 * export names — interfaces, type aliases, and the types of the schemas —
 * pinned beside its runtime names (exports.test.ts). A type that appears or
 * disappears from an entry fails here until the snapshot is updated on
 * purpose (`npx vitest run --project node test/exports -u`).
 */
import { join } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { API_ENTRIES } from '../../scripts/api/program.js'

const SRC = join(import.meta.dirname, '..', '..', 'src')
/** Each entry and its source under src/: the API report's list (scripts/api/program.ts). */
const ENTRIES = API_ENTRIES

/** One program over every entry: the type checker sees what a user's import sees. */
const program = ts.createProgram(
  Object.values(ENTRIES).map((file) => join(SRC, file)),
  {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  },
)
const checker = program.getTypeChecker()

/** The names an entry exports that are types only (no runtime value). */
function typeNames(file: string): string[] {
  const source = program.getSourceFile(join(SRC, file))
  const module = source && checker.getSymbolAtLocation(source)
  if (!module) throw new Error(`no module symbol for ${file}`)
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      return (target.flags & ts.SymbolFlags.Value) === 0
    })
    .map((symbol) => symbol.getName())
    .sort()
}

test.each(Object.keys(ENTRIES))('%s exports the types it means to', async (entry) => {
  await expect(`${typeNames(ENTRIES[entry]!).join('\n')}\n`).toMatchFileSnapshot(
    `./${entry.replaceAll('/', '__')}.types.txt`,
  )
})

test('type names are found: a schema value with its type is a value, an interface is a type', () => {
  const core = typeNames(ENTRIES['platform-kit']!)
  expect(core).toContain('ClientConfig')
  expect(core).not.toContain('createClient')
  expect(core.length).toBeGreaterThan(50)
})

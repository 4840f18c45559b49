/**
 * The public API as a user's import sees it: one TypeScript program over the
 * declarations the package ships (dist/types, built by `npm run build` or
 * `tsc -p tsconfig.build.json`), and each entry's exports with their
 * declarations as written there. Read by the API report (scripts/api/report.ts) and the
 * reference (scripts/api/reference.ts).
 */
import { join } from 'node:path'
import ts from 'typescript'

/** The declarations the package ships (`tsc -p tsconfig.build.json`), laid out as src/. */
const TYPES = join(import.meta.dirname, '..', '..', 'dist', 'types')

/** Each entry of package.json's exports (but the stylesheet) and its source, relative to src/. */
export const API_ENTRIES: Readonly<Record<string, string>> = {
  'platform-kit': 'core/index.ts',
  'platform-kit/query': 'query/index.ts',
  'platform-kit/wallet': 'wallet/index.ts',
  'platform-kit/react': 'react/index.ts',
  'platform-kit/server': 'server/index.ts',
  'platform-kit/emulator': 'emulator/index.ts',
  'platform-kit/emulator/node': 'emulator/adapters/node.ts',
  'platform-kit/emulator/msw': 'emulator/adapters/msw.ts',
  'platform-kit/emulator/vite': 'emulator/adapters/vite.ts',
  'platform-kit/ui': 'ui/index.ts',
  'platform-kit/storybook': 'storybook/index.ts',
}

/** One exported name: what it is, its signature as the checker prints it, its TSDoc. */
export interface ApiExport {
  readonly name: string
  readonly kind: 'function' | 'class' | 'value' | 'interface' | 'type' | 'enum'
  /** Declarations, one per line group: what a changed parameter or member changes. */
  readonly signature: string
  readonly summary: string
  readonly examples: readonly string[]
  readonly deprecated?: string
}

/** One program over the entries' shipped declarations: the checker sees what a user's import sees. */
export function createApiProgram(): ts.Program {
  return ts.createProgram(Object.keys(API_ENTRIES).map(entryFile), {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  })
}

/** The statements of a declaration file that declare `name`: overloads, merged declarations. */
function statementsNamed(file: ts.SourceFile, name: string): ts.Statement[] {
  return file.statements.filter((st) => {
    if (ts.isVariableStatement(st))
      return st.declarationList.declarations.some((d) => d.name.getText(file) === name)
    const named = st as ts.Statement & { name?: ts.Node }
    return named.name !== undefined && named.name.getText(file) === name
  })
}

/** Declarations as the declaration file has them, without comments. */
function printed(nodes: readonly ts.Node[]): string {
  const printer = ts.createPrinter({ removeComments: true })
  return nodes
    .map((node) => printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()))
    .join('\n')
    .replace(/^export (declare )?/gm, '')
    .replace(/^declare /gm, '')
}

/** The TSDoc of a symbol: its summary, its `@example`s and `@deprecated`. */
function docOf(symbol: ts.Symbol, checker: ts.TypeChecker) {
  const summary = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim()
  const tags = symbol.getJsDocTags(checker)
  const text = (tag: ts.JSDocTagInfo) => ts.displayPartsToString(tag.text).trim()
  const examples = tags.filter((t) => t.name === 'example').map(text)
  const deprecated = tags.find((t) => t.name === 'deprecated')
  return { summary, examples, ...(deprecated && { deprecated: text(deprecated) || 'deprecated' }) }
}

/** What an export is, by its symbol's flags. */
function kindOf(symbol: ts.Symbol): ApiExport['kind'] {
  const f = symbol.flags
  if (f & ts.SymbolFlags.Class) return 'class'
  if (f & ts.SymbolFlags.Enum) return 'enum'
  if (f & ts.SymbolFlags.Function) return 'function'
  if (f & ts.SymbolFlags.Value) return 'value'
  if (f & ts.SymbolFlags.Interface) return 'interface'
  return 'type'
}

/** The source file of an entry. */
export const entryFile = (entry: string) =>
  join(TYPES, API_ENTRIES[entry]!.replace(/\.ts$/, '.d.ts'))

/** The exports of a module (an entry's file), sorted by name. */
export function moduleExports(program: ts.Program, file: string): ApiExport[] {
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)
  const module = source && checker.getSymbolAtLocation(source)
  if (!module) throw new Error(`no module symbol for ${file}`)
  return checker
    .getExportsOfModule(module)
    .map((exported) => {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const name = exported.getName()
      const declarations = symbol.getDeclarations() ?? []
      const kind = kindOf(symbol)
      const dts = declarations[0]?.getSourceFile()
      const found = dts ? statementsNamed(dts, symbol.getName()) : []
      if (found.length === 0) throw new Error(`${name}: no declaration emitted for it`)
      const parts = [printed(found)]
      return { name, kind, signature: parts.join('\n'), ...docOf(symbol, checker) }
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

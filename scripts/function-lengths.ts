/**
 * `npx tsx scripts/function-lengths.ts`: every function under src/ whose
 * block body is over 80 lines, longest first, with its file and line (issue
 * 44: a function reads in one sitting). A body is measured from the line of
 * its opening brace to the line of its closing brace, both counted; function
 * declarations and expressions, arrows, methods, accessors and constructors
 * are measured, an arrow with an expression body is not.
 * test/functionLength.test.ts holds src/ to it with the same measure.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** The longest body a function may have, in lines. */
export const MAX_FUNCTION_LINES = 80

/** One function-like with a block body, and how long that body is. */
export interface FunctionLength {
  /** Its name: declared, or that of the variable, property or assignment it is the value of (`<anonymous>` else). */
  readonly name: string
  /** The 1-based line where it starts. */
  readonly line: number
  /** Lines from its body's opening brace to its closing brace, both counted. */
  readonly lines: number
}

/** A function-like that can have a block body. */
type WithBody =
  | ts.FunctionDeclaration
  | ts.FunctionExpression
  | ts.ArrowFunction
  | ts.MethodDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration
  | ts.ConstructorDeclaration

/** Whether a node is a function-like that can have a block body. */
const withBody = (node: ts.Node): node is WithBody =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node) ||
  ts.isConstructorDeclaration(node)

/**
 * A function's name: its own, else that of what it is the value of — a
 * variable, a property, a class field or an assignment's target — through
 * calls that wrap it (`memo(function …)`, `forwardRef((props, ref) => …)`).
 */
function nameOf(node: WithBody): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor'
  if (node.name) return node.name.getText()
  let at: ts.Node = node
  while (
    ts.isCallExpression(at.parent) ||
    ts.isParenthesizedExpression(at.parent) ||
    ts.isAsExpression(at.parent) ||
    ts.isSatisfiesExpression(at.parent)
  ) {
    at = at.parent
  }
  const { parent } = at
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return parent.name.getText()
  }
  if (ts.isBinaryExpression(parent) && parent.right === at) return parent.left.getText()
  return '<anonymous>'
}

/** The function-likes with a block body in one source text, in source order. */
export function functionLengths(fileName: string, text: string): FunctionLength[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1
  const found: FunctionLength[] = []
  const visit = (node: ts.Node) => {
    if (withBody(node) && node.body && ts.isBlock(node.body)) {
      found.push({
        name: nameOf(node),
        line: lineOf(node.getStart(source)),
        lines: lineOf(node.body.getEnd()) - lineOf(node.body.getStart(source)) + 1,
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * What sits beside the kit's sources but is not the kit: tests, type tests,
 * stories and test fixtures (issue 44 put them beside their units). A
 * `describe` is a list of cases, not a function to read in one sitting.
 */
export const NOT_SOURCE = /\.(test|test-d|stories|fixtures)\.tsx?$/

/** Every .ts and .tsx file of the kit under `dir`: not its tests, stories or fixtures. */
function tsSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsSources(path)
    return /\.tsx?$/.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [path] : []
  })
}

/** A function over the limit, with its file (relative to `root`). */
export interface LongFunction extends FunctionLength {
  readonly file: string
}

/** The functions under `root`/src whose body is over `MAX_FUNCTION_LINES`, longest first. */
export function longFunctions(root: string): LongFunction[] {
  return tsSources(join(root, 'src'))
    .flatMap((path) => {
      const file = relative(root, path).replaceAll('\\', '/')
      return functionLengths(file, readFileSync(path, 'utf8')).map((f) => ({ file, ...f }))
    })
    .filter((f) => f.lines > MAX_FUNCTION_LINES)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line)
}

if (process.argv[1] === import.meta.filename) {
  const long = longFunctions(join(import.meta.dirname, '..'))
  for (const f of long) console.log(`${f.lines} ${f.file}:${f.line} ${f.name}`)
  console.log(`${long.length} over ${MAX_FUNCTION_LINES} lines`)
}

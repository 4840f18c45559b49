/**
 * Functions that read in one sitting (issue 44): no function under src/ has a
 * block body over 80 lines — function declarations and expressions, arrows,
 * methods, accessors and constructors, each measured by the TypeScript
 * compiler's parse (scripts/function-lengths.ts, which also lists them). A
 * longer one is split by what it does: named helpers, or a factory built from
 * smaller builders over a shared state, as src/emulator and src/server were.
 *
 * STILL_LONG names those not split yet ('path#name'). It can only shrink: a
 * function split, or renamed, must leave it, and nothing joins it.
 */
import { join } from 'node:path'
import { expect, test } from 'vitest'
import {
  functionLengths,
  type LongFunction,
  longFunctions,
  MAX_FUNCTION_LINES,
} from '../scripts/function-lengths.js'

const ROOT = join(import.meta.dirname, '..')

/** The functions over the limit that are still to be split. */
const STILL_LONG: ReadonlySet<string> = new Set([])

const keyOf = (f: LongFunction) => `${f.file}#${f.name}`
const long = longFunctions(ROOT)

test(`no function under src/ is over ${MAX_FUNCTION_LINES} lines, but those still to split`, () => {
  const over = long
    .filter((f) => !STILL_LONG.has(keyOf(f)))
    .map((f) => `${f.file}:${f.line} ${f.name}: ${f.lines} lines`)
  expect(over).toEqual([])
})

test('STILL_LONG names only functions still over the limit: it can only shrink', () => {
  const still = new Set(long.map(keyOf))
  expect([...STILL_LONG].filter((key) => !still.has(key))).toEqual([])
})

test("a function's length is its block body's lines, braces included; every function-like is measured", () => {
  const source = [
    'export function declared(a: number) {', // 1
    '  return a', // 2
    '}', // 3
    'const arrow = (a: number) => {', // 4
    '  const b = a + 1', // 5
    '  return b', // 6
    '}', // 7
    'const expressionBody = (a: number) => a + 1', // 8
    'const wrapped = memo(function (a: number) { return a })', // 9
    'class Box {', // 10
    '  constructor(private v: number) {', // 11
    '    this.v = v', // 12
    '  }', // 13
    '  get value() {', // 14
    '    return this.v', // 15
    '  }', // 16
    '  set value(v: number) { this.v = v }', // 17
    '  double() {', // 18
    '    return this.v * 2', // 19
    '  }', // 20
    '  field = () => {', // 21
    '  }', // 22
    '}', // 23
    'const methods = { run: function named() {', // 24
    '}, go: () => {} }', // 25
    'exports.assigned = () => {', // 26
    '}', // 27
    'setTimeout(() => {', // 28
    '  tick()', // 29
    '})', // 30
    'declare function bodiless(): void', // 31
  ].join('\n')
  expect(functionLengths('inline.ts', source)).toEqual([
    { name: 'declared', line: 1, lines: 3 },
    { name: 'arrow', line: 4, lines: 4 },
    { name: 'wrapped', line: 9, lines: 1 },
    { name: 'constructor', line: 11, lines: 3 },
    { name: 'value', line: 14, lines: 3 },
    { name: 'value', line: 17, lines: 1 },
    { name: 'double', line: 18, lines: 3 },
    { name: 'field', line: 21, lines: 2 },
    { name: 'named', line: 24, lines: 2 },
    { name: 'go', line: 25, lines: 1 },
    { name: 'exports.assigned', line: 26, lines: 2 },
    { name: '<anonymous>', line: 28, lines: 3 },
  ])
})

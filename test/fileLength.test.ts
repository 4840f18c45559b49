/**
 * The house's rule that no linter states (issue 29): a source file does one
 * job and reads in one sitting — no file under src/ (code or styles) is over
 * 300 lines. A file that grows past it is split by what it does, as
 * src/ui/helpers.ts took the pure helpers out of the ui entry's list.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { NOT_SOURCE } from '../scripts/function-lengths.js'

const SRC = join(import.meta.dirname, '..', 'src')
const MAX_LINES = 300

/** Every .ts, .tsx and .css file of the kit under `dir`: its tests and stories beside it are not the kit. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.(tsx?|css)$/.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [path] : []
  })
}

/** Lines as an editor counts them: a final newline ends the last line, it does not start one. */
const lineCount = (text: string) =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

test(`no source file is over ${MAX_LINES} lines`, () => {
  const files = sourceFiles(SRC)
  expect(files.length).toBeGreaterThan(300)
  const over = files
    .map((file) => ({ file: relative(SRC, file), lines: lineCount(readFileSync(file, 'utf8')) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `src/${file}: ${lines} lines`)
  expect(over).toEqual([])
})

test('lines are counted as an editor counts them', () => {
  expect(lineCount('')).toBe(0)
  expect(lineCount('a\n')).toBe(1)
  expect(lineCount('a\nb')).toBe(2)
  expect(lineCount('a\nb\n')).toBe(2)
})

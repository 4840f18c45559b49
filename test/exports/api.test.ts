/**
 * The API report and the reference are current (issue 46): each entry's
 * signatures as the package ships them (api/*.api.md) and its reference page
 * (docs/reference/), generated from the built declarations, equal the files
 * on disk — a changed signature fails here until `npm run api` writes it on
 * purpose, and shows in the commit's diff.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { pages } from '../../scripts/api/generate.js'
import { moduleExports } from '../../scripts/api/program.js'
import { renderReport } from '../../scripts/api/render.js'

const ROOT = join(import.meta.dirname, '..', '..')
let generated: Map<string, string>

beforeAll(() => {
  // Under `npm test` the build ran before the tests; alone, the declarations are built here.
  if (process.env.PLATFORM_KIT_BUILT !== '1') {
    execFileSync(
      process.execPath,
      ['node_modules/typescript7/bin/tsc', '-p', 'tsconfig.build.json'],
      {
        cwd: ROOT,
      },
    )
  }
  generated = pages()
}, 120_000)

test('every entry has its report and its reference page, and an index', () => {
  expect([...generated.keys()].filter((p) => p.startsWith('api/'))).toHaveLength(11)
  expect(generated.has('docs/reference/index.md')).toBe(true)
})

test('the API report and the reference equal what the sources give (else: npm run api)', () => {
  const stale = [...generated]
    .filter(([path, text]) => {
      try {
        return readFileSync(join(ROOT, path), 'utf8') !== text
      } catch {
        return true
      }
    })
    .map(([path]) => path)
  expect(stale, 'run `npm run api` and look at the diff').toEqual([])
})

const dir = mkdtempSync(join(tmpdir(), 'pk-api-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const OPTIONS: ts.CompilerOptions = { strict: true, noEmit: true }
/** The compiler's host, keeping the standard library's files once parsed (each program read them again: 28 s for four on a loaded machine). */
const host = ts.createCompilerHost(OPTIONS)
const parsed = new Map<string, ts.SourceFile | undefined>()
const readSource = host.getSourceFile
host.getSourceFile = (name, ...rest) => {
  if (!name.includes('/lib.')) return readSource(name, ...rest)
  if (!parsed.has(name)) parsed.set(name, readSource(name, ...rest))
  return parsed.get(name)
}
let last: ts.Program | undefined

/** The report of a one-file module. */
function reportOf(source: string): string {
  const file = join(dir, `m${Math.random().toString(36).slice(2)}.d.ts`)
  writeFileSync(file, source)
  last = ts.createProgram([file], OPTIONS, host, last)
  return renderReport('m', moduleExports(last, file))
}

test('a changed parameter, return or member changes the report; a comment does not', () => {
  const base = reportOf(
    '/** Reads. */\nexport declare function read(id: string): Promise<number>;\nexport interface Page { size: number }\n',
  )
  expect(base).toContain('function read(id: string): Promise<number>;')
  expect(
    reportOf(
      'export declare function read(id: bigint): Promise<number>;\nexport interface Page { size: number }\n',
    ),
  ).not.toBe(base)
  expect(
    reportOf(
      '/** Reads. */\nexport declare function read(id: string): Promise<number>;\nexport interface Page { size?: number }\n',
    ),
  ).not.toBe(base)
  expect(
    reportOf(
      '/** Reads, now said otherwise. */\nexport declare function read(id: string): Promise<number>;\nexport interface Page { size: number }\n',
    ),
  ).toBe(base)
}, 60_000)

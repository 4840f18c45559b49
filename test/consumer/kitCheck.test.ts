/**
 * `kitErrors` (test/support/kitCheck.ts): of a project's type errors, those
 * in its own files and in the kit's declarations, and those only — whether
 * another package is installed in the project or linked from outside it — so
 * that a check of the kit's declarations cannot pass by checking nothing.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, test } from 'vitest'
import { kitErrors, strictTsconfig } from '../support/consumer.js'

const run = promisify(execFile)
const root = mkdtempSync(join(tmpdir(), 'platform-kit-kitcheck-'))
const dir = join(root, 'project')
afterAll(() => rmSync(root, { recursive: true, force: true }))

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

const pkg = (name: string) => JSON.stringify({ name, version: '1.0.0', types: 'index.d.ts' })
write({
  'project/tsconfig.json': strictTsconfig('bundler'),
  'project/own.ts': `import { kit } from 'platform-kit'\nexport const n: number = kit\n`,
  'project/node_modules/platform-kit/package.json': pkg('platform-kit'),
  'project/node_modules/platform-kit/index.d.ts': [
    `export { installed } from 'installed'`,
    `export { linked } from 'linked'`,
    `export declare const kit: string`,
    `export declare const broken: KitMissing`,
    '',
  ].join('\n'),
  'project/node_modules/installed/package.json': pkg('installed'),
  'project/node_modules/installed/index.d.ts': 'export declare const installed: InstalledMissing\n',
  'shared/node_modules/linked/package.json': pkg('linked'),
  'shared/node_modules/linked/index.d.ts': 'export declare const linked: LinkedMissing\n',
})
symlinkSync(join(root, 'shared/node_modules/linked'), join(dir, 'node_modules/linked'), 'dir')

const sh = async (file: string, args: readonly string[]) =>
  (
    await run(file, args, { cwd: dir }).catch((error: Error & { stdout?: string }) => {
      throw new Error(`${error.message}\n${error.stdout ?? ''}`)
    })
  ).stdout

test("the project's own errors and the kit's, not another package's, installed or linked", async () => {
  expect(await kitErrors({ sh }, 'tsconfig.json')).toEqual([
    "node_modules/platform-kit/index.d.ts(4,30): error TS2304: Cannot find name 'KitMissing'.",
    "own.ts(2,14): error TS2322: Type 'string' is not assignable to type 'number'.",
  ])
})

test('a check that cannot run is an error, not an empty answer', async () => {
  await expect(kitErrors({ sh }, 'missing.json')).rejects.toThrow(/missing\.json/)
})

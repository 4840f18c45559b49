/**
 * Fresh projects that install the kit as its users do: from the packed
 * tarball (`npm pack`, made once by test/consumer/pack.global.ts), in a
 * temporary directory, with only the packages a test names. Two ways in:
 *
 * - `lockedProject`: packages at the kit's own locked versions, installed
 *   with `npm ci` from a lock cut from the kit's (test/support/lockSubset.ts):
 *   from the npm cache the kit's own install filled, else the registry.
 * - `installedProject`: `npm install name@version …` from the registry, for
 *   versions the kit does not lock (React 18, Next.js).
 * - `linkedProject`: laid out as `lockedProject` would install it, its
 *   packages linked from the one locked install of the run
 *   (`SHARED_PACKAGES`, installed by test/consumer/pack.global.ts beside the
 *   rest of the suite; `sharedInstall` waits for it).
 */
import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { lockSubset } from './lockSubset.js'

const run = promisify(execFile)
export const KIT = join(import.meta.dirname, '..', '..')

/**
 * The kit's native TypeScript 7 (`npm run typecheck`'s), for module resolution traces: what
 * TypeScript 5.9 traces, line for line, in a fifth of its time.
 */
export const TSC = join(KIT, 'node_modules', 'typescript7', 'bin', 'tsc')

/** `kitErrors`' check (kitCheck.ts, with the kit's typescript), and tsx to run it from any directory. */
const KIT_CHECK = [
  '--import',
  pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href,
  join(import.meta.dirname, 'kitCheck.ts'),
]

export interface Packed {
  /** The tarball's absolute path. */
  readonly file: string
  /** The package.json inside it. */
  readonly manifest: Record<string, unknown>
}

export interface Project {
  readonly dir: string
  /** Runs a command in the project and gives its standard output; rejects with both outputs when it exits non-zero. */
  sh(file: string, args: readonly string[], env?: NodeJS.ProcessEnv): Promise<string>
  /** Writes files (path relative to the project → text). */
  write(files: Readonly<Record<string, string>>): void
  /**
   * Removes the project, node_modules and all. Asynchronous: on a busy CI disk
   * removing a few hundred MB of small files took over a minute for eight
   * projects, so it must neither block the worker nor sit on a short hook clock.
   */
  remove(): Promise<void>
}

/** A timeout for a hook that removes projects: removal is slow on a busy disk, but it never hangs. */
export const REMOVE_TIMEOUT = 300_000

/**
 * Makes a project, gives it to `use`, and removes it when `use` settles —
 * inside the test that made it, so that no hook at the end of a file has
 * every project's removal on its clock.
 */
export async function usingProject<T>(
  make: Promise<Project>,
  use: (p: Project) => Promise<T>,
): Promise<T> {
  const p = await make
  try {
    return await use(p)
  } finally {
    await p.remove()
  }
}

const quietNpm = (online: boolean): NodeJS.ProcessEnv => ({
  npm_config_offline: String(!online),
  npm_config_prefer_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_loglevel: 'error',
  NEXT_TELEMETRY_DISABLED: '1',
})

function project(name: string, online: boolean): Project {
  const dir = mkdtempSync(join(tmpdir(), `platform-kit-consumer-${name}-`))
  const sh = async (file: string, args: readonly string[], env: NodeJS.ProcessEnv = {}) => {
    try {
      const { stdout } = await run(file, args, {
        cwd: dir,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, ...quietNpm(online), ...env },
      })
      return stdout
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string; message: string }
      throw new Error(
        `${file} ${args.join(' ')} (in ${name}):\n${e.stdout ?? ''}\n${e.stderr ?? e.message}`,
      )
    }
  }
  const write = (files: Readonly<Record<string, string>>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
  }
  const remove = () => rm(dir, { recursive: true, force: true, maxRetries: 3 })
  return { dir, sh, write, remove }
}

/**
 * A project with the kit and `dependencies` at the kit's locked versions,
 * installed by `npm ci` (no install scripts): from the npm cache when it holds
 * them all, else from the registry.
 */
export async function lockedProject(
  name: string,
  packed: Packed,
  dependencies: readonly string[],
): Promise<Project> {
  const p = project(name, false)
  const tarball = join(p.dir, 'kit.tgz')
  writeFileSync(tarball, readFileSync(packed.file))
  const { packageJson, lock } = lockSubset(join(KIT, 'package-lock.json'), dependencies, {
    path: relative(p.dir, tarball),
    file: tarball,
    manifest: packed.manifest,
  })
  p.write({
    'package.json': JSON.stringify(packageJson, null, 2),
    'package-lock.json': JSON.stringify(lock, null, 2),
  })
  const ci = ['ci', '--ignore-scripts']
  return installed(
    p,
    p.sh('npm', ci).catch(async (error: Error) => {
      if (!error.message.includes('ENOTCACHED')) throw error
      await p.sh('npm', ci, quietNpm(true))
    }),
  )
}

/** The project once its install has finished; a project whose install failed is removed, not left in the temporary directory. */
async function installed(p: Project, install: Promise<unknown>): Promise<Project> {
  try {
    await install
    return p
  } catch (error) {
    await p.remove()
    throw error
  }
}

/**
 * A project laid out as `npm ci` of `lockedProject(name, packed,
 * dependencies)` would lay it out, without installing: the packages that
 * install puts at the top of node_modules (cut from the kit's lock by
 * `lockSubset`) are links into `full`, a locked project of every dependency
 * the callers need, installed once; the kit itself is a copy, so that what
 * it imports resolves from this project's node_modules alone (Node and tsc
 * follow a link to its real path). A package the install would not have put
 * there is missing here too. `installed` names the top-level packages.
 */
export function linkedProject(
  name: string,
  packed: Packed,
  dependencies: readonly string[],
  full: Pick<Project, 'dir'>,
): Project & { readonly installed: readonly string[] } {
  const p = project(name, false)
  const { packageJson, lock } = lockSubset(join(KIT, 'package-lock.json'), dependencies, {
    path: 'kit.tgz',
    file: packed.file,
    manifest: packed.manifest,
  })
  const missing = dependencies.filter((dep) => !existsSync(join(full.dir, 'node_modules', dep)))
  if (missing.length > 0) {
    void p.remove()
    throw new Error(
      `${name}: ${missing.join(', ')} not in the install it links from (SHARED_PACKAGES)`,
    )
  }
  const installed = Object.keys((lock as { packages: Record<string, unknown> }).packages)
    .filter((path) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(path))
    // What the full install left out, `npm ci` leaves out here too: an optional package of
    // another platform, and what only such a package needs.
    .filter((path) => existsSync(join(full.dir, path)))
    .map((path) => path.slice('node_modules/'.length))
  for (const pkg of installed) {
    const at = join(p.dir, 'node_modules', pkg)
    mkdirSync(dirname(at), { recursive: true })
    if (pkg === 'platform-kit') cpSync(join(full.dir, 'node_modules', pkg), at, { recursive: true })
    else symlinkSync(join(full.dir, 'node_modules', pkg), at, 'dir')
  }
  p.write({ 'package.json': JSON.stringify(packageJson, null, 2) })
  return { ...p, installed }
}

/**
 * The packages of the run's one locked install, which `linkedProject` links
 * from: every package a consumer test takes at the kit's locked version (the
 * README's peers of each entry, the types a TypeScript user has, and the
 * tools a test runs: Vite, Vitest, jsdom).
 */
export const SHARED_PACKAGES: readonly string[] = [
  'viem',
  'wagmi',
  'react',
  'react-dom',
  '@tanstack/query-core',
  '@tanstack/react-query',
  '@tanstack/react-virtual',
  'msw',
  'pg',
  'vite',
  '@vitejs/plugin-react',
  'vitest',
  'jsdom',
  'typescript',
  '@types/node',
  '@types/pg',
  '@types/react',
  '@types/react-dom',
]

/** The files that say the run's shared install has ended (test/consumer/pack.global.ts). */
export interface SharedInstall {
  /** Written when `npm ci` has finished: the project's directory. */
  readonly done: string
  /** Written with the error when it has failed. */
  readonly failed: string
}

/** How long a test waits for the shared install: as long as an install of its own could take. */
const SHARED_TIMEOUT = 240_000

/**
 * The run's shared install once it has finished (`lockedProject` of
 * `SHARED_PACKAGES`, started by the global setup and running beside the
 * first files); rejects with its error when it failed, or after 240 s.
 */
export async function sharedInstall(shared: SharedInstall): Promise<Pick<Project, 'dir'>> {
  const deadline = Date.now() + SHARED_TIMEOUT
  for (;;) {
    if (existsSync(shared.failed)) throw new Error(readFileSync(shared.failed, 'utf8'))
    if (existsSync(shared.done)) return { dir: readFileSync(shared.done, 'utf8') }
    if (Date.now() > deadline)
      throw new Error(`the shared install has not finished after ${SHARED_TIMEOUT / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** A project with the kit and `packages` (`name@version`) installed by `npm install` from the registry. */
export async function installedProject(
  name: string,
  packed: Packed,
  packages: readonly string[],
): Promise<Project> {
  const p = project(name, true)
  p.write({
    'package.json': JSON.stringify({ name: `consumer-${name}`, private: true, type: 'module' }),
  })
  writeFileSync(join(p.dir, 'kit.tgz'), readFileSync(packed.file))
  return installed(p, p.sh('npm', ['install', '--ignore-scripts', './kit.tgz', ...packages]))
}

/** The names of the packages installed at the top of a project's node_modules. */
export function installedPackages(p: Project): string[] {
  const lock = JSON.parse(readFileSync(join(p.dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>
  }
  return Object.keys(lock.packages)
    .filter((path) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(path))
    .map((path) => path.slice('node_modules/'.length))
}

/** A strict tsconfig that checks every declaration file, the kit's included. */
export function strictTsconfig(
  resolution: 'bundler' | 'nodenext',
  extra: Record<string, unknown> = {},
): string {
  const module = resolution === 'bundler' ? 'esnext' : 'nodenext'
  return JSON.stringify(
    {
      compilerOptions: {
        target: 'es2022',
        lib: ['es2022', 'dom', 'dom.iterable'],
        module,
        moduleResolution: resolution,
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        jsx: 'react-jsx',
        types: [],
        ...extra,
      },
    },
    null,
    2,
  )
}

/**
 * The errors `tsc -p config` reports in the kit's declarations or the
 * project's own files, one line each: what test/support/kitCheck.ts answers.
 * Errors inside other packages' declarations (wagmi's own under
 * `skipLibCheck: false`) are theirs, not the kit's: tsc names them by their
 * real path, in this project's node_modules or in the install a linked
 * project links from, and kitCheck leaves them out (and their full check: a
 * check of 17 s → 7 s); the kit is a copy in this project's node_modules.
 */
export async function kitErrors(p: Pick<Project, 'sh'>, config: string): Promise<string[]> {
  // Exit code 2 with diagnostics, as tsc's; anything else (a crash, a config not read) is thrown.
  const out = await p.sh(process.execPath, [...KIT_CHECK, config]).catch((e: Error) => {
    if (/error TS\d+/.test(e.message)) return e.message
    throw e
  })
  return out.split('\n').filter((line) => /error TS\d+/.test(line))
}

/**
 * Fresh projects that install the kit as its users do: from the packed
 * tarball (`npm pack`, made once by test/consumer/pack.global.ts), in a
 * temporary directory, with only the packages a test names. Two ways in:
 *
 * - `linkedProject`: packages at the kit's own locked versions, laid out as
 *   `npm ci` of a lock cut from the kit's (test/support/lockSubset.ts) would
 *   lay them out, each a link into the kit's own node_modules.
 * - `installedProject`: `npm install name@version …` from the registry, for
 *   versions the kit does not lock (React 18, Next.js).
 *
 * test/consumer/storybook.test.ts installs one with `npm ci` from the npm
 * cache, as a user would.
 */
import { execFile, execFileSync } from 'node:child_process'
import {
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
import { dirname, join } from 'node:path'
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
 * A project laid out as `npm ci` of the kit's tarball and `dependencies` (at
 * the kit's locked versions) would lay it out, without installing: the
 * packages that install puts at the top of node_modules (cut from the kit's
 * lock by `lockSubset`) are links into the kit's own node_modules, which
 * `npm ci` laid out from the same lock; the kit itself is unpacked from the
 * tarball, so that what it imports resolves from this project's node_modules
 * alone (Node and tsc follow a link to its real path). A package the install
 * would not have put there is missing here too, and one whose installed
 * version is not the locked one fails by its name. `installed` names the
 * top-level packages.
 */
export function linkedProject(
  name: string,
  packed: Packed,
  dependencies: readonly string[],
): Project & { readonly installed: readonly string[] } {
  const { packageJson, lock } = lockSubset(join(KIT, 'package-lock.json'), dependencies, {
    path: 'kit.tgz',
    file: packed.file,
    manifest: packed.manifest,
  })
  const entries = (lock as { packages: Record<string, { version?: string; optional?: boolean }> })
    .packages
  const kit = `node_modules/${packed.manifest.name as string}`
  const installed = Object.keys(entries)
    .filter((path) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(path))
    // What the kit's install left out, `npm ci` leaves out here too: an optional package of
    // another platform, and what only such a package needs (both marked optional in the lock).
    .filter((path) => path === kit || !entries[path]!.optional || existsSync(join(KIT, path)))
  const stale = installed
    .filter((path) => path !== kit)
    .map((path) => ({ path, version: installedVersion(join(KIT, path)) }))
    .filter(({ path, version }) => version !== entries[path]!.version)
    .map(({ path, version }) => `${path} ${version} (locked: ${entries[path]!.version})`)
  if (stale.length > 0) {
    throw new Error(
      `${name}: the kit's node_modules is not its package-lock.json (run npm ci): ${stale.join(', ')}`,
    )
  }
  const p = project(name, false)
  for (const path of installed) {
    const at = join(p.dir, path)
    mkdirSync(dirname(at), { recursive: true })
    if (path === kit) {
      mkdirSync(at)
      execFileSync('tar', ['-xzf', packed.file, '-C', at, '--strip-components=1'])
    } else symlinkSync(join(KIT, path), at, 'dir')
  }
  p.write({ 'package.json': JSON.stringify(packageJson, null, 2) })
  return { ...p, installed: installed.map((path) => path.slice('node_modules/'.length)) }
}

/** The version in a package directory's package.json, or `missing`. */
function installedVersion(dir: string): string {
  try {
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
      .version
  } catch {
    return 'missing'
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
  // A stalled download is given up after 60 s and tried again (npm waits 5 min by default: a
  // fresh clone's run once timed out at 300 s on one, the test's whole clock).
  const patience = ['--fetch-timeout=60000', '--fetch-retries=4']
  return installed(
    p,
    p.sh('npm', ['install', '--ignore-scripts', ...patience, './kit.tgz', ...packages]),
  )
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

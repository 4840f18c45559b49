/**
 * A package-lock.json for a throwaway project, cut from the kit's own: the
 * entries its dependencies need (dependencies, optional dependencies and
 * required peers, resolved as Node resolves them in the kit's tree), plus a
 * packed tarball of the kit. `npm ci --offline` installs it from the npm
 * cache alone, which the kit's own `npm ci` has filled: no registry.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'

interface LockEntry {
  readonly version?: string
  readonly resolved?: string
  readonly integrity?: string
  readonly link?: boolean
  readonly dependencies?: Record<string, string>
  readonly optionalDependencies?: Record<string, string>
  readonly peerDependencies?: Record<string, string>
  readonly peerDependenciesMeta?: Record<string, { optional?: boolean }>
  readonly [key: string]: unknown
}

interface Lock {
  readonly packages: Record<string, LockEntry>
}

/** The lock path a dependency `name` of the package at `from` resolves to, as Node looks it up. */
function resolveIn(packages: Lock['packages'], from: string, name: string): string | undefined {
  let dir = from
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!dir) return undefined
    const at = dir.lastIndexOf('/node_modules/')
    dir = at < 0 ? '' : dir.slice(0, at)
  }
}

/** The version of `name` in the kit's lock (its top-level entry); throws when the kit has none. */
export function lockedVersion(lockFile: string, name: string): string {
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as Lock
  const version = lock.packages[`node_modules/${name}`]?.version
  if (!version)
    throw new Error(`${name} is not in ${lockFile}: the test installs only what the kit has`)
  return version
}

/**
 * The lock of a project named `name` that depends on `dependencies` (names,
 * at the versions of the kit's lock) and on the kit's `tarball` (a path
 * relative to the project, with its package.json).
 */
export function lockSubset(
  lockFile: string,
  dependencies: readonly string[],
  tarball: { readonly path: string; readonly file: string; readonly manifest: LockEntry },
): { packageJson: Record<string, unknown>; lock: Record<string, unknown> } {
  const source = (JSON.parse(readFileSync(lockFile, 'utf8')) as Lock).packages
  const out: Record<string, LockEntry> = {}
  const visit = (path: string, entry: LockEntry) => {
    if (out[path]) return
    const { dev: _dev, devOptional: _devOptional, ...kept } = entry as Record<string, unknown>
    out[path] = kept as LockEntry
    const peers = Object.keys(entry.peerDependencies ?? {}).filter(
      (peer) => !entry.peerDependenciesMeta?.[peer]?.optional,
    )
    const optional = new Set(Object.keys(entry.optionalDependencies ?? {}))
    for (const dep of [...Object.keys(entry.dependencies ?? {}), ...optional, ...peers]) {
      const at = resolveIn(source, path, dep)
      if (at) visit(at, source[at]!)
      else if (!optional.has(dep))
        throw new Error(`${path} needs ${dep}, which the kit's lock lacks`)
    }
  }
  const root: Record<string, string> = {}
  for (const dep of dependencies) {
    const path = `node_modules/${dep}`
    if (!source[path]) throw new Error(`${dep} is not in the kit's lock`)
    root[dep] = source[path].version!
    visit(path, source[path])
  }
  const spec = `file:${tarball.path}`
  root[tarball.manifest.name as string] = spec
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball.file)).digest('base64')}`
  const {
    name: kitName,
    version,
    dependencies: kitDeps,
    peerDependencies,
    peerDependenciesMeta,
    engines,
    license,
  } = tarball.manifest
  visit(`node_modules/${kitName}`, {
    version,
    resolved: spec,
    integrity,
    license,
    dependencies: kitDeps,
    engines,
    peerDependencies,
    peerDependenciesMeta,
  })
  const name = `throwaway-${basename(tarball.file, '.tgz')}`
  const packageJson = { name, private: true, type: 'module', dependencies: root }
  return {
    packageJson,
    lock: {
      name,
      lockfileVersion: 3,
      requires: true,
      packages: { '': { name, dependencies: root }, ...out },
    },
  }
}

/**
 * `npm ci` refuses a lock file that lacks an entry for any optional
 * dependency, even one for another platform. This machine's registry mirror
 * lacks some of them (Biome's and anvil's Android, macOS and Windows builds),
 * so `npm install` here silently leaves them out; their entries are kept in
 * the lock by hand (version, os, cpu, libc). This test finds the next one.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

interface LockPackage {
  readonly optionalDependencies?: Record<string, string>
}

test('every optional dependency in the lock file has an entry of its own', () => {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, LockPackage>
  }
  const paths = Object.keys(lock.packages)
  const missing = Object.values(lock.packages).flatMap((pkg) =>
    Object.keys(pkg.optionalDependencies ?? {}).filter(
      (name) => !paths.some((path) => path.endsWith(`node_modules/${name}`)),
    ),
  )
  expect(missing, "add these to package-lock.json (see this file's comment)").toEqual([])
})

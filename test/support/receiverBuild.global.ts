/**
 * Vitest global setup of the PostgreSQL project: the webhook receiver script
 * (dedupeReceiver.ts) and the kit's server sources it imports, built once per
 * run into one ES module that each receiver process runs with plain `node`.
 * Under `node --import tsx` each of the run's nine receiver processes compiled
 * those sources again, 2.2 of its CPU seconds. The module is written under
 * node_modules/.cache, so that the packages it leaves out (pg, zod, viem)
 * resolve from the kit's node_modules.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built receiver script (startReceiverProcess runs it). */
    receiverScript: string
  }
}

const ROOT = join(import.meta.dirname, '..', '..')
let outDir: string | undefined

export async function setup(project: TestProject) {
  const cache = join(ROOT, 'node_modules', '.cache', 'platform-kit')
  mkdirSync(cache, { recursive: true })
  outDir = mkdtempSync(join(cache, 'receiver-'))
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    build: {
      ssr: join(import.meta.dirname, 'dedupeReceiver.ts'),
      outDir,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'receiver.mjs' } },
    },
  })
  project.provide('receiverScript', join(outDir, 'receiver.mjs'))
}

export function teardown() {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
}

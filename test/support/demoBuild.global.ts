/**
 * Vitest global setup of the projects that open the demo in Chromium: the
 * demo built for production once per run (`buildDemo`), for the chain of the
 * project when it has one (the `e2e` project's first anvil: the build is the
 * same for any anvil) and without one otherwise. Each file serves that build
 * with `startDemoPreview({ outDir: inject('demoOutDir') })`, its emulator and
 * chain its own; building it once per file cost each file a build, and the
 * dev server a few hundred modules per fresh browser context.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildDemo } from '../../scripts/demo-server.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo's production build for this project's kind of chain (none, or anvil). */
    demoOutDir: string
  }
}

let outDir: string | undefined

export async function setup(project: TestProject) {
  const { anvilRpcUrl } = project.getProvidedContext()
  outDir = mkdtempSync(join(tmpdir(), 'platform-kit-demo-'))
  await buildDemo(outDir, anvilRpcUrl)
  project.provide('demoOutDir', outDir)
}

export function teardown() {
  if (outDir) rmSync(outDir, { recursive: true, force: true })
}

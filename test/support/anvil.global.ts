/**
 * Vitest global setup of the chain projects: one anvil per worker of the
 * project for the whole run, stopped after it. A test file takes the anvil of
 * the worker slot it runs in (`anvilRpcUrl()` in ./anvil.ts, by
 * `VITEST_POOL_ID`), which no other file uses while it runs, and reverts the
 * chain to a snapshot when it finishes — so the chain projects' files run
 * beside each other and beside the rest of the suite, each with a chain to
 * itself. The browser project, whose files run one at a time, reads the first
 * with `inject('anvilRpcUrl')`.
 */
import type { TestProject } from 'vitest/node'
import { type AnvilNode as Anvil, startAnvil } from '../../src/emulator/chain/anvil.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The first anvil: the one of a project whose files run one at a time. */
    anvilRpcUrl: string
    /** One anvil per worker slot, by `VITEST_POOL_ID` − 1. */
    anvilRpcUrls: readonly string[]
  }
}

let anvils: Anvil[] = []

export async function setup(project: TestProject) {
  const { maxWorkers } = project.config
  const slots = typeof maxWorkers === 'number' && maxWorkers > 0 ? maxWorkers : 2
  anvils = await Promise.all(Array.from({ length: slots }, () => startAnvil()))
  project.provide('anvilRpcUrl', anvils[0]!.rpcUrl)
  project.provide(
    'anvilRpcUrls',
    anvils.map((a) => a.rpcUrl),
  )
}

export async function teardown() {
  await Promise.all(anvils.map((a) => a.stop()))
}

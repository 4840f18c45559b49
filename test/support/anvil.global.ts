/**
 * Vitest global setup of the chain projects: one anvil per project for the
 * whole run, stopped after it. Test files read its URL with
 * `inject('anvilRpcUrl')`; files of a chain project run one at a time and
 * revert the chain to a snapshot when they finish.
 */
import type { TestProject } from 'vitest/node'
import { type Anvil, startAnvil } from './anvil.js'

declare module 'vitest' {
  export interface ProvidedContext {
    anvilRpcUrl: string
  }
}

let anvil: Anvil | undefined

export async function setup(project: TestProject) {
  anvil = await startAnvil()
  project.provide('anvilRpcUrl', anvil.rpcUrl)
}

export async function teardown() {
  await anvil?.stop()
}

/**
 * Setup of the e2e project: each file's changes to the anvil of its worker
 * slot — the emulator's world, transfers, cancels, trades — are put back
 * after it, so the next file on that anvil starts on the chain as it was
 * (its demo's activity, read from the chain's logs, is its own).
 */
import { afterAll, beforeAll } from 'vitest'
import { anvilRpcUrl, revertChain, snapshotChain } from './anvil.js'

let snapshot: string | undefined

beforeAll(async () => {
  snapshot = await snapshotChain(anvilRpcUrl())
})
afterAll(async () => {
  if (snapshot) await revertChain(anvilRpcUrl(), snapshot)
})

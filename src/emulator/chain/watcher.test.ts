/**
 * The chain watcher's catch-ups (watcher.ts) against a stand-in node that
 * answers `getBlock` and `getLogs` as viem's client does: the syncs asked for
 * while one runs share the next catch-up, and a sync still sees every block
 * mined before it was asked for. The real chain is test/chain/*.
 */
import type { Hash, PublicClient } from 'viem'
import { afterEach, expect, test } from 'vitest'
import { type ChainWatcher, createChainWatcher } from './watcher.js'

const hashOf = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}` as Hash

/** A node whose head is `head`; each `latest` read waits for `release` when `hold` is set. */
function node() {
  const state = {
    head: 1n,
    latestReads: 0,
    hold: undefined as Promise<void> | undefined,
  }
  const client = {
    async getBlock(args: { blockTag?: 'latest'; blockNumber?: bigint }) {
      if (args.blockNumber !== undefined)
        return { number: args.blockNumber, hash: hashOf(args.blockNumber) }
      state.latestReads++
      const head = state.head
      await state.hold
      return { number: head, hash: hashOf(head) }
    },
    getLogs: async () => [],
  } as unknown as PublicClient
  return { state, client }
}

let watcher: ChainWatcher | undefined
afterEach(() => watcher?.stop())

test('syncs asked for together share one catch-up', async () => {
  const { state, client } = node()
  watcher = await createChainWatcher(client, { pollingInterval: 1e9 })
  state.latestReads = 0
  state.head = 5n
  await Promise.all(Array.from({ length: 10 }, () => watcher!.sync()))
  expect(state.latestReads).toBe(1)
  expect(watcher.processedBlock).toBe(5n)
})

test('a sync asked for during a catch-up waits for the next, which sees the block mined meanwhile', async () => {
  const { state, client } = node()
  watcher = await createChainWatcher(client, { pollingInterval: 1e9 })
  state.latestReads = 0
  let release = () => {}
  state.hold = new Promise((resolve) => {
    release = resolve
  })
  const first = watcher.sync()
  await Promise.resolve()
  await Promise.resolve()
  // The first catch-up has read the head (1); a block is mined, then four reads ask to sync.
  state.head = 2n
  const later = Array.from({ length: 4 }, () => watcher!.sync())
  state.hold = undefined
  release()
  await first
  await Promise.all(later)
  expect(state.latestReads).toBe(2)
  expect(watcher.processedBlock).toBe(2n)
})

/**
 * `examples/webhooks.ts` keeps working: its `main` runs against this file's
 * anvil and answers the two decoded ERC-721 deliveries (mint, transfer).
 */
import { zeroAddress } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { main } from '../../examples/webhooks.js'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { WEBHOOK_EVENTS } from '../../src/server/index.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'

const rpcUrl = anvilRpcUrl()
let snapshot: string
beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
})
afterAll(() => revertChain(rpcUrl, snapshot))

test('the example mints and transfers, and prints both decoded deliveries', async () => {
  const lines: string[] = []
  const deliveries = await main({ rpcUrl, log: (line) => lines.push(line) })
  const [owner, buyer] = [DEV_ACCOUNTS[0]!.address, DEV_ACCOUNTS[1]!.address]
  expect(deliveries.map((d) => d.event.event.eventSig)).toEqual([
    WEBHOOK_EVENTS.ERC721.Transfer,
    WEBHOOK_EVENTS.ERC721.Transfer,
  ])
  expect(deliveries.map((d) => d.args)).toEqual([
    { from: zeroAddress, to: owner, tokenId: 1n },
    { from: owner, to: buyer, tokenId: 1n },
  ])
  expect(lines).toContain(`  Transfer #1: ${zeroAddress} → ${owner}`)
  expect(lines).toContain(`  Transfer #1: ${owner} → ${buyer}`)
})

/**
 * `examples/webhooks.ts` keeps working: its `main` runs against this file's
 * anvil and answers the two decoded ERC-721 deliveries (a creature sent and
 * sent back). It imports the kit by its package names (here resolved to the
 * sources, as the tests resolve them; run alone, to the build).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
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

test('the example sends a creature and back, and prints both decoded deliveries', async () => {
  const lines: string[] = []
  const deliveries = await main({ rpcUrl, log: (line) => lines.push(line) })
  const [owner, buyer] = [DEV_ACCOUNTS[0]!.address, DEV_ACCOUNTS[1]!.address]
  expect(deliveries.map((d) => d.event.event.eventSig)).toEqual([
    WEBHOOK_EVENTS.ERC721.Transfer,
    WEBHOOK_EVENTS.ERC721.Transfer,
  ])
  const tokenId = (deliveries[0]!.args as { tokenId: bigint }).tokenId
  expect(deliveries.map((d) => d.args)).toEqual([
    { from: owner, to: buyer, tokenId },
    { from: buyer, to: owner, tokenId },
  ])
  expect(lines).toContain(`  Transfer #${tokenId}: ${owner} → ${buyer}`)
  expect(lines).toContain(`  Transfer #${tokenId}: ${buyer} → ${owner}`)
})

test('the example imports the kit by its package names, not its sources', () => {
  const source = readFileSync(join(import.meta.dirname, '../../examples/webhooks.ts'), 'utf8')
  expect(source).not.toMatch(/from '\.\.?\//)
  expect(source).toMatch(/from 'platform-kit\/server'/)
})

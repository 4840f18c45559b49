/**
 * The Trade guide's script, run as written (issues 45, 46): its block is
 * copied into a fresh project that holds the packed kit with viem and wagmi,
 * and run with Node against its own anvil and an emulator server following
 * it. It lists a creature of dev account 0 and dev account 1 buys it: the
 * chain says the token is account 1's, and the emulator serves the listing
 * no more.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { type Address, createPublicClient, erc721Abi, getAddress, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { createClient } from '../../src/core/client.js'
import { type EmulatorServer, startEmulatorServer } from '../../src/emulator/adapters/node.js'
import { type AnvilNode, startAnvil } from '../../src/emulator/chain/anvil.js'
import type { AttachedChain } from '../../src/emulator/chain/attach.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION, emulatorConfig } from '../../src/emulator/index.js'
import { KIT, linkedProject, type Project, REMOVE_TIMEOUT } from '../support/consumer.js'
import { docMatch } from '../support/docs.js'

let anvil: AnvilNode
let emulator: EmulatorServer
let attached: AttachedChain
let project: Project

/** The guide's block after its `run:` comment. */
const tradeScript = (): string =>
  docMatch(/<!-- run: the trade script[^>]*-->\n\n```ts\n([\s\S]*?)```/).match[1]!

beforeAll(async () => {
  anvil = await startAnvil()
  emulator = await startEmulatorServer({ port: 0, now: Date.now, size: 50 })
  attached = await emulator.emulator.attachChain({ rpcUrl: anvil.rpcUrl, pollingInterval: 50 })
  project = linkedProject('trade-script', inject('packed'), [
    'viem',
    'wagmi',
    'react',
    '@tanstack/react-query',
  ])
  project.write({ 'trade.ts': tradeScript() })
}, 120_000)

afterAll(async () => {
  attached?.detach()
  await emulator?.close()
  await anvil?.stop()
  await project?.remove()
}, REMOVE_TIMEOUT)

/** Runs the script with tsx; its output, or its output and exit code in the failure. */
function run(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(KIT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'trade.ts'],
      {
        cwd: project.dir,
        env: { PATH: process.env.PATH, RPC_URL: anvil.rpcUrl, PLATFORM_URL: emulator.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`exit ${code}:\n${output}`)),
    )
  })
}

test('the guide’s trade script lists a creature of account 0 and account 1 buys it, on the chain and in the emulator', async () => {
  const output = await run()
  const [, tokenId] = /listing #(\d+): [12] transaction\(s\), royalty \d+/.exec(output) ?? []
  const [, orderId] = /listed: order (\d+)/.exec(output) ?? []
  expect(tokenId, output).toBeDefined()
  expect(orderId, output).toBeDefined()
  expect(output).toMatch(/bought: 0x[0-9a-f]{64}, 0 left/)
  const chain = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
  const holder = await chain.readContract({
    address: EMULATOR_COLLECTION.creatures.address as Address,
    abi: erc721Abi,
    functionName: 'ownerOf',
    args: [BigInt(tokenId!)],
  })
  expect(getAddress(holder)).toBe(getAddress(DEV_ACCOUNTS[1]!.address))
  await attached.watcher.sync()
  const client = createClient(emulatorConfig(emulator.url))
  const { listings } = await client.marketplace.listListingsForCollectible({
    network: 'anvil',
    contractAddress: EMULATOR_COLLECTION.creatures.address,
    tokenId: tokenId!,
  })
  expect(listings.map((o) => o.orderId)).not.toContain(orderId)
}, 120_000)

/**
 * The README's activity server, run as written (issue 43): its block is
 * copied into a fresh project that holds the packed kit and viem, and run
 * with Node against its own anvil, where the emulator keeps the market's
 * world and delivers the market's events to the listener the test
 * registers (with the server's secret in its URL). A listing made on the
 * chain then cancelled appears in `GET /activity` as a listing and a
 * cancel, the cancel with the token and price its listing was kept with;
 * a delivery without the secret is refused.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  parseEventLogs,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { SEQUENCE_MARKET_ABI } from '../../src/core/market/abi.js'
import { MARKET_WEBHOOK_EVENTS } from '../../src/core/market/events.js'
import {
  DEV_SECRET_KEYS,
  type EmulatorServer,
  startEmulatorServer,
} from '../../src/emulator/adapters/node.js'
import { type AnvilNode, startAnvil } from '../../src/emulator/chain/anvil.js'
import type { AttachedChain } from '../../src/emulator/chain/attach.js'
import { DEV_ACCOUNTS, EMULATED_NETWORKS, emulatorConfig } from '../../src/emulator/index.js'
import { createIndexerAdminClient, webhookListenerUrl } from '../../src/server/index.js'
import { KIT, linkedProject, type Project, REMOVE_TIMEOUT } from '../support/consumer.js'
import { docMatch } from '../support/docs.js'
import { freePort } from '../support/freePort.js'

const SECRET = 'the-activity-server-secret-of-32-chars'
const network = EMULATED_NETWORKS.find((n) => n.chainId === 31337)!
const market = network.marketplaceContract as Address
const alice = DEV_ACCOUNTS[0]!.address as Address

/** The README block after its `run:` comment. */
function readmeServer(): string {
  return docMatch(/<!-- run: the activity server[^>]*-->\n\n```ts\n([\s\S]*?)```/).match[1]!
}

let anvil: AnvilNode
let emulator: EmulatorServer
let attached: AttachedChain
let project: Project
let server: ChildProcess
let output = ''
let base = ''

beforeAll(async () => {
  anvil = await startAnvil()
  emulator = await startEmulatorServer({
    port: 0,
    now: Date.now,
    size: 50,
    webhooks: { retryBaseDelayMs: 20, timeoutMs: 2000 },
  })
  attached = await emulator.emulator.attachChain({ rpcUrl: anvil.rpcUrl, pollingInterval: 50 })
  project = linkedProject('activity-server', inject('packed'), ['viem'])
  project.write({ 'server.ts': readmeServer() })
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  // tsx runs the TypeScript as written; it is the kit's, as a user's would be theirs.
  server = spawn(
    process.execPath,
    [join(KIT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server.ts'],
    {
      cwd: project.dir,
      env: {
        PATH: process.env.PATH,
        NETWORK: 'anvil',
        RPC_URL: anvil.rpcUrl,
        WEBHOOK_SECRET: SECRET,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  await until(
    // Any answer: the server is listening.
    async () => (await fetch(`${base}/live`, { method: 'HEAD' }).catch(() => null)) !== null,
    'the server up',
  )
  const admin = createIndexerAdminClient({
    ...emulatorConfig(emulator.url),
    secretKey: DEV_SECRET_KEYS[1],
  })
  await admin.addWebhookListener({
    network: 'anvil',
    url: webhookListenerUrl(`${base}/hooks`, SECRET),
    filters: { contracts: [market], events: Object.values(MARKET_WEBHOOK_EVENTS) },
  })
}, 120_000)

afterAll(async () => {
  server?.kill()
  attached?.detach()
  await emulator?.close()
  await anvil?.stop()
  await project?.remove()
}, REMOVE_TIMEOUT)

/** Polls `check` every 50 ms for up to 30 s; the server's output is in the failure. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 30_000
  while (!(await check())) {
    if (server?.exitCode != null) throw new Error(`the server exited (${what}):\n${output}`)
    if (Date.now() > end) throw new Error(`timed out: ${what}\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

interface Item {
  readonly kind: string
  readonly collectionAddress?: string
  readonly tokens: readonly { readonly tokenId: string }[]
  readonly price?: string
  readonly requestId?: string
}

test('a listing and its cancel, delivered by the market, are served as the README says', async () => {
  const chain = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
  const wallet = createWalletClient({ chain: foundry, transport: http(anvil.rpcUrl) })
  // A creature alice lists natively already: she owns it and the market may move it.
  const listed = emulator.emulator.state.marketplace
    .ordersByMaker(alice, { network: 'anvil', liveAt: emulator.emulator.clock.now() })
    .find((o) => o.marketplace.startsWith('native') && o.side === 'listing')!
  const collection = listed.collectionContractAddress as Address
  const send = async (functionName: string, args: unknown[]) => {
    const hash = await wallet.writeContract({
      account: alice,
      address: market,
      abi: SEQUENCE_MARKET_ABI as Abi,
      functionName,
      args,
    })
    return (await chain.waitForTransactionReceipt({ hash })).logs
  }
  const now = (await chain.getBlock()).timestamp
  const logs = await send('createRequest', [
    {
      isListing: true,
      isERC1155: false,
      tokenContract: collection,
      tokenId: BigInt(listed.tokenId),
      quantity: 1n,
      expiry: now + 86_400n,
      currency: listed.priceCurrencyAddress,
      pricePerToken: 123_450_000_000_000_000n,
    },
  ])
  const [created] = parseEventLogs({ abi: SEQUENCE_MARKET_ABI, logs, eventName: 'RequestCreated' })
  const requestId = String(created!.args.requestId)
  const url = `${base}/activity?chainId=31337&contract=${collection}`
  let items: Item[] = []
  const served = (kind: string) => async () => {
    items = ((await (await fetch(url)).json()) as { items: Item[] }).items
    return items.some((i) => i.requestId === requestId && i.kind === kind)
  }
  // The cancel once the listing is kept: the emulator delivers each event on its own, and a cancel
  // delivered before its listing (a retried delivery) has no token or price (docs/decisions.md).
  await until(served('listing'), 'the listing served')
  await send('cancelRequest', [created!.args.requestId])
  await until(served('cancel'), 'the cancel served')
  const of = items.filter((i) => i.requestId === requestId)
  expect(of.map((i) => i.kind).sort()).toEqual(['cancel', 'listing'])
  for (const item of of) {
    expect(item).toMatchObject({
      collectionAddress: getAddress(collection),
      tokens: [{ tokenId: listed.tokenId }],
      price: '123450000000000000',
    })
  }

  // The same path without the listener's secret: refused.
  const refused = await fetch(`${base}/hooks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  expect(refused.status).toBe(401)
}, 120_000)

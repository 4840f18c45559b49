/**
 * Webhooks end to end, on your machine: `npx tsx examples/webhooks.ts`.
 *
 * 1. starts anvil (a local chain) and the emulator, which follows the chain;
 * 2. starts a receiver built with `createWebhookHandler` on 127.0.0.1;
 * 3. registers a listener for ERC-721 `Transfer` on the emulator's creatures
 *    collection with the indexer admin client;
 * 4. sends a creature of dev account 0 to dev account 1, and back;
 * 5. prints the two deliveries as the receiver decoded them, and exits.
 *
 * It imports the kit by its package names, as an app does: run `npm run build`
 * first (the names resolve to the package's own `dist/`, Node's self-reference).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import {
  DEV_ACCOUNTS,
  DEV_PROJECTS,
  EMULATOR_COLLECTION,
  emulatorConfig,
} from 'platform-kit/emulator'
import { DEV_SECRET_KEYS, startAnvil, startEmulatorServer } from 'platform-kit/emulator/node'
import {
  createIndexerAdminClient,
  createWebhookHandler,
  type ParsedWebhookEvent,
  toNodeHandler,
  WEBHOOK_EVENTS,
} from 'platform-kit/server'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc721Abi,
  getAddress,
  type Hex,
  http,
} from 'viem'
import { foundry } from 'viem/chains'

export interface ExampleOptions {
  /** An anvil node to use instead of starting one (the tests pass theirs). */
  readonly rpcUrl?: string
  /** Where the example prints (default `console.log`). */
  readonly log?: (line: string) => void
}

/** Runs the example; answers the deliveries it received, in chain order. */
export async function main(options: ExampleOptions = {}): Promise<ParsedWebhookEvent[]> {
  const log = options.log ?? console.log
  const cleanup: (() => Promise<unknown> | unknown)[] = []
  try {
    // 1. A chain, and the emulator following it (deliveries come from its logs).
    let rpcUrl = options.rpcUrl
    if (!rpcUrl) {
      const anvil = await startAnvil()
      cleanup.push(() => anvil.stop())
      rpcUrl = anvil.rpcUrl
    }
    const emulator = await startEmulatorServer({ port: 0, now: Date.now })
    cleanup.push(() => emulator.close())
    const chain = await emulator.emulator.attachChain({ rpcUrl, pollingInterval: 100 })
    cleanup.push(() => chain.detach())
    log(`anvil at ${rpcUrl}, emulator at ${emulator.url}`)

    // 2. The receiver: refuses anything that is not a valid delivery, de-duplicates by uid.
    const received: ParsedWebhookEvent[] = []
    const handler = createWebhookHandler({
      onEvent: (delivery) => {
        received.push(delivery)
        const { event, args } = delivery
        const { from, to, tokenId } = args as { from: Address; to: Address; tokenId: bigint }
        // A delivery may leave out any member but `uid` and `event`: print what came.
        const name = event.event.eventSig?.split('(')[0] ?? 'event'
        log(`  ${name} #${tokenId}: ${from} → ${to}`)
        const block = event.blockNumber === undefined ? 'block ?' : `block ${event.blockNumber}`
        const tx = event.txnHash === undefined ? '' : `, tx ${event.txnHash.slice(0, 10)}…`
        log(`    ${block}${tx}, uid ${event.uid.slice(0, 10)}…`)
      },
    })
    const receiver = createServer(toNodeHandler(handler))
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    cleanup.push(
      () =>
        new Promise((resolve) => {
          receiver.closeAllConnections()
          receiver.close(resolve)
        }),
    )
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/nft`

    // 3. Listen to the transfers of the creatures collection (server-side: the secret key).
    const [owner, buyer] = [DEV_ACCOUNTS[0]!.address, DEV_ACCOUNTS[1]!.address]
    const wallet = createWalletClient({ chain: foundry, transport: http(rpcUrl) })
    const client = createPublicClient({ chain: foundry, transport: http(rpcUrl) })
    const mined = (hash: Hex) => client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const nft = EMULATOR_COLLECTION.creatures.address as Address
    const admin = createIndexerAdminClient({
      ...emulatorConfig(emulator.url),
      secretKey: DEV_SECRET_KEYS[1],
    })
    const { listener } = await admin.addWebhookListener({
      network: 'anvil',
      url,
      filters: { contracts: [nft], events: [WEBHOOK_EVENTS.ERC721.Transfer] },
    })
    cleanup.push(() =>
      admin.removeWebhookListener({
        network: 'anvil',
        id: listener.id,
        projectId: DEV_PROJECTS[0]!.id,
      }),
    )
    const contracts = listener.filters?.contractAddresses ?? []
    const events = listener.filters?.events ?? []
    log(`listener ${listener.id} on ${contracts.join(', ')}: ${events.join(', ')}`)

    // 4. A creature of the owner's, read from the chain, to the buyer and back.
    const holder = (id: bigint) =>
      client.readContract({ address: nft, abi: erc721Abi, functionName: 'ownerOf', args: [id] })
    let tokenId = 1n
    while (getAddress(await holder(tokenId)) !== getAddress(owner)) tokenId++
    log('deliveries:')
    for (const [from, to] of [
      [owner, buyer],
      [buyer, owner],
    ] as const) {
      await mined(
        await wallet.writeContract({
          account: from,
          address: nft,
          abi: erc721Abi,
          functionName: 'transferFrom',
          args: [from, to, tokenId],
        }),
      )
    }

    // 5. Wait for both deliveries (bounded), then stop everything.
    const deadline = Date.now() + 10_000
    while (received.length < 2) {
      if (Date.now() > deadline) throw new Error(`only ${received.length} of 2 deliveries arrived`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    // Chain order; a delivery without a block number (none from the emulator) goes last.
    const blockOf = (d: ParsedWebhookEvent) => d.event.blockNumber ?? Number.POSITIVE_INFINITY
    return received.sort((a, b) => blockOf(a) - blockOf(b) || 0)
  } finally {
    for (const step of cleanup.reverse()) await step()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e)
    process.exitCode = 1
  })
}

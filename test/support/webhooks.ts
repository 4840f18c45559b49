/**
 * Webhook test support: the test token contracts deployed on anvil with
 * viem, a receiver built with `createWebhookHandler` on a local 127.0.0.1
 * port (with hooks to fail, hang or rewrite answers, as a flaky receiver
 * would), and an emulator attached to the chain with fast retries.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type TransactionReceipt,
} from 'viem'
import { foundry } from 'viem/chains'
import {
  DEV_SECRET_KEYS,
  type EmulatorServer,
  startEmulatorServer,
} from '../../src/emulator/adapters/node.js'
import { TestERC20, TestERC721, TestERC1155 } from '../../src/emulator/chain/artifacts.js'
import type { AttachedChain } from '../../src/emulator/chain/attach.js'
import { emulatorConfig } from '../../src/emulator/index.js'
import {
  createIndexerAdminClient,
  createWebhookHandler,
  type IndexerAdminClient,
  type ParsedWebhookEvent,
  toNodeHandler,
  type WebhookHandlerOptions,
} from '../../src/server/index.js'

/** The chain and the three test tokens on it. */
export interface Tokens {
  readonly erc20: Address
  readonly erc721: Address
  readonly erc1155: Address
  /** Sends a contract call from `from` (an unlocked anvil account) and answers its receipt. */
  send(
    from: Address,
    address: Address,
    abi: Abi,
    functionName: string,
    args: readonly unknown[],
  ): Promise<TransactionReceipt>
}

/** Deploys TestERC20, TestERC721 and TestERC1155 from `deployer`. */
export async function deployTokens(rpcUrl: string, deployer: Address): Promise<Tokens> {
  const transport = http(rpcUrl)
  const chain = createPublicClient({ chain: foundry, transport, cacheTime: 0 })
  const wallet = createWalletClient({ chain: foundry, transport })
  const receipt = (hash: Hex) => chain.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  const deploy = async (artifact: { abi: Abi; bytecode: Hex }) => {
    const hash = await wallet.deployContract({
      account: deployer,
      abi: artifact.abi,
      bytecode: artifact.bytecode,
    })
    return (await receipt(hash)).contractAddress!
  }
  const [erc20, erc721, erc1155] = [
    await deploy(TestERC20),
    await deploy(TestERC721),
    await deploy(TestERC1155),
  ]
  return {
    erc20,
    erc721,
    erc1155,
    async send(from, address, abi, functionName, args) {
      const hash = await wallet.writeContract({
        account: from,
        chain: foundry,
        address,
        abi,
        functionName,
        args,
      } as Parameters<typeof wallet.writeContract>[0])
      const result = await receipt(hash)
      if (result.status !== 'success') throw new Error(`${functionName} reverted`)
      return result
    },
  }
}

/** One request the receiver got, and what happened to it. */
export interface Received {
  readonly listenerId: string | undefined
  readonly attempt: number
  readonly status: number
}

export interface Receiver {
  /** `http://127.0.0.1:<port>/hooks`. */
  readonly url: string
  /** Every event `onEvent` was given, with the listener header of its request. */
  readonly events: {
    readonly listenerId: string | undefined
    readonly delivery: ParsedWebhookEvent
  }[]
  /** Every request, in arrival order. */
  readonly requests: Received[]
  /** The events of one listener. */
  of(listenerId: number | string): ParsedWebhookEvent[]
  close(): Promise<void>
}

export interface ReceiverOptions extends Partial<WebhookHandlerOptions> {
  /**
   * Runs before the handler for each request (`attempt` counts the requests of
   * the same listener and uid, from 1); answering a `Response` skips the handler.
   */
  readonly intercept?: (
    request: Request,
    attempt: number,
  ) => Response | undefined | Promise<Response | undefined>
  /** Rewrites the handler's answer (a lost acknowledgement, say). */
  readonly rewrite?: (response: Response, attempt: number) => Response
}

/** A webhook receiver: `createWebhookHandler` served with `toNodeHandler` on 127.0.0.1. */
export async function startReceiver(options: ReceiverOptions = {}): Promise<Receiver> {
  const events: Receiver['events'][number][] = []
  const requests: Received[] = []
  const attempts = new Map<string, number>()
  const handler = createWebhookHandler({
    onError: () => {},
    ...options,
    onEvent: async (delivery, context) => {
      await options.onEvent?.(delivery, context)
      events.push({ listenerId: context.listenerId, delivery })
    },
  })
  const server = createServer(
    toNodeHandler(async (request) => {
      const listenerId = request.headers.get('x-webhook-listener-id') ?? undefined
      const text = await request.clone().text()
      const uid = /"uid":"([^"]*)"/.exec(text)?.[1] ?? ''
      const key = `${listenerId}/${uid}`
      const attempt = (attempts.get(key) ?? 0) + 1
      attempts.set(key, attempt)
      let response = await options.intercept?.(request, attempt)
      if (!response) {
        response = await handler(request)
        if (options.rewrite) response = options.rewrite(response, attempt)
      }
      requests.push({ listenerId, attempt, status: response.status })
      return response
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    events,
    requests,
    of: (listenerId) =>
      events.filter((e) => e.listenerId === String(listenerId)).map((e) => e.delivery),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Polls `predicate` every 20 ms until it holds; fails after `timeoutMs`. */
export async function until(
  predicate: () => boolean,
  what: string,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** An emulator server attached to the chain, with the admin client of project 1. */
export interface WebhookEmulator {
  readonly server: EmulatorServer
  readonly chain: AttachedChain
  readonly admin: IndexerAdminClient
  /**
   * Waits until everything mined so far has been matched and delivered (or
   * given up), then `graceMs` more for stragglers.
   */
  settle(graceMs?: number): Promise<void>
  close(): Promise<void>
}

/** Starts the emulator on a free port, attached to `rpcUrl`, with 20 ms retries and 1 s time-outs. */
export async function startWebhookEmulator(rpcUrl: string): Promise<WebhookEmulator> {
  const server = await startEmulatorServer({
    port: 0,
    now: Date.now,
    size: 50,
    webhooks: { retryBaseDelayMs: 20, timeoutMs: 1000 },
  })
  const chain = await server.emulator.attachChain({ rpcUrl, pollingInterval: 50 })
  const admin = createIndexerAdminClient({
    ...emulatorConfig(server.url),
    secretKey: DEV_SECRET_KEYS[1],
  })
  return {
    server,
    chain,
    admin,
    async settle(graceMs = 150) {
      await chain.watcher.sync()
      await chain.webhooks.idle()
      await new Promise((resolve) => setTimeout(resolve, graceMs))
      await chain.webhooks.idle()
    },
    async close() {
      chain.detach()
      await server.close()
    },
  }
}

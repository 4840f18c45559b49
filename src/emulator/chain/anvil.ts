/**
 * A local anvil node for examples and tests, on 127.0.0.1 only: the binary of
 * the npm package `@foundry-rs/anvil` when it is installed, else `anvil` on
 * the PATH (Foundry), else the `command` given. Node only.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'

export interface AnvilOptions {
  /** The port (default: a free one). */
  readonly port?: number
  /** The chain id (default 31337, the emulator's `anvil` network). */
  readonly chainId?: number
  /** The anvil executable; by default `@foundry-rs/anvil`'s, else `anvil` from the PATH. */
  readonly command?: string
  /** More command-line arguments, e.g. `['--block-time', '1']`. */
  readonly args?: readonly string[]
  /** How long to wait for the node to answer, in ms (default 20,000). */
  readonly startTimeoutMs?: number
}

/** A running anvil node. */
export interface AnvilNode {
  /** Its JSON-RPC URL, `http://127.0.0.1:<port>`. */
  readonly rpcUrl: string
  readonly port: number
  readonly chainId: number
  /** Stops the node; resolves once it has exited. */
  stop(): Promise<void>
}

/** A port that is free on 127.0.0.1 right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function chainIdAt(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    const body = (await response.json()) as { result?: string }
    return body.result ? Number(body.result) : undefined
  } catch {
    return undefined
  }
}

/** The command that runs anvil: the npm package's launcher, else `anvil` on the PATH. */
function anvilCommand(command: string | undefined): { file: string; prefix: string[] } {
  if (command) return { file: command, prefix: [] }
  try {
    const bin = createRequire(import.meta.url).resolve('@foundry-rs/anvil/bin.mjs')
    return { file: process.execPath, prefix: [bin] }
  } catch {
    return { file: 'anvil', prefix: [] }
  }
}

/**
 * Starts an anvil node on 127.0.0.1 (chain 31337 and its ten funded
 * development accounts, `DEV_ACCOUNTS`, by default) and waits until it
 * answers. Uses `@foundry-rs/anvil` when installed (`npm i -D
 * @foundry-rs/anvil`), else `anvil` from Foundry on the PATH.
 *
 * @example
 * ```ts
 * import { startAnvil, startEmulatorServer } from 'platform-kit/emulator/node'
 *
 * const anvil = await startAnvil()
 * const server = await startEmulatorServer({ port: 0 })
 * await server.emulator.attachChain({ rpcUrl: anvil.rpcUrl })
 * // …
 * await server.close()
 * await anvil.stop()
 * ```
 */
export async function startAnvil(options: AnvilOptions = {}): Promise<AnvilNode> {
  const port = options.port ?? (await freePort())
  const chainId = options.chainId ?? 31337
  const { file, prefix } = anvilCommand(options.command)
  const child = spawn(
    file,
    [
      ...prefix,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--chain-id',
      String(chainId),
      '--silent',
      ...(options.args ?? []),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, TARGET_TOOL: 'anvil' } },
  )
  let stderr = ''
  let failure: Error | undefined
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  child.once('error', (e) => {
    failure = e
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const rpcUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (options.startTimeoutMs ?? 20_000)
  for (;;) {
    if (failure) {
      throw new Error(
        `startAnvil: could not run ${file} (${failure.message}); install @foundry-rs/anvil or Foundry`,
        { cause: failure },
      )
    }
    if (child.exitCode !== null) {
      throw new Error(`startAnvil: anvil exited (${child.exitCode}): ${stderr}`)
    }
    if ((await chainIdAt(rpcUrl)) === chainId) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`startAnvil: anvil did not answer on ${rpcUrl} in time: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    rpcUrl,
    port,
    chainId,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

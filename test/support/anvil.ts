/**
 * A real local EVM node for the wallet and webhook tests: anvil from the npm
 * package `@foundry-rs/anvil` (which ships the binary), on 127.0.0.1 only.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'

export interface Anvil {
  readonly rpcUrl: string
  readonly port: number
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

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/** Starts anvil (chain 31337, its ten funded development accounts) and waits until it answers. */
export async function startAnvil(): Promise<Anvil> {
  const port = await freePort()
  const bin = createRequire(import.meta.url).resolve('@foundry-rs/anvil/bin.mjs')
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '--host', '127.0.0.1', '--port', String(port), '--chain-id', '31337', '--silent'],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, TARGET_TOOL: 'anvil' } },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const rpcUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited (${child.exitCode}): ${stderr}`)
    try {
      if ((await rpc(rpcUrl, 'eth_chainId')) === '0x7a69') break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`anvil did not answer on ${rpcUrl} within 20 s: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    rpcUrl,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** `evm_snapshot`: the chain's state now, to return to with `revertChain`. */
export const snapshotChain = (rpcUrl: string) => rpc(rpcUrl, 'evm_snapshot') as Promise<string>

/** `evm_revert`: back to a snapshot. */
export const revertChain = (rpcUrl: string, id: string) => rpc(rpcUrl, 'evm_revert', [id])

/**
 * The Node adapter: serves an emulator over real HTTP. It only translates
 * between Node's `IncomingMessage`/`ServerResponse` and the emulator's
 * fetch-style `handle`; all behaviour lives in the emulator.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { emulatorConfig } from '../config.js'
import { isConnectionFailure } from '../controls.js'
import { createEmulator, type Emulator, type EmulatorOptions } from '../emulator.js'

/** A Node request handler that answers with `emulator.handle`; `next` (middleware use) is never called. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/**
 * Wraps an emulator as a Node request handler, for `http.createServer` or a
 * Connect-style middleware stack. Mounted under a path by a middleware stack
 * (which strips it from `req.url`), pass that path as `basePath` so that the
 * URLs the emulator builds (cancel endpoints) point back at it. A connection
 * the emulator's controls make fail (`'network-error'`) is closed without an
 * answer; a client that goes away aborts its request (a delay, `'no-answer'`).
 *
 * @example
 * ```ts
 * http.createServer(createNodeHandler(createEmulator())).listen(4010, '127.0.0.1')
 * ```
 */
export function createNodeHandler(
  emulator: Emulator,
  options: { readonly basePath?: string } = {},
): NodeHandler {
  const basePath = (options.basePath ?? '').replace(/\/+$/, '')
  return async (req, res) => {
    // Kept now: a request cancelled while its body was read has no socket afterwards.
    const socket = req.socket
    const url = `http://${req.headers.host ?? '127.0.0.1'}${basePath}${req.url ?? '/'}`
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    // The client going away before the answer aborts the request.
    const gone = new AbortController()
    res.once('close', () => {
      if (!res.writableFinished) gone.abort()
    })
    const request = new Request(url, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : Array.isArray(value)
            ? value.map((v) => [name, v] as [string, string])
            : [[name, value] as [string, string]],
      ),
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      duplex: 'half',
      signal: gone.signal,
    } as RequestInit)
    let response: Response
    try {
      response = await emulator.handle(request)
    } catch (e) {
      // `handle` rejects only for these two (the router answers every other
      // failure as WebrpcServerPanic): a simulated failure, or a client gone.
      if (isConnectionFailure(e) || gone.signal.aborted) socket?.destroy()
      else throw e
      return
    }
    const body = Buffer.from(await response.arrayBuffer())
    // A body refused before it was read (too large, no key, bad route) is left
    // in the socket: close the connection so that no later request reuses it.
    const unread = hasBody && !req.readableEnded
    res.writeHead(response.status, {
      ...Object.fromEntries(response.headers),
      ...(unread ? { connection: 'close' } : {}),
    })
    res.end(body, () => {
      if (unread) socket?.destroy()
    })
  }
}

export interface EmulatorServer {
  /** The base URL, e.g. `http://127.0.0.1:4010`. */
  readonly url: string
  readonly emulator: Emulator
  readonly server: Server
  close(): Promise<void>
}

/**
 * Starts an emulator behind a real HTTP server on 127.0.0.1 (port 0 picks a
 * free one). Point the kit at it with `emulatorConfig(server.url)`.
 *
 * @example
 * ```ts
 * const server = await startEmulatorServer({ port: 0 })
 * const client = createClient(emulatorConfig(server.url))
 * // …
 * await server.close()
 * ```
 */
export async function startEmulatorServer(
  options: EmulatorOptions & {
    readonly port?: number
    readonly host?: string
    readonly emulator?: Emulator
  } = {},
): Promise<EmulatorServer> {
  const { port = 4010, host = '127.0.0.1', emulator = createEmulator(options) } = options
  const server = createServer(createNodeHandler(emulator))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  const url = `http://${host}:${address.port}`
  return {
    url,
    emulator,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((e) => (e ? reject(e) : resolve()))
      }),
  }
}

export { type AnvilNode, type AnvilOptions, startAnvil } from '../chain/anvil.js'
export { emulatorConfig }

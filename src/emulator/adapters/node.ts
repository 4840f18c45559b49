/**
 * The Node adapter: serves an emulator over real HTTP. It only translates
 * between Node's `IncomingMessage`/`ServerResponse` and the emulator's
 * fetch-style `handle`; all behaviour lives in the emulator. Server side
 * only, it also gives the development projects' secret keys
 * (`DEV_SECRET_KEYS`), which no browser entry holds.
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
 * Which web pages on other origins may call the emulator from a browser
 * (CORS): a page of an origin granted here gets its preflight answered and
 * may read every answer, errors included.
 */
export interface EmulatorCorsOptions {
  /**
   * Whether a page of `origin` (as the browser sends it, e.g.
   * `http://localhost:3000`) may call; `isLocalOrigin` by default.
   */
  readonly origins?: (origin: string) => boolean
}

/**
 * Whether `origin` is a page on this machine: http or https, any port, on
 * `localhost` (or a name under it), `127.0.0.0/8` or `[::1]`. The default of
 * `EmulatorCorsOptions.origins`.
 */
export function isLocalOrigin(origin: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  // Only an origin as browsers write it: no path, no other spelling of the host.
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false
  const host = url.hostname
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  )
}

/** The headers the kit's calls send (`createBaseClient`, the admin client's `Authorization`). */
const KIT_HEADERS = 'Content-Type, X-Access-Key, Authorization'

/**
 * The CORS headers of an answer to `req`: `Vary: Origin` always (the answer
 * depends on it), the grant when its origin is allowed; `undefined` when CORS
 * is off.
 */
function corsHeaders(
  req: IncomingMessage,
  cors: EmulatorCorsOptions | undefined,
): { granted: boolean; headers: Record<string, string> } | undefined {
  if (!cors) return undefined
  const origin = req.headers.origin
  const granted = origin !== undefined && (cors.origins ?? isLocalOrigin)(origin)
  return {
    granted,
    headers: { vary: 'Origin', ...(granted ? { 'access-control-allow-origin': origin } : {}) },
  }
}

/**
 * Wraps an emulator as a Node request handler, for `http.createServer` or a
 * Connect-style middleware stack. Mounted under a path by a middleware stack
 * (which strips it from `req.url`), pass that path as `basePath` so that the
 * URLs the emulator builds (cancel endpoints) point back at it. A connection
 * the emulator's controls make fail (`'network-error'`) is closed without an
 * answer; a client that goes away aborts its request (a delay, `'no-answer'`).
 *
 * CORS is off unless `cors` is given (`{}`: pages on local origins), as a
 * middleware stack has its own (Vite's `server.cors`); `startEmulatorServer`
 * turns it on.
 *
 * @example
 * ```ts
 * http.createServer(createNodeHandler(createEmulator(), { cors: {} })).listen(4010, '127.0.0.1')
 * ```
 */
export function createNodeHandler(
  emulator: Emulator,
  options: { readonly basePath?: string; readonly cors?: EmulatorCorsOptions } = {},
): NodeHandler {
  const basePath = (options.basePath ?? '').replace(/\/+$/, '')
  return async (req, res) => {
    const cors = corsHeaders(req, options.cors)
    // A granted page's preflight: the kit's calls are POSTs with JSON and its keys.
    if (cors?.granted && req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, {
        ...cors.headers,
        vary: 'Origin, Access-Control-Request-Headers',
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers':
          req.headers['access-control-request-headers'] || KIT_HEADERS,
        'access-control-max-age': '7200',
      })
      res.end()
      return
    }
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
      ...cors?.headers,
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
 * Pages on local origins (`localhost`, `127.0.0.0/8`, `[::1]`, any port, see
 * `isLocalOrigin`) may call it from a browser, as an app's dev server on
 * another port does: their CORS preflights are answered and every answer,
 * errors included, grants them. `cors.origins` decides instead which origins
 * may; `cors: false` grants none.
 *
 * @example
 * ```ts
 * const server = await startEmulatorServer({ port: 0 })
 * const client = createClient(emulatorConfig(server.url))
 * // …
 * await server.close()
 *
 * // Also a page served from a LAN address:
 * await startEmulatorServer({
 *   cors: { origins: (origin) => isLocalOrigin(origin) || origin === 'http://192.168.1.20:3000' },
 * })
 * ```
 */
export async function startEmulatorServer(
  options: EmulatorOptions & {
    readonly port?: number
    readonly host?: string
    readonly emulator?: Emulator
    /** Which pages on other origins may call it (default: local origins); `false`: none. */
    readonly cors?: EmulatorCorsOptions | false
  } = {},
): Promise<EmulatorServer> {
  const { port = 4010, host = '127.0.0.1', emulator = createEmulator(options), cors = {} } = options
  const server = createServer(createNodeHandler(emulator, { cors: cors || undefined }))
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
export { DEV_SECRET_KEYS } from '../data/secrets.js'
export { emulatorConfig }

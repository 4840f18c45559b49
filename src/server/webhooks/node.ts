/**
 * Serving a fetch-style handler from Node's `http` (or Express, Connect,
 * Fastify's raw handlers): `IncomingMessage` → `Request`, `Response` →
 * `ServerResponse`. No runtime import of `node:*`, so `platform-kit/server`
 * still loads on edge runtimes, which use the fetch-style handler directly.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

/** A Node request handler; a third `next` argument (middleware use) is ignored. */
export type NodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/** The request body as a web stream that reads `req` only as fast as the handler does. */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let onData: (chunk: Buffer | string) => void = () => {}
  let onEnd: () => void = () => {}
  let onError: (e: Error) => void = () => {}
  const detach = () => {
    req.off('data', onData)
    req.off('end', onEnd)
    req.off('error', onError)
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      onData = (chunk) => {
        controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk)
        if ((controller.desiredSize ?? 0) <= 0) req.pause()
      }
      onEnd = () => {
        detach()
        controller.close()
      }
      onError = (e) => {
        detach()
        controller.error(e)
      }
      req.on('data', onData)
      req.on('end', onEnd)
      req.on('error', onError)
    },
    pull() {
      req.resume()
    },
    cancel() {
      // Stop reading, but keep the socket: the answer (413) still has to go out.
      detach()
      req.pause()
    },
  })
}

/** A body a framework has already read (Express `raw`/`text`/`json` parsers), if any. */
function parsedBody(req: IncomingMessage): BodyInit | undefined {
  const body = (req as IncomingMessage & { body?: unknown }).body
  if (typeof body === 'string' || body instanceof Uint8Array) return body as BodyInit
  if (body !== undefined && body !== null && typeof body === 'object' && req.readableEnded) {
    return JSON.stringify(body)
  }
  return undefined
}

/**
 * Adapts a fetch-style handler (such as `createWebhookHandler`'s) to Node's
 * `(req, res)`: for `http.createServer`, or a route of Express or Connect.
 * Mount it before any body parser, or after `express.raw()`; a body another
 * parser has already read is used as it was left. A body the handler refused
 * without reading (413) closes the connection after the answer.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http'
 *
 * createServer(toNodeHandler(createWebhookHandler({ onEvent }))).listen(8080, '127.0.0.1')
 * app.post('/hooks/platform', toNodeHandler(handler)) // Express
 * ```
 */
export function toNodeHandler(
  handler: (request: Request) => Promise<Response>,
): NodeRequestHandler {
  return async (req, res) => {
    const socket = req.socket
    const url = `http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v)
      else if (value !== undefined) headers.set(name, value)
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    const parsed = hasBody ? parsedBody(req) : undefined
    if (parsed !== undefined) headers.delete('content-length')
    let response: Response
    try {
      response = await handler(
        new Request(url, {
          method: req.method,
          headers,
          body: hasBody ? (parsed ?? bodyOf(req)) : undefined,
          duplex: 'half',
        } as RequestInit),
      )
    } catch {
      response = new Response(JSON.stringify({ error: 'the handler failed' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      })
    }
    const body = new Uint8Array(await response.arrayBuffer())
    const unread = hasBody && !req.readableEnded
    const out: Record<string, string> = Object.fromEntries(response.headers)
    if (unread) out.connection = 'close'
    res.writeHead(response.status, out)
    res.end(body, () => {
      if (unread) socket?.destroy()
    })
  }
}

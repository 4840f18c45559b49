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

/** Waits until `res` can take more, or has closed. */
const drained = (res: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })

/**
 * Adapts a fetch-style handler (such as `createWebhookHandler`'s) to Node's
 * `(req, res)`: for `http.createServer`, or a route of Express or Connect.
 * Mount it before any body parser, or after `express.raw()`; a body another
 * parser has already read is used as it was left. A body the handler refused
 * without reading (413) closes the connection after the answer. The answer's
 * body is streamed as the handler produces it, no faster than the client
 * reads (an event stream such as `createLiveFeed`'s stays open); when the
 * client goes away, the `Request`'s `signal` aborts and the body is cancelled,
 * and a body that fails midway ends the connection.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http'
 *
 * createServer(toNodeHandler(createWebhookHandler({ onEvent }))).listen(8080, '127.0.0.1')
 * app.post('/hooks/platform', toNodeHandler(handler)) // Express
 * app.get('/live', toNodeHandler(feed.handler)) // a live feed
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
    // The client went away before the whole answer was written.
    const gone = new AbortController()
    res.on('close', () => {
      if (!res.writableFinished) gone.abort(new Error('the client went away'))
    })
    let response: Response
    try {
      response = await handler(
        new Request(url, {
          method: req.method,
          headers,
          body: hasBody ? (parsed ?? bodyOf(req)) : undefined,
          duplex: 'half',
          signal: gone.signal,
        } as RequestInit),
      )
    } catch {
      response = new Response(JSON.stringify({ error: 'the handler failed' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      })
    }
    const unread = hasBody && !req.readableEnded
    const out: Record<string, string> = Object.fromEntries(response.headers)
    if (unread) out.connection = 'close'
    res.writeHead(response.status, out)
    const reader = response.body?.getReader()
    // A body that fails midway ends the connection at once, even while waiting for the client to
    // read: the client must not take a truncated answer for a whole one.
    reader?.closed.catch(() => res.destroy())
    const cancel = () => reader?.cancel().catch(() => {})
    gone.signal.addEventListener('abort', cancel)
    if (gone.signal.aborted) cancel()
    try {
      while (reader && !gone.signal.aborted) {
        const { done, value } = await reader.read()
        if (done) break
        if (!res.write(value)) await drained(res)
      }
    } catch {
      res.destroy()
      return
    } finally {
      gone.signal.removeEventListener('abort', cancel)
    }
    if (gone.signal.aborted) return
    res.end(() => {
      if (unread) socket?.destroy()
    })
  }
}

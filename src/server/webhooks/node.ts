/**
 * Serving a fetch-style handler from Node's `http` (or Express, Connect,
 * Fastify's raw handlers): `IncomingMessage` → `Request`, `Response` →
 * `ServerResponse`. No runtime import of `node:*`, so `platform-kit/server`
 * still loads on edge runtimes, which use the fetch-style handler directly.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** A Node request handler; a third `next` argument (middleware use) is ignored. */
export type NodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

/**
 * After an answer given before the request's body was read (413, 415, 405, a
 * handler's 401…), the adapter goes on reading and discarding the body — at
 * most this many bytes — before it closes the connection: closing a socket
 * with data unread makes the kernel reset the connection, and a sender still
 * uploading would see the reset instead of the answer (a lingering close, as
 * HTTP servers do).
 */
const LINGER_BYTES = 16 * 1024 * 1024
/** …and for at most this long, however slowly the rest comes. */
const LINGER_MS = 10_000

/** The request body as a web stream that reads `req` only as fast as the handler does. */
function bodyOf(req: IncomingMessage): {
  readonly stream: ReadableStream<Uint8Array>
  /** Stops feeding the stream (the adapter then reads `req` itself). */
  readonly detach: () => void
} {
  let onData: (chunk: Buffer | string) => void = () => {}
  let onEnd: () => void = () => {}
  let onError: (e: Error) => void = () => {}
  const detach = () => {
    req.off('data', onData)
    req.off('end', onEnd)
    req.off('error', onError)
  }
  const stream = new ReadableStream<Uint8Array>({
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
  return { stream, detach }
}

/**
 * Closes the connection of an answer given before the body was read without
 * resetting it: Node's server, having written a `Connection: close` answer,
 * calls the socket's `destroySoon`; here that ends the sending side (the
 * answer is complete), reads and discards what the sender still sends, and
 * closes once the sender has sent the whole body or closed its side, or after
 * {@link LINGER_BYTES} or {@link LINGER_MS}.
 */
function closeLingering(req: IncomingMessage, socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end()
    let discarded = 0
    let closed = false
    const close = () => {
      if (closed) return
      closed = true
      clearTimeout(timer)
      req.off('data', onData)
      // What is still queued to send goes out first: this is Node's own destroySoon.
      if (this.writableFinished) this.destroy()
      else this.once('finish', () => this.destroy())
    }
    const onData = (chunk: Buffer | string) => {
      discarded += chunk.length
      if (discarded > LINGER_BYTES) close()
    }
    const timer = setTimeout(close, LINGER_MS)
    timer.unref?.()
    req.on('data', onData)
    req.once('end', close)
    req.once('error', close)
    this.once('end', close)
    this.once('close', close)
    req.resume()
  }
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
 * parser has already read is used as it was left. An answer given before the
 * body was read (413, 415, a 401 of the handler's) says `Connection: close`,
 * and the connection closes once the sender has sent the rest or closed its
 * side: the rest is read and thrown away — up to 16 MiB, for up to 10 s —
 * so that a sender still uploading reads the answer rather than a reset
 * connection (a lingering close). The answer's
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
    const body = hasBody && parsed === undefined ? bodyOf(req) : undefined
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
          body: hasBody ? (parsed ?? body?.stream) : undefined,
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
    if (unread) {
      out.connection = 'close'
      body?.detach()
      if (socket) closeLingering(req, socket)
    }
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
    res.end()
  }
}

/**
 * One client of the live feed: the response body it reads, with a byte-sized
 * queue of what it has not read yet, its heartbeat, and the ways it ends —
 * the client goes away (the request's signal, or the body cancelled), the
 * feed closes, or the client is dropped for not reading.
 */
import { PING } from './sse.js'

export interface ConnectionOptions {
  /** What the stream starts with (the `retry:` line, a gap). */
  readonly first: Uint8Array
  /** Unsent bytes past which `send` drops the client. */
  readonly maxQueuedBytes: number
  readonly heartbeatMs: number
  /** The request's signal: its abort ends the connection. */
  readonly signal: AbortSignal
  /** Called when the client has room for more (the stream pulls): the feed replays into it. */
  readonly pull: (connection: Connection) => void
  /** Called once, however the connection ends. */
  readonly ended: (connection: Connection) => void
}

/** A client's stream and what the feed does with it. */
export interface Connection {
  /** The response body. */
  readonly stream: ReadableStream<Uint8Array>
  /** The id of the next message this client is to get. */
  next: number
  /** How many more bytes its queue takes before it is full (≤ 0: full; it does not pull). */
  room(): number
  /**
   * Queues `frame` whatever the room, then drops the client if its unsent
   * bytes are over `maxQueuedBytes`. False when the client is gone or dropped.
   */
  send(frame: Uint8Array): boolean
  /** Queues `frame` for the replay, which the client's reading paces (no drop). */
  replay(frame: Uint8Array): void
  /** Ends the stream once the client has read what is queued. */
  end(): void
  /** Ends the stream now, discarding what is queued: the client sees the response fail. */
  drop(reason: string): void
  /** False once ended, dropped or gone. */
  readonly open: boolean
}

/**
 * Opens a client's stream. Its queue counts bytes (`room()` is what is left of
 * `maxQueuedBytes`); a heartbeat comment is sent every `heartbeatMs` as a
 * `send`, so a client that stopped reading is dropped even when nothing is
 * published.
 *
 * @example
 * ```ts
 * const connection = openConnection({ first: bytes('retry: 2000\n\n'), maxQueuedBytes: 65536,
 *   heartbeatMs: 15000, signal: request.signal, pull: () => {}, ended: () => {} })
 * return new Response(connection.stream, { headers: { 'Content-Type': 'text/event-stream' } })
 * ```
 */
export function openConnection(options: ConnectionOptions): Connection {
  const { maxQueuedBytes, heartbeatMs, signal } = options
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let open = true
  let timer: ReturnType<typeof setInterval> | undefined

  const finish = () => {
    if (!open) return false
    open = false
    if (timer !== undefined) clearInterval(timer)
    signal.removeEventListener('abort', gone)
    options.ended(connection)
    return true
  }
  function gone() {
    if (finish()) {
      try {
        controller.error(new Error('the client went away'))
      } catch {
        // already closed
      }
    }
  }

  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c
        controller.enqueue(options.first)
      },
      pull() {
        if (open) options.pull(connection)
      },
      cancel() {
        finish()
      },
    },
    { highWaterMark: maxQueuedBytes, size: (chunk) => chunk.byteLength },
  )

  const connection: Connection = {
    stream,
    next: 0,
    get open() {
      return open
    },
    room: () => (open ? (controller.desiredSize ?? 0) : 0),
    send(frame) {
      if (!open) return false
      controller.enqueue(frame)
      if ((controller.desiredSize ?? 0) >= 0) return true
      connection.drop(`over ${maxQueuedBytes} unsent bytes`)
      return false
    },
    replay(frame) {
      if (open) controller.enqueue(frame)
    },
    end() {
      if (finish()) controller.close()
    },
    drop(reason) {
      if (finish()) controller.error(new Error(`live feed: client dropped (${reason})`))
    },
  }

  timer = setInterval(() => connection.send(PING), heartbeatMs)
  ;(timer as { unref?: () => void }).unref?.()
  signal.addEventListener('abort', gone)
  if (signal.aborted) gone()
  return connection
}

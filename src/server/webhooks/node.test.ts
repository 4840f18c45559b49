/**
 * Early answers reach the sender (issue 28): `toNodeHandler` answers a 10 MB
 * body with 413 and `Connection: close`, then reads and discards the rest (a
 * lingering close) instead of closing on a sender still uploading — which
 * makes the kernel reset the connection, and the sender sees ECONNRESET or
 * EPIPE instead of the answer. Fifty senders that upload as fast as they can
 * and fifty that upload slowly, with both cores kept busy by two other
 * processes: every one reads its 413, and none sees an error — whether it
 * keeps uploading its whole body or stops at the answer. The same for a 415
 * and for a handler's own 401 given before the body is read.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createWebhookHandler, toNodeHandler } from '../index.js'

const TEN_MB = 10 * 1024 * 1024
const TIMES = 50

/** What a sender saw: the status it read (0 if none) and any error of its socket. */
interface Outcome {
  readonly status: number
  readonly error?: string
}

let burners: ChildProcess[] = []
const servers: Server[] = []

/** A server on 127.0.0.1 for `handler`; its port. */
async function serve(handler: (request: Request) => Promise<Response>): Promise<number> {
  const server = createServer(toNodeHandler(handler))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

let port: number
beforeAll(async () => {
  // The machine loaded, as CI's and a developer's often are: two processes burning a core each.
  burners = [0, 1].map(() => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }))
  port = await serve(createWebhookHandler({ onEvent: () => {} }))
})
afterAll(async () => {
  for (const burner of burners) burner.kill('SIGKILL')
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/**
 * A `node:http` sender at full speed: the whole body handed to the socket at
 * once (chunked, so the receiver reads up to its limit before it answers),
 * the answer read, and the outcome known once the connection has closed.
 */
function fullSpeed(to: number, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    let status = 0
    let error: string | undefined
    const req = httpRequest({
      host: '127.0.0.1',
      port: to,
      method: 'POST',
      path: '/hooks',
      headers: { 'Content-Type': 'application/json', ...headers },
    })
    req.on('response', (res) => {
      status = res.statusCode ?? 0
      res.resume()
    })
    req.on('error', (e: NodeJS.ErrnoException) => {
      error ??= e.code ?? e.message
    })
    req.on('socket', (socket) =>
      socket.on('close', () => resolve({ status, ...(error === undefined ? {} : { error }) })),
    )
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    for (let sent = 0; sent < TEN_MB; sent += chunk.length) req.write(chunk)
    req.end()
  })
}

/**
 * A `node:net` sender that uploads slowly: a chunked body 16 KiB at a time,
 * each write 1 ms after the last has gone out. With `stopAtAnswer` it stops
 * sending once it has read an answer and closes its side (as curl does);
 * otherwise it sends its whole 10 MB whatever comes back, reading the answer
 * as it arrives (it keeps its side open after the receiver's).
 */
function slow(
  to: number,
  stopAtAnswer: boolean,
  contentType = 'application/json',
): Promise<Outcome> {
  return new Promise((resolve) => {
    let received = ''
    let error: string | undefined
    let sent = 0
    const socket = connect({ host: '127.0.0.1', port: to, allowHalfOpen: !stopAtAnswer })
    const chunk = Buffer.concat([
      Buffer.from(`${(16 * 1024).toString(16)}\r\n`),
      Buffer.alloc(16 * 1024, 0x20),
      Buffer.from('\r\n'),
    ])
    const next = () => {
      if (socket.destroyed || socket.writableEnded) return
      if (stopAtAnswer && received.includes('\r\n\r\n')) return socket.end()
      if (sent >= TEN_MB) return socket.end('0\r\n\r\n')
      sent += 16 * 1024
      socket.write(chunk, () => setTimeout(next, 1))
    }
    socket.on('connect', () => {
      socket.write(
        `POST /hooks HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\n\r\n`,
        next,
      )
    })
    socket.on('data', (data) => {
      received += data.toString('latin1')
    })
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error ??= e.code ?? e.message
    })
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)
      resolve({ status, ...(error === undefined ? {} : { error }) })
    })
  })
}

/** Runs `send` `TIMES` times, `parallel` at a time, and gives every outcome. */
async function times(send: () => Promise<Outcome>, parallel: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (let i = 0; i < TIMES; i += parallel) {
    const batch = Array.from({ length: Math.min(parallel, TIMES - i) }, send)
    outcomes.push(...(await Promise.all(batch)))
  }
  return outcomes
}

describe('a 10 MB body, with both cores busy', () => {
  test('50 senders at full speed each read 413, and none sees a reset', async () => {
    const outcomes = await times(() => fullSpeed(port), 5)
    expect(outcomes).toEqual(Array.from({ length: TIMES }, () => ({ status: 413 })))
  }, 240_000)

  test('50 senders uploading slowly, all of their body, each read 413, and none sees a reset', async () => {
    const outcomes = await times(() => slow(port, false), 10)
    expect(outcomes).toEqual(Array.from({ length: TIMES }, () => ({ status: 413 })))
  }, 240_000)

  test('50 senders uploading slowly that stop at the answer each read 413, and none sees a reset', async () => {
    const outcomes = await times(() => slow(port, true), 10)
    expect(outcomes).toEqual(Array.from({ length: TIMES }, () => ({ status: 413 })))
  }, 240_000)
})

describe('every early answer', () => {
  test('415 (not JSON) reaches a sender at full speed and a slow one', async () => {
    const outcomes = await Promise.all([
      ...Array.from({ length: 5 }, () => fullSpeed(port, { 'Content-Type': 'text/plain' })),
      ...Array.from({ length: 5 }, () => slow(port, false, 'text/plain')),
    ])
    expect(outcomes).toEqual(Array.from({ length: 10 }, () => ({ status: 415 })))
  })

  test("a handler's own 401, given before it reads the body, reaches the sender", async () => {
    const guarded = await serve(async (request) =>
      request.headers.get('authorization') === 'Bearer yes'
        ? new Response(await request.text())
        : new Response('{"error":"who are you?"}', { status: 401 }),
    )
    const outcomes = await Promise.all([
      ...Array.from({ length: 5 }, () => fullSpeed(guarded)),
      ...Array.from({ length: 5 }, () => slow(guarded, false)),
    ])
    expect(outcomes).toEqual(Array.from({ length: 10 }, () => ({ status: 401 })))
  })
})

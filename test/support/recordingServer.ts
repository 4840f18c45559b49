/**
 * A real HTTP server on 127.0.0.1 for transport tests: it records every
 * request it receives and answers with whatever the test's handler returns.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly headers: IncomingHttpHeaders
  readonly body: string
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly json: unknown
}

export interface Reply {
  readonly status?: number
  readonly headers?: Record<string, string>
  /** A value sent as JSON, or a string sent as is. */
  readonly body?: unknown
  /** Never answer (to test time-outs). */
  readonly hang?: boolean
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>

export interface RecordingServer {
  readonly origin: string
  readonly requests: RecordedRequest[]
  /** Replaces the handler for the following requests. */
  reply(handler: Handler | Reply): void
  close(): Promise<void>
}

export async function startRecordingServer(
  initial: Handler | Reply = {},
): Promise<RecordingServer> {
  const requests: RecordedRequest[] = []
  let handler: Handler = typeof initial === 'function' ? initial : () => initial
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8')
      let json: unknown
      try {
        json = JSON.parse(body)
      } catch {
        json = undefined
      }
      const recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        json,
      }
      requests.push(recorded)
      const reply = await handler(recorded)
      if (reply.hang) return
      const payload =
        typeof reply.body === 'string'
          ? reply.body
          : reply.body === undefined
            ? ''
            : JSON.stringify(reply.body)
      res.writeHead(reply.status ?? 200, {
        'Content-Type': typeof reply.body === 'string' ? 'text/html' : 'application/json',
        ...reply.headers,
      })
      res.end(payload)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    reply(next) {
      handler = typeof next === 'function' ? next : () => next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * The clients of the live feed's load benchmark (scripts/benchLive.ts), run in
 * a child process so that the server's event loop is measured, not theirs.
 * Told `{ url, clients, events }` over IPC, it opens that many event streams
 * (node:http, keep-alive agent, 50 at a time) and says `connected`. Each
 * client then reads its stream, checks that it gets messages 0, 1, 2 … in
 * order, once each, and records each one's delivery delay: when it was read
 * less the publish time the bench wrote in its `uid` (`<seq>:<ms>`, on the
 * clock `performance.timeOrigin + performance.now()`, which both processes
 * share). `{ type: 'end', events }` says how many were published; once every
 * client has them all, or the bench says `stop`, it sends the `ClientsResult`,
 * closes its sockets and exits.
 */
import { Agent, type ClientRequest, request } from 'node:http'

export interface ClientsStart {
  readonly url: string
  readonly clients: number
  /** The most events there will be. */
  readonly events: number
}

export interface ClientsResult {
  readonly type: 'result'
  /** Delivery delays in ms, at `client * events + seq`; NaN for a message not received. */
  readonly delays: Float64Array
  readonly received: number
  /** Messages a client never got (a gap in its sequence, or not there at the end). */
  readonly missing: number
  /** Messages that came again or out of order. */
  readonly repeated: number
  /** Messages whose SSE id is not its sequence number plus the first message's offset. */
  readonly wrongIds: number
  /** Streams that ended or failed before the last message. */
  readonly ended: number
  readonly pings: number
  /** CPU time of this process from `connected` to the result, in milliseconds. */
  readonly cpuMs: number
}

const now = () => performance.timeOrigin + performance.now()

interface Client {
  /** Its place among the clients that connected (its delays are at `index * events`). */
  index: number
  /** The sequence number of the next message it expects. */
  next: number
  missing: number
  /** Text read that does not yet end a frame. */
  rest: string
  ended: boolean
}

async function run({ url, clients, events }: ClientsStart) {
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })
  const delays = new Float64Array(clients * events).fill(Number.NaN)
  const requests: ClientRequest[] = []
  const all: Client[] = []
  let target = events
  let received = 0
  let repeated = 0
  let wrongIds = 0
  let pings = 0
  let idOffset: number | undefined
  let finished!: () => void
  const done = new Promise<void>((resolve) => {
    finished = resolve
  })
  const check = () => {
    if (all.every((c) => c.ended || c.next >= target)) finished()
  }

  const frame = (client: Client, text: string, at: number) => {
    if (text === ': ping') return void pings++
    const uid = text.indexOf('"uid":"')
    if (uid < 0) return // the opening (retry:, id:)
    const colon = text.indexOf(':', uid + 7)
    const seq = Number(text.slice(uid + 7, colon))
    const sent = Number(text.slice(colon + 1, text.indexOf('"', colon)))
    const id = Number(text.slice(4, text.indexOf('\n'))) // `id: <id>` is the first line
    idOffset ??= id - seq
    if (id - seq !== idOffset) wrongIds++
    if (seq < client.next) return void repeated++
    client.missing += seq - client.next
    client.next = seq + 1
    delays[client.index * events + seq] = at - sent
    received++
    if (client.next === target) check()
  }

  const open = () =>
    new Promise<void>((resolve) => {
      const client: Client = { index: -1, next: 0, missing: 0, rest: '', ended: false }
      const req = request(url, { agent, headers: { Accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) {
          res.resume()
          return resolve()
        }
        client.index = all.push(client) - 1
        res.setEncoding('latin1')
        res.on('data', (chunk: string) => {
          const at = now()
          let text = client.rest + chunk
          for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
            frame(client, text.slice(0, end), at)
            text = text.slice(end + 2)
          }
          client.rest = text
        })
        const end = () => {
          if (client.ended || client.next >= target) return
          client.ended = true
          check()
        }
        res.on('close', end)
        res.on('error', end)
        resolve()
      })
      req.on('error', () => resolve())
      req.end()
      requests.push(req)
    })

  for (let i = 0; i < clients; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, clients - i) }, open))
  }
  const cpu = process.cpuUsage()
  process.send!({ type: 'connected', opened: all.length })
  process.on('message', (m: { type?: string; events?: number }) => {
    if (m.type === 'stop') finished()
    if (m.type === 'end') {
      target = m.events!
      check()
    }
  })
  await done

  const { user, system } = process.cpuUsage(cpu)
  const result: ClientsResult = {
    type: 'result',
    delays,
    received,
    missing: all.reduce((sum, c) => sum + c.missing + Math.max(0, target - c.next), 0),
    repeated,
    wrongIds,
    ended: all.filter((c) => c.ended).length,
    pings,
    cpuMs: (user + system) / 1000,
  }
  for (const req of requests) req.destroy()
  agent.destroy()
  process.send!(result, () => process.disconnect())
}

process.once('message', (start: ClientsStart) => void run(start))

/**
 * Several webhook receivers as separate Node processes (dedupeReceiver.ts),
 * and a sender that delivers to them as the platform would: to any instance,
 * again after anything but a 2xx, until it is acknowledged — within a bound on
 * attempts and time.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { inject } from 'vitest'

export interface ReceiverProcess {
  readonly name: string
  readonly url: string
  readonly child: ChildProcess
  /** Resolves when the process prints `line`. */
  printed(line: string): Promise<void>
  /** Whether the process is still running. */
  alive(): boolean
  /** What it wrote to stderr. */
  errors(): string
  /** Ends it with `signal` and waits for its exit. */
  kill(signal?: NodeJS.Signals): Promise<void>
}

/**
 * Starts a receiver process on a free 127.0.0.1 port, sharing the database on
 * `pgPort`; `env` adds to its environment (`LIVE: '1'` serves a live feed).
 */
export function startReceiverProcess(
  name: string,
  pgPort: number,
  leaseMs: number,
  env: Record<string, string> = {},
): Promise<ReceiverProcess> {
  // dedupeReceiver.ts, built once per run by test/support/receiverBuild.global.ts.
  const child = spawn(process.execPath, [inject('receiverScript')], {
    env: {
      ...process.env,
      ...env,
      PG_PORT: String(pgPort),
      LEASE_MS: String(leaseMs),
      INSTANCE: name,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  const waiters: { line: string; resolve: () => void }[] = []
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString()
    for (const w of waiters.filter((w) => out.split('\n').includes(w.line))) w.resolve()
  })
  child.stderr!.on('data', (chunk: Buffer) => {
    err += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const printed = (line: string) =>
    new Promise<void>((resolve) => {
      if (out.split('\n').includes(line)) resolve()
      else waiters.push({ line, resolve })
    })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${err}`)))
    child.stdout!.on('data', () => {
      const port = /^ready (\d+)$/m.exec(out)?.[1]
      if (!port) return
      resolve({
        name,
        url: `http://127.0.0.1:${port}/hooks`,
        child,
        printed,
        alive: () => child.exitCode === null && child.signalCode === null,
        errors: () => err,
        async kill(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal)
          await exited
        },
      })
    })
  })
}

/** One HTTP attempt: when it started and ended, where it went, what came back (0: no answer). */
export interface Attempt {
  readonly uid: string
  readonly receiver: string
  readonly start: number
  readonly end: number
  readonly status: number
}

export interface DeliverOptions {
  /** Where to deliver; one is picked at random for each attempt. */
  readonly receivers: () => readonly ReceiverProcess[]
  /** Extra headers of the first attempt only. */
  readonly firstHeaders?: Record<string, string>
  /** Every attempt is recorded here. */
  readonly log: Attempt[]
  readonly maxAttempts?: number
  readonly deadline: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!

/** Delivers `body` until a receiver answers 2xx; waits 20–60 ms between attempts. */
export async function deliverUntilOk(uid: string, body: string, options: DeliverOptions) {
  const { log, maxAttempts = 200, deadline } = options
  for (let attempt = 1; ; attempt++) {
    const receiver = pick(options.receivers())
    const start = performance.now()
    let status = 0
    try {
      const res = await fetch(receiver.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(attempt === 1 ? options.firstHeaders : {}),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      })
      status = res.status
      await res.arrayBuffer()
    } catch {
      // no answer (a receiver killed or restarting): deliver again, as a sender would
    }
    log.push({ uid, receiver: receiver.name, start, end: performance.now(), status })
    if (status >= 200 && status < 300) return
    if (attempt >= maxAttempts || Date.now() > deadline) {
      throw new Error(`${uid}: not acknowledged after ${attempt} attempts (last ${status})`)
    }
    await sleep(20 + Math.random() * 40)
  }
}

/** Runs `jobs` with at most `concurrency` at a time. */
export async function runConcurrently(
  jobs: readonly (() => Promise<void>)[],
  concurrency: number,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]!()
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker))
}

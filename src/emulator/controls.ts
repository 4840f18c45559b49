/**
 * The emulator's controls: how slow it answers, which operations fail and
 * how, and which data scenario it serves. One object per emulator
 * (`emulator.controls`), the same whichever adapter serves it, so that a
 * Storybook story, a Vitest test behind msw and a Playwright test behind the
 * Node server set them alike. Deterministic: a latency range is drawn from the
 * emulator's seed, in the order requests arrive, from the last `set`.
 */
import type { PlatformErrorName } from '../core/transport/errors.js'
import { ERRORS } from '../core/transport/errorTable.js'
import { errorResponse } from './errors.js'
import { type EmulatedOperation, isEmulatedOperation, operationOf } from './operations.js'
import { createRandom, type Random } from './random.js'
import { EMULATOR_SCENARIOS, type EmulatorScenario } from './scenarios.js'

/** A delay in milliseconds: fixed, or drawn from `[min, max]` (inclusive) per request. */
export type Delay = number | readonly [min: number, max: number]

/** A value for some operations by name, and for every other one under `'*'`. */
export type PerOperation<T> = { readonly [K in EmulatedOperation | '*']?: T }

/**
 * How a failing operation answers:
 * - an error name of the interface's table (`'NotFound'`, `'Unavailable'`…):
 *   that error's body, with the table's HTTP status, code and message;
 * - `{ error, message, times }`: that error with your message, for the first
 *   `times` requests only (every request when absent);
 * - `'network-error'`: the connection fails (a rejected `fetch`);
 * - `'no-answer'`: the request never completes (loading forever) until the
 *   caller aborts it.
 */
export type FailureAnswer =
  | PlatformErrorName
  | {
      readonly error: PlatformErrorName
      readonly message?: string
      readonly times?: number
    }
  | 'network-error'
  | 'no-answer'

/** What the controls can set; every member is optional and absent means "off". */
export interface EmulatorControlSettings {
  /** A delay before every answer, or per operation (`'*'` for the others). */
  readonly latency?: Delay | PerOperation<Delay>
  /** Operations that fail, and how (`'*'` for every other operation). */
  readonly fail?: PerOperation<FailureAnswer>
  /** A data scenario instead of the generated data. */
  readonly scenario?: EmulatorScenario
}

/** The controls of one emulator. */
export interface EmulatorControls {
  /**
   * Replaces every setting: what `settings` leaves out is off. Throws a
   * `TypeError` or `RangeError` naming a setting that is not valid (an
   * unknown operation or error name, a negative delay) and then changes
   * nothing.
   */
  set(settings: EmulatorControlSettings): void
  /** Turns everything off: no latency, no failure, the generated data. */
  reset(): void
  /** The current settings, as last given to `set`. */
  readonly settings: EmulatorControlSettings
}

/** The longest delay accepted: ten minutes. */
const MAX_DELAY_MS = 600_000

const brand = Symbol.for('platform-kit.emulator.connectionFailure')

/** The failure `emulator.handle` rejects with for `'network-error'`: a `TypeError`, as `fetch` rejects. */
export function connectionFailure(operation: string): TypeError {
  const error = new TypeError(`Failed to fetch: the emulator drops ${operation} (controls)`)
  Object.defineProperty(error, brand, { value: true })
  return error
}

/** Whether `e` is the emulator's simulated connection failure; the adapters turn it into theirs. */
export const isConnectionFailure = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && brand in e

function checkDelay(delay: unknown, where: string): void {
  const ok = (ms: unknown) =>
    typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 && ms <= MAX_DELAY_MS
  if (ok(delay)) return
  if (Array.isArray(delay) && delay.length === 2 && ok(delay[0]) && ok(delay[1])) {
    if (delay[0] > delay[1]) throw new RangeError(`${where}: [min, max] with min above max`)
    return
  }
  throw new RangeError(`${where}: a number of ms from 0 to ${MAX_DELAY_MS}, or [min, max]`)
}

function checkKey(key: string, where: string): void {
  if (key !== '*' && !isEmulatedOperation(key)) {
    throw new TypeError(`${where}: no operation ${JSON.stringify(key)} (use 'Group/Operation')`)
  }
}

function checkFailure(answer: unknown, where: string): void {
  if (answer === 'network-error' || answer === 'no-answer') return
  const name =
    typeof answer === 'object' && answer !== null ? (answer as { error?: unknown }).error : answer
  if (typeof name !== 'string' || !(name in ERRORS)) {
    throw new TypeError(
      `${where}: an error name of the interface's table, 'network-error' or 'no-answer'`,
    )
  }
  const times = (answer as { times?: unknown }).times
  if (typeof answer === 'object' && times !== undefined) {
    if (!Number.isSafeInteger(times) || (times as number) < 1) {
      throw new RangeError(`${where}.times: a whole number of at least 1`)
    }
  }
}

/** Checks every setting; throws on the first that is not valid. */
export function checkSettings(settings: EmulatorControlSettings): void {
  const { latency, fail, scenario } = settings
  if (latency !== undefined) {
    if (typeof latency === 'object' && !Array.isArray(latency)) {
      for (const [key, delay] of Object.entries(latency)) {
        checkKey(key, 'latency')
        checkDelay(delay, `latency[${JSON.stringify(key)}]`)
      }
    } else checkDelay(latency, 'latency')
  }
  for (const [key, answer] of Object.entries(fail ?? {})) {
    checkKey(key, 'fail')
    checkFailure(answer, `fail[${JSON.stringify(key)}]`)
  }
  if (scenario !== undefined && !EMULATOR_SCENARIOS.includes(scenario)) {
    throw new TypeError(`scenario: one of ${EMULATOR_SCENARIOS.join(', ')}`)
  }
}

/** The value for `operation` in a per-operation table: its own, else `'*'`'s. */
const lookup = <T>(table: PerOperation<T>, operation: string): T | undefined =>
  (isEmulatedOperation(operation) ? table[operation] : undefined) ?? table['*']

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** Never settles, unless the signal aborts. */
const never = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
  })

/** The controls and the wrapper the emulator puts around its router. */
export interface ControlledHandler {
  readonly controls: EmulatorControls
  /** Answers `request` with `next`, after the controls' delay and instead of it when it fails. */
  handle(request: Request, next: (request: Request) => Promise<Response>): Promise<Response>
}

/**
 * Creates the controls of an emulator with seed `seed`; `onScenario` switches
 * its data (the marketplace section's `setScenario`).
 */
export function createControls(
  seed: number,
  onScenario: (scenario: EmulatorScenario | undefined) => void,
): ControlledHandler {
  let settings: EmulatorControlSettings = {}
  let random: Random = createRandom(seed, 'controls/latency')
  /** How many more times each `{ times }` failure applies, by table key. */
  let remaining = new Map<string, number>()

  const draw = (delay: Delay) =>
    typeof delay === 'number'
      ? delay
      : delay[0] + Math.floor(random.next() * (delay[1] - delay[0] + 1))

  const controls: EmulatorControls = {
    set(next) {
      checkSettings(next)
      onScenario(next.scenario)
      settings = { ...next }
      random = createRandom(seed, 'controls/latency')
      remaining = new Map()
      for (const [key, answer] of Object.entries(next.fail ?? {})) {
        if (typeof answer === 'object' && answer.times !== undefined)
          remaining.set(key, answer.times)
      }
    },
    reset: () => controls.set({}),
    get settings() {
      return settings
    },
  }

  /** The failure that applies to `operation` now, counting down a `{ times }` one. */
  const failureOf = (operation: string): FailureAnswer | undefined => {
    const fail = settings.fail
    if (!fail) return undefined
    const key = isEmulatedOperation(operation) && fail[operation] !== undefined ? operation : '*'
    const answer = fail[key as keyof typeof fail]
    if (answer === undefined || !remaining.has(key)) return answer
    const left = remaining.get(key)!
    if (left <= 0) return undefined
    remaining.set(key, left - 1)
    return answer
  }

  return {
    controls,
    async handle(request, next) {
      const operation = operationOf(request.url) ?? new URL(request.url).pathname
      const { latency } = settings
      const delay =
        latency === undefined
          ? undefined
          : typeof latency === 'number' || Array.isArray(latency)
            ? (latency as Delay)
            : lookup(latency as PerOperation<Delay>, operation)
      const failure = failureOf(operation)
      if (failure === 'no-answer') return never(request.signal)
      if (delay !== undefined) await sleep(draw(delay), request.signal)
      if (failure === undefined) return next(request)
      if (failure === 'network-error') throw connectionFailure(operation)
      if (typeof failure === 'string') return errorResponse(failure)
      return errorResponse(failure.error, failure.message)
    },
  }
}

/**
 * How the properties of untrusted input run (issue 28). In `npm test`: a
 * fixed seed and a bounded number of runs, a few seconds per parser, the
 * same inputs every time. Under `npm run fuzz` (scripts/fuzz.ts sets
 * `PLATFORM_KIT_FUZZ_SEED` and `PLATFORM_KIT_FUZZ_MS`): the seed it chose
 * and printed, as many runs as fit in the time given to each property, and
 * fast-check's report of a failure names that seed and the path to replay it.
 *
 * Also the checks every property makes: no prototype polluted, and bounded
 * time per input.
 */
import type fc from 'fast-check'
import { expect } from 'vitest'

const seed = process.env.PLATFORM_KIT_FUZZ_SEED
const ms = Number(process.env.PLATFORM_KIT_FUZZ_MS)

/** True under `npm run fuzz`. */
export const FUZZING = seed !== undefined && seed !== ''

/** The seed of `npm test`'s runs. */
const FIXED_SEED = 28

/**
 * The parameters of `fc.assert`: `numRuns` runs with the fixed seed in
 * `npm test`; under `npm run fuzz`, the fuzz seed and runs until the
 * property's time is up.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(arb, check), runs(200))
 * ```
 */
export function runs<T>(numRuns: number): fc.Parameters<T> {
  if (!FUZZING) return { seed: FIXED_SEED, numRuns }
  return {
    seed: Number(seed),
    numRuns: 1_000_000_000,
    interruptAfterTimeLimit: Number.isFinite(ms) ? ms : 60_000,
    markInterruptAsFailure: false,
  }
}

/** A test's time limit: vitest's default in `npm test`, the property's time and a margin when fuzzing. */
export const PROPERTY_TIMEOUT = FUZZING ? (Number.isFinite(ms) ? ms : 60_000) + 120_000 : 60_000

const PROTOTYPES: readonly [string, object][] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
  ['Number.prototype', Number.prototype],
]

const before = new Map(PROTOTYPES.map(([name, p]) => [name, Reflect.ownKeys(p).map(String)]))

/**
 * Fails when any built-in prototype has gained a member since this module
 * loaded (`({}).polluted`), or when `({})` has any member to read.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(arb, (input) => { parse(input); expectNoPollution() }))
 * ```
 */
export function expectNoPollution(): void {
  for (const [name, prototype] of PROTOTYPES) {
    expect(Reflect.ownKeys(prototype).map(String), name).toEqual(before.get(name))
  }
  const probe = {} as Record<string, unknown>
  for (const key of ['polluted', 'isAdmin', 'a', 'x', '0', 'toJSON']) {
    expect(probe[key], `({}).${key}`).toBeUndefined()
  }
}

/**
 * The most CPU time one input may take: a linear reader takes a few
 * milliseconds on the largest input a property makes (100,000 characters, or
 * a body of 1 MiB); a quadratic one takes seconds to minutes.
 *
 * It is CPU time, not the clock: what this process spent working, which
 * other processes keeping the cores busy do not add to (issue 28: the
 * clock's 2 s were once 3.4 s for a million levels under `npm run
 * test:loaded`). Vitest runs each test file in a process of its own (the
 * `forks` pool) and one file at a time in it, so the process's time is the
 * input's. Speed itself is measured by `npm run bench`, not here.
 */
export const INPUT_BUDGET_MS = 2000

/** The CPU time this process has spent so far, in milliseconds (user and system). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/**
 * Runs `f` and fails when it took more than {@link INPUT_BUDGET_MS} of the
 * process's CPU time; gives what it returned, or throws what it threw.
 *
 * @example
 * ```ts
 * const result = withinBudget(() => parseContactList(text))
 * ```
 */
export function withinBudget<T>(f: () => T, what = 'one input'): T {
  const start = cpuMs()
  try {
    return f()
  } finally {
    const took = cpuMs() - start
    expect(took, `${what} took ${took.toFixed(0)} ms of CPU time`).toBeLessThan(INPUT_BUDGET_MS)
  }
}

/**
 * The same as {@link withinBudget} for an async `f`: the CPU time of
 * everything the process did meanwhile, which in a test is `f`'s work.
 */
export async function withinBudgetAsync<T>(f: () => Promise<T>, what = 'one input'): Promise<T> {
  const start = cpuMs()
  try {
    return await f()
  } finally {
    const took = cpuMs() - start
    expect(took, `${what} took ${took.toFixed(0)} ms of CPU time`).toBeLessThan(INPUT_BUDGET_MS)
  }
}

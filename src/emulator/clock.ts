/**
 * The emulator's clock. Frozen by default (a fixed instant, moved only by the
 * test), which keeps answers deterministic; or live, following a function
 * such as `Date.now` (the demo and `npm run emulator`).
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Sets a frozen clock to `ms`; on a live clock, shifts it so that it now reads `ms`. */
  set(ms: number): void
  /** Moves the clock forward by `ms`. */
  advance(ms: number): void
}

/** 2026-01-01T00:00:00Z: the default instant of a frozen clock. */
export const DEFAULT_NOW = Date.UTC(2026, 0, 1)

/**
 * A clock frozen at `now` (a number) or following `now` (a function such as
 * `Date.now`); either can be set or moved forward.
 *
 * @example
 * ```ts
 * const clock = createClock(Date.UTC(2026, 0, 1))
 * clock.advance(60_000)
 * ```
 */
export function createClock(now: number | (() => number) = DEFAULT_NOW): Clock {
  const source = typeof now === 'function' ? now : () => now
  let offset = 0
  return {
    now: () => source() + offset,
    set(ms) {
      offset = ms - source()
    },
    advance(ms) {
      offset += ms
    },
  }
}

/** An ISO 8601 timestamp. */
export const iso = (ms: number) => new Date(ms).toISOString()

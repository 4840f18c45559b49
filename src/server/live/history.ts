/**
 * The messages the live feed still holds for clients that resume: the newest
 * `capacity`, in a ring, by id. Ids are consecutive integers, so where a
 * resuming client stands is arithmetic.
 */
import type { LiveGap } from '../../core/schemas/liveEvent.js'

/** Where a resuming client starts: the first id to send it, or a gap. */
export type Resume = { readonly from: number } | { readonly gap: LiveGap }

/** The newest messages, as encoded frames, for replay. */
export interface History {
  /** The id of the newest message published (`start - 1` before the first). */
  readonly lastId: number
  /** The id of the oldest message held (`lastId + 1` when none is held). */
  readonly oldestId: number
  /** Holds `frame` as message `lastId + 1` (evicting the oldest past capacity); returns its id. */
  push(frame: Uint8Array): number
  /** The frame of `id`, if held. */
  get(id: number): Uint8Array | undefined
  /**
   * Where a client whose last event id is `after` resumes: right after it when
   * every message since is held (nothing missed: `lastId + 1`), else a gap —
   * `after` older than the oldest held, ahead of the newest (another process
   * of the feed, or a forged id), or not an id at all (the gap then says
   * `after: '0'`, the gap message's `after` being a decimal).
   */
  resume(after: string): Resume
}

/** An id the feed could have issued (a safe integer), and any decimal the gap message can carry. */
const ID = /^(0|[1-9]\d{0,15})$/
const DECIMAL = /^(0|[1-9]\d{0,76})$/

/**
 * A history holding at most `capacity` messages, whose first id is `start`.
 *
 * @example
 * ```ts
 * const history = createHistory(2, 1)
 * history.push(bytes('id: 1\n\n')) // 1
 * history.resume('0') // { from: 1 }
 * ```
 */
export function createHistory(capacity: number, start: number): History {
  const ring: (Uint8Array | undefined)[] = new Array(capacity)
  let lastId = start - 1
  let held = 0
  return {
    get lastId() {
      return lastId
    },
    get oldestId() {
      return lastId - held + 1
    },
    push(frame) {
      const id = ++lastId
      if (capacity === 0) return id
      ring[id % capacity] = frame
      held = Math.min(held + 1, capacity)
      return id
    },
    get(id) {
      return id > lastId || id <= lastId - held ? undefined : ring[id % capacity]
    },
    resume(after) {
      const oldest = lastId - held + 1
      const n = ID.test(after) ? Number(after) : Number.NaN
      if (n >= oldest - 1 && n <= lastId) return { from: n + 1 }
      return {
        gap: {
          after: DECIMAL.test(after) ? after : '0',
          ...(held > 0 ? { oldest: String(oldest) } : {}),
        },
      }
    },
  }
}

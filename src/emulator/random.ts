/**
 * A small seeded pseudo-random generator (sfc32): the same seed gives the same
 * sequence on every machine, which is what makes the emulator's data and
 * answers byte-identical from run to run.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], inclusive. */
  int(min: number, max: number): number
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T
  /** True with probability `p`. */
  chance(p: number): boolean
  /** An independent generator derived from this one and a label. */
  fork(label: string): Random
}

function hash(text: string, seed: number): number {
  let h = seed ^ 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  }
  return h >>> 0
}

/** Creates a generator from a numeric seed and an optional label. */
export function createRandom(seed: number, label = ''): Random {
  let a = hash(label, seed) | 0
  let b = hash(`${label}#b`, seed) | 0
  let c = hash(`${label}#c`, seed) | 0
  let d = 1
  const next = () => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  for (let i = 0; i < 12; i++) next()
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
    fork: (sub) => createRandom(seed, `${label}/${sub}`),
  }
  return random
}

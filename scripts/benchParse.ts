/**
 * The cost of reading an answer (issue 10): bare `JSON.parse` of a
 * 100-collectible ListCollectibles page as the Go-style emulator sends it,
 * against the kit's own parse of the same text (JSON.parse, then the
 * depth check (issue 28) and the response schema's tolerant read, as the
 * transport does). Medians of
 * rounds of many parses each, after a warm-up. Target: at most 2×.
 */
import { exceedsJsonDepth } from '../src/core/schemas/jsonDepth.js'
import { ListCollectiblesResponse } from '../src/core/schemas/rpc/listCollectibles.js'

const ROUNDS = 15
const PER_ROUND = 200

/** The median time of one call of `f`, in milliseconds. */
function timeOf(f: () => unknown): number {
  for (let i = 0; i < PER_ROUND; i++) f()
  const rounds: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    const start = performance.now()
    for (let i = 0; i < PER_ROUND; i++) f()
    rounds.push((performance.now() - start) / PER_ROUND)
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!
}

/** Measures and prints both, and their ratio, for the answer `text`. */
export function benchParse(text: string): void {
  const count = (JSON.parse(text) as { collectibles: unknown[] }).collectibles.length
  if (count !== 100) throw new Error(`expected a page of 100 collectibles, got ${count}`)
  const bare = timeOf(() => JSON.parse(text))
  const kit = timeOf(() => {
    const json: unknown = JSON.parse(text)
    if (exceedsJsonDepth(json)) throw new Error('too deep')
    return ListCollectiblesResponse.read(json)
  })
  const ratio = kit / bare
  console.log(
    `Reading a ListCollectibles page of 100 (${(text.length / 1024).toFixed(0)} KiB, Go-style), median of ${ROUNDS} rounds of ${PER_ROUND}:`,
  )
  console.log(
    `  JSON.parse ${bare.toFixed(3)} ms   kit parse ${kit.toFixed(3)} ms   ratio ${ratio.toFixed(2)}×  ${ratio <= 2 ? 'within the 2× target' : 'OVER the 2× target'}`,
  )
}

/**
 * `npm run fuzz`: the properties of untrusted input (every
 * *.property.test.ts of src/ and test/: answers, webhook bodies, live messages, proof
 * strings, traits, prices, filter URLs, contact lists) run for minutes
 * instead of `npm test`'s few seconds, with a random seed printed first. A
 * failure prints fast-check's report — the counterexample, the seed and the
 * path that replays it — and the seed again at the end.
 *
 *   npm run fuzz                         # a random seed, 20 s per property
 *   npm run fuzz -- --seed 1234          # replay a seed
 *   npm run fuzz -- --seconds 120        # longer
 *   npm run fuzz -- --seed 1234 webhooks # only the files whose path has "webhooks"
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

const args = process.argv.slice(2)
const option = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`)
  if (at < 0) return undefined
  const [value] = args.splice(at, 2).slice(1)
  return value
}
const seed = Number(option('seed') ?? Math.floor(Math.random() * 2 ** 31))
const seconds = Number(option('seconds') ?? 20)
if (!Number.isSafeInteger(seed) || !(seconds > 0)) {
  console.error(
    'usage: npm run fuzz -- [--seed <integer>] [--seconds <per property>] [path filter]',
  )
  process.exit(2)
}

/** Every property file of the suite (beside its unit in src/, or in test/), or those whose path holds one of the filters given. */
const files = ['src', 'test']
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.property.test.ts'))
      .map((path) => join(dir, path)),
  )
  .filter((path) => args.length === 0 || args.some((filter) => path.includes(filter)))
  .sort()
if (files.length === 0) {
  console.error(`fuzz: no property file matches ${args.join(' ')}`)
  process.exit(2)
}

console.log(`fuzz: seed ${seed}, ${seconds} s per property, ${files.length} files`)
console.log(`fuzz: replay with npm run fuzz -- --seed ${seed}`)
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'node', `--testTimeout=${(seconds + 120) * 1000}`, ...files],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      PLATFORM_KIT_FUZZ_SEED: String(seed),
      PLATFORM_KIT_FUZZ_MS: String(seconds * 1000),
    },
  },
)
if (run.status !== 0) {
  console.error(
    `fuzz: a property failed with seed ${seed} (its report above names the counterexample and the path); replay with npm run fuzz -- --seed ${seed}`,
  )
  process.exit(run.status ?? 1)
}
console.log(`fuzz: every property held for ${seconds} s, seed ${seed}`)

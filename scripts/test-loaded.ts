/**
 * `npm run test:loaded`: `npm test` while other processes keep every core
 * busy, as a shared CI machine or a developer's build may (issue 28: a test
 * that waits for a time rather than for an event fails only then). Starts
 * one busy process per core (`--burners N` sets how many), runs `npm test`
 * with its output, stops them, and exits with `npm test`'s status.
 *
 *   npm run test:loaded
 *   npm run test:loaded -- --burners 4
 */
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'

const at = process.argv.indexOf('--burners')
const burners = at > 0 ? Number(process.argv[at + 1]) : availableParallelism()
if (!Number.isSafeInteger(burners) || burners < 0) {
  console.error('usage: npm run test:loaded -- [--burners <count>]')
  process.exit(2)
}
const busy = Array.from({ length: burners }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
)
const stop = () => {
  for (const child of busy) child.kill('SIGKILL')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
console.log(`test:loaded: ${burners} busy process(es) beside npm test`)
const started = Date.now()
const test = spawn('npm', ['test'], { stdio: 'inherit' })
test.on('exit', (code, signal) => {
  stop()
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  console.log(`test:loaded: npm test ended with ${signal ?? code} in ${minutes} min`)
  process.exit(code ?? 1)
})

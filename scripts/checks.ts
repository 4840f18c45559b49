/**
 * `npm test`'s checks before the tests, side by side: the typecheck; the
 * lint, the import rules, the size budgets and knip; and the package checks
 * (the build, publint, attw). One after another they waited on `tsc`, which
 * keeps one core busy while the other idled (97 s on two cores); together
 * they take about as long as the longest. Each group's output is printed
 * whole when it ends, so that the groups' lines do not mix; the run fails when
 * any group fails, after all have ended, with each failure named.
 */
import { spawn } from 'node:child_process'

/** The groups, each a list of npm scripts run in order, stopping at the first that fails. */
const GROUPS: readonly (readonly string[])[] = [
  ['typecheck'],
  ['lint', 'deps', 'size', 'knip'],
  // `check-package`, but for knip, which reads the sources, not the build: it evens the groups out.
  ['build', 'check-dist'],
]

/** Runs `npm run <script>`, its output kept; resolves with whether it succeeded. */
function runScript(script: string, output: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.on('error', (error) => {
      output.push(`${error.message}\n`)
      resolve(false)
    })
    child.on('close', (code) => resolve(code === 0))
  })
}

/** Runs a group's scripts in order, prints its output whole, and gives the script that failed, if one did. */
async function runGroup(scripts: readonly string[]): Promise<string | undefined> {
  const started = performance.now()
  const output: string[] = []
  let failed: string | undefined
  for (const script of scripts) {
    if (!(await runScript(script, output))) {
      failed = script
      break
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  process.stdout.write(output.join(''))
  console.log(
    `checks: ${scripts.join(', ')}: ${failed ? `FAILED at ${failed}` : 'passed'} in ${seconds} s\n`,
  )
  return failed
}

const failed = (await Promise.all(GROUPS.map(runGroup))).filter((script) => script !== undefined)
if (failed.length > 0) {
  console.error(`checks failed: ${failed.map((script) => `npm run ${script}`).join(', ')}`)
  process.exit(1)
}

/**
 * `npm run emulator`: serves the emulator on 127.0.0.1 (port 4010, or PORT)
 * with a live clock, and prints its base URLs and development credentials.
 * With RPC_URL (a local anvil node), it follows that chain: cancels mined
 * there take effect, and webhook listeners get their deliveries.
 */

import { DEV_SECRET_KEYS, startEmulatorServer } from '../src/emulator/adapters/node.js'
import { DEV_PROJECTS, emulatorUrls } from '../src/emulator/index.js'

const port = Number(process.env.PORT ?? 4010)
const seed = Number(process.env.SEED ?? 1)
const server = await startEmulatorServer({ port, seed, now: Date.now })
const rpcUrl = process.env.RPC_URL
if (rpcUrl) await server.emulator.attachChain({ rpcUrl })

console.log(`platform-kit emulator (seed ${seed}) listening on ${server.url}`)
console.log(
  rpcUrl ? `following the chain at ${rpcUrl}\n` : '(set RPC_URL to follow a local anvil chain)\n',
)
console.log('Base URLs:')
for (const [group, url] of Object.entries(emulatorUrls(server.url)))
  console.log(`  ${group.padEnd(12)} ${url}`)
console.log('\nDevelopment credentials (emulator only, published on purpose):')
for (const project of DEV_PROJECTS) {
  console.log(`  project ${project.id} (${project.name})`)
  console.log(`    access key  ${project.accessKey}`)
  console.log(`    secret key  ${DEV_SECRET_KEYS[project.id as 1 | 2]}`)
}
console.log(`\nPoint the kit at it:  createClient(emulatorConfig('${server.url}'))`)

const stop = () => server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

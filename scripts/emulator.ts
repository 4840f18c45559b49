/**
 * `npm run emulator`: serves the emulator on 127.0.0.1 (port 4010, or PORT)
 * with a live clock, and prints its base URLs and development credentials.
 */

import { startEmulatorServer } from '../src/emulator/adapters/node.js'
import { DEV_PROJECTS, emulatorUrls } from '../src/emulator/index.js'

const port = Number(process.env.PORT ?? 4010)
const seed = Number(process.env.SEED ?? 1)
const server = await startEmulatorServer({ port, seed, now: Date.now })

console.log(`platform-kit emulator (seed ${seed}) listening on ${server.url}\n`)
console.log('Base URLs:')
for (const [group, url] of Object.entries(emulatorUrls(server.url)))
  console.log(`  ${group.padEnd(12)} ${url}`)
console.log('\nDevelopment credentials (emulator only, published on purpose):')
for (const project of DEV_PROJECTS) {
  console.log(`  project ${project.id} (${project.name})`)
  console.log(`    access key  ${project.accessKey}`)
  console.log(`    secret key  ${project.secretKey}`)
}
console.log(`\nPoint the kit at it:  createClient(emulatorConfig('${server.url}'))`)

const stop = () => server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

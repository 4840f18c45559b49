/**
 * The seller's desk's read under load (issue 45), for `npm run bench`: dev
 * account 0's orders in the emulator's 10,000-token collection (about 1,000
 * orders), read in full (`listAccountOrders`, a request per token and side)
 * and as the desk reads them first (`depth: 'best'`, a request per 100
 * tokens), then the other orders of the twenty rows a desk draws first. The
 * requests of each and their time in process, each request delayed by
 * `DELAY_MS` as a server a few milliseconds away would be.
 */
import { createClient } from '../src/core/client.js'
import {
  listAccountOrders,
  listAccountTokenOrders,
} from '../src/core/operations/listAccountOrders.js'
import { emulatorConfig } from '../src/emulator/config.js'
import { createEmulator } from '../src/emulator/emulator.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../src/emulator/index.js'

/** A request's delay: a server nearby. */
const DELAY_MS = 10
/** The rows a desk draws first (tests/SellerDeskMany: at most 40). */
const FIRST_ROWS = 20

/** Reads dev account 0's orders both ways and prints requests and times. */
export async function benchDesk(): Promise<void> {
  const emulator = createEmulator({ size: 10_000 })
  const fetch: typeof globalThis.fetch = async (input, init) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS))
    return emulator.handle(new Request(input, init))
  }
  const client = createClient({ ...emulatorConfig(), fetch })
  const params = {
    network: 'anvil',
    contractAddress: EMULATOR_COLLECTION.creatures.address,
    account: DEV_ACCOUNTS[0]!.address,
  }
  let start = performance.now()
  const every = await listAccountOrders(client, params)
  const everyMs = performance.now() - start
  start = performance.now()
  const best = await listAccountOrders(client, { ...params, depth: 'best' })
  const bestMs = performance.now() - start
  start = performance.now()
  const rows = await listAccountTokenOrders(client, {
    ...params,
    tokens: (best.partial ?? []).slice(0, FIRST_ROWS),
  })
  const rowsMs = performance.now() - start
  const tokens = best.partial?.length ?? 0
  console.log(
    `\nSeller's desk (scripts/benchDesk.ts, issue 45): dev account 0, ${every.orders.length.toLocaleString('en')} orders on ${tokens} tokens and sides, requests ${DELAY_MS} ms away, 4 at a time:`,
  )
  console.log(`  before, every order at once: ${every.requests} requests, ${everyMs.toFixed(0)} ms`)
  console.log(
    `  after, the best on each token (the desk's first rows): ${best.requests} requests, ${bestMs.toFixed(0)} ms; the other orders of the first ${FIRST_ROWS} rows drawn: ${rows.requests} more, ${rowsMs.toFixed(0)} ms`,
  )
}

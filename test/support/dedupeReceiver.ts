/**
 * One webhook receiver process of the multi-instance tests, run with `node`
 * once built (test/support/receiverBuild.global.ts): `createWebhookPipeline` with a shared
 * `createPostgresDedupeStore` and `transactional: true`, served by
 * `toNodeHandler` on 127.0.0.1 (a free port, printed as `ready <port>`).
 * `onEvent` writes the event's effect — a row in `effects` — with the
 * transaction's client, as an application would. Settings come from the
 * environment (`PG_PORT`, `LEASE_MS`, `INSTANCE`); two request headers make
 * `onEvent` misbehave after writing its row: `X-Test-Fail` throws, and
 * `X-Test-Hang` prints `hanging <uid>` and never settles (for a SIGKILL).
 * With `LIVE=1` it is also an instance of a shared live feed
 * (`createPostgresLiveFeed`, served at /live, webhooks at /hooks): the
 * pipeline publishes the delivery's events in its transaction. With
 * `ACTIVITY=1` it also keeps the activity (`createPostgresActivityStore`, its
 * read served at /activity): the pipeline stores the delivery's item in its
 * transaction, after the feed's events.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import {
  createActivityHandler,
  createPostgresActivityStore,
  createPostgresDedupeStore,
  createPostgresLiveFeed,
  createWebhookPipeline,
  toNodeHandler,
} from '../../src/server/index.js'

const instance = process.env.INSTANCE ?? 'receiver'
const pool = new pg.Pool({
  host: '127.0.0.1',
  port: Number(process.env.PG_PORT),
  user: 'postgres',
  database: 'postgres',
  max: 10,
  connectionTimeoutMillis: 2_000,
  query_timeout: 10_000,
})
// An idle client cut by a stopping server: the pool drops it and connects anew later.
pool.on('error', () => {})

const feed =
  process.env.LIVE === '1'
    ? await createPostgresLiveFeed({ pool, heartbeatMs: 1_000, history: 5_000, pollMs: 1_000 })
    : undefined

const activity =
  process.env.ACTIVITY === '1' ? await createPostgresActivityStore({ pool }) : undefined

// The kit's pipeline: the app's effect first, then the feed's events and the item, all in the
// transaction that marks the uid done (the two advisory locks always in that order).
const handler = createWebhookPipeline({
  chainId: 137,
  dedupe: createPostgresDedupeStore<pg.PoolClient>({
    pool,
    leaseMs: Number(process.env.LEASE_MS ?? 60_000),
  }),
  transactional: true,
  ...(feed ? { feed } : {}),
  ...(activity ? { activity } : {}),
  onError: () => {},
  onEvent: async (delivery, { tx, request }) => {
    const { event, args } = delivery
    await tx.query('INSERT INTO effects (uid, token_id, instance) VALUES ($1, $2, $3)', [
      event.uid,
      String(args.tokenId),
      instance,
    ])
    if (request.headers.has('x-test-fail')) throw new Error('failing once, as the test asked')
    if (request.headers.has('x-test-hang')) {
      console.log(`hanging ${event.uid}`)
      await new Promise(() => {})
    }
  },
})

const hooks = toNodeHandler(handler)
const live = feed && toNodeHandler(feed.handler)
const read = activity && toNodeHandler(createActivityHandler({ store: activity }))
const server = createServer((req, res) =>
  live && req.url?.startsWith('/live')
    ? live(req, res)
    : read && req.url?.startsWith('/activity')
      ? read(req, res)
      : hooks(req, res),
)
server.listen(0, '127.0.0.1', () => {
  console.log(`ready ${(server.address() as AddressInfo).port}`)
})
process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close()
  void Promise.resolve(feed?.close())
    .then(() => pool.end())
    .finally(() => process.exit(0))
})

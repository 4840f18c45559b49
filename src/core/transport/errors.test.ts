/**
 * The error model (interface §7, decisions.md §4) against a real HTTP server on
 * 127.0.0.1: server error bodies, unreadable answers, time-outs, aborts and
 * refused connections.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { COLLECTION, TRANSFER_SINGLE } from '../../../test/support/fixtures.js'
import {
  type RecordingServer,
  startRecordingServer,
} from '../../../test/support/recordingServer.js'
import { createIndexerAdminClient } from '../../server/index.js'
import {
  type Client,
  createClient,
  ERROR_CODES,
  ERRORS,
  isPlatformError,
  isTransientError,
  PlatformError,
  type PlatformErrorName,
  platformError,
} from '../index.js'
import { GetFloorOrder } from '../schemas/rpc/getFloorOrder.js'
import { call, networkInUrl } from './call.js'

/** Interface §7, copied from the spec: error, code, msg, status. */
const SPEC_TABLE: readonly (readonly [PlatformErrorName, number, string, number])[] = [
  ['WebrpcEndpoint', 0, 'endpoint error', 400],
  ['WebrpcRequestFailed', -1, 'request failed', 400],
  ['WebrpcBadRoute', -2, 'bad route', 404],
  ['WebrpcBadMethod', -3, 'bad method', 405],
  ['WebrpcBadRequest', -4, 'bad request', 400],
  ['WebrpcBadResponse', -5, 'bad response', 500],
  ['WebrpcServerPanic', -6, 'server panic', 500],
  ['WebrpcInternalError', -7, 'internal error', 500],
  ['WebrpcClientDisconnected', -8, 'client disconnected', 400],
  ['WebrpcStreamLost', -9, 'stream lost', 400],
  ['Unauthorized', 1000, 'Unauthorized access', 401],
  ['PermissionDenied', 1001, 'Permission denied', 403],
  ['MethodNotFound', 1003, 'Method not found', 404],
  ['RequestConflict', 1004, 'Conflict with target resource', 409],
  ['Aborted', 1005, 'Request aborted', 400],
  ['Geoblocked', 1006, 'Geoblocked region', 451],
  ['InvalidArgument', 2001, 'Invalid argument', 400],
  ['Unavailable', 2002, 'Unavailable resource', 400],
  ['QueryFailed', 2003, 'Query failed', 400],
  ['NotFound', 3000, 'Resource not found', 400],
  ['InsufficientFee', 3004, 'Insufficient fee', 402],
]

/** Worth retrying for a read (decisions.md §4): 5xx, WebrpcRequestFailed, Unavailable. */
const TRANSIENT = new Set<string>([
  'WebrpcRequestFailed',
  'WebrpcBadResponse',
  'WebrpcServerPanic',
  'WebrpcInternalError',
  'Unavailable',
])

let server: RecordingServer
let client: Client

beforeAll(async () => {
  server = await startRecordingServer()
  client = createClient({
    accessKey: 'pk_errors',
    urls: {
      relayer: `${server.origin}/{network}`,
      marketplace: `${server.origin}/marketplace`,
      api: `${server.origin}/api`,
    },
  })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

/** GetFloorOrder called bare: the kit's `getFloorOrder` reads a NotFound as "no floor". */
const floor = () =>
  call(client, GetFloorOrder, { network: 'polygon', contractAddress: COLLECTION }, networkInUrl)

/** The rejection of `promise`, failing the test when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (e) {
    return e
  }
  throw new Error('expected the call to reject')
}

async function platformRejection(promise: Promise<unknown>): Promise<PlatformError> {
  const e = await rejection(promise)
  expect(e).toBeInstanceOf(PlatformError)
  if (!isPlatformError(e)) throw new Error('not a PlatformError')
  return e
}

describe('the section 7 table', () => {
  test('ERRORS holds exactly the rows of interface §7', () => {
    expect(Object.keys(ERRORS)).toHaveLength(21)
    for (const [error, code, msg, status] of SPEC_TABLE) {
      expect(ERRORS[error]).toStrictEqual({ error, code, msg, status })
      expect(ERROR_CODES[error]).toBe(code)
    }
  })

  test.each(Object.values(ERRORS))(
    '$error ($code) answered with HTTP $status is decoded with the server message, cause and operation',
    async (kind) => {
      const msg = `custom message from the server about ${kind.error}`
      server.reply({
        status: kind.status,
        body: {
          error: kind.error,
          code: kind.code,
          msg,
          cause: 'row 7 is locked',
          status: kind.status,
        },
      })
      const e = await platformRejection(floor())
      expect(e).toBeInstanceOf(Error)
      expect(e.name).toBe('PlatformError')
      expect(e.error).toBe(kind.error)
      expect(e.code).toBe(kind.code)
      expect(e.status).toBe(kind.status)
      expect(e.msg).toBe(msg)
      expect(e.cause).toBe('row 7 is locked')
      expect(e.operation).toBe('Marketplace/GetFloorOrder')
      expect(e.message).toContain('Marketplace/GetFloorOrder')
      expect(e.message).toContain(msg)
      expect(isPlatformError(e)).toBe(true)
      expect(isPlatformError(e, kind.error)).toBe(true)
      expect(isPlatformError(e, kind.error === 'NotFound' ? 'Unauthorized' : 'NotFound')).toBe(
        false,
      )
      expect(isTransientError(e)).toBe(TRANSIENT.has(kind.error))
      expect(server.requests).toHaveLength(1)
    },
  )

  test('the operation names the group and operation that failed', async () => {
    const body = { error: 'Unauthorized', code: 1000, msg: 'bad key', status: 401 }
    server.reply({ status: 401, body })
    const relayer = await platformRejection(client.relayer.getChainId({ network: 'polygon' }))
    expect(relayer.operation).toBe('Relayer/GetChainID')
    const builder = await platformRejection(
      client.builder.createAudience({ projectId: 1, name: 'A' }),
    )
    expect(builder.operation).toBe('Builder/CreateAudience')
    const admin = createIndexerAdminClient({
      accessKey: 'pk_errors',
      secretKey: 'sk',
      urls: { indexer: `${server.origin}/{network}-indexer` },
    })
    const indexer = await platformRejection(
      admin.addWebhookListener({
        network: 'polygon',
        url: 'https://example.org/h',
        filters: { contractAddresses: [COLLECTION], events: [TRANSFER_SINGLE] },
      }),
    )
    expect(indexer.operation).toBe('Indexer/AddWebhookListener')
    expect(indexer.error).toBe('Unauthorized')
  })

  test('an error without a cause has none', async () => {
    server.reply({
      status: 400,
      body: { error: 'NotFound', code: 3000, msg: 'no floor', status: 400 },
    })
    const e = await platformRejection(floor())
    expect(e.cause).toBeUndefined()
    expect(isPlatformError(e, 'NotFound')).toBe(true)
  })

  test('an unknown code keeps the error name the server sent', async () => {
    server.reply({
      status: 429,
      body: { error: 'RateLimited', code: 4290, msg: 'slow down', cause: 'quota', status: 429 },
    })
    const e = await platformRejection(floor())
    expect(e).toMatchObject({ error: 'RateLimited', code: 4290, msg: 'slow down', status: 429 })
    expect(e.cause).toBe('quota')
    expect(isPlatformError(e, 'RateLimited')).toBe(true)
  })

  test("the server's name wins over the table's name for its code", async () => {
    // The metadata service's 2002 is RequiredArgument; the table's 2002 is Unavailable (transient).
    server.reply({
      status: 400,
      body: { error: 'RequiredArgument', code: 2002, msg: 'chainID is required', status: 400 },
    })
    const e = await platformRejection(floor())
    expect(e).toMatchObject({ error: 'RequiredArgument', code: 2002, status: 400 })
    expect(isPlatformError(e, 'RequiredArgument')).toBe(true)
    expect(isPlatformError(e, 'Unavailable')).toBe(false)
    expect(isTransientError(e)).toBe(false)

    server.reply({ status: 400, body: { error: 'Fail', code: 1005, msg: 'failed', status: 400 } })
    const fail = await platformRejection(floor())
    expect(fail).toMatchObject({ error: 'Fail', code: 1005 })
    expect(isPlatformError(fail, 'Aborted')).toBe(false)
  })

  test('a body without a name is named by the table from its code', async () => {
    server.reply({ status: 401, body: { code: 1000, msg: 'who are you', status: 401 } })
    const e = await platformRejection(floor())
    expect(e).toMatchObject({ error: 'Unauthorized', code: 1000, msg: 'who are you', status: 401 })
  })
})

describe('answers that cannot be read', () => {
  test('an HTML 502 page is a WebrpcBadResponse with status 502 and an excerpt', async () => {
    const html = `<html><head><title>502 Bad Gateway</title></head><body>${'x'.repeat(400)}</body></html>`
    server.reply({ status: 502, body: html })
    const e = await platformRejection(floor())
    expect(e).toMatchObject({ error: 'WebrpcBadResponse', code: -5, status: 502 })
    expect(e.operation).toBe('Marketplace/GetFloorOrder')
    expect(e.excerpt?.startsWith('<html><head><title>502 Bad Gateway</title>')).toBe(true)
    expect(e.excerpt?.length).toBeLessThan(html.length)
    expect(e.msg).toMatch(/502/)
    expect(isTransientError(e)).toBe(true)
  })

  test('a short non-JSON error body is kept whole in the excerpt', async () => {
    server.reply({ status: 503, body: 'upstream down' })
    const e = await platformRejection(floor())
    expect(e).toMatchObject({ error: 'WebrpcBadResponse', status: 503, excerpt: 'upstream down' })
  })

  test('an empty body is a WebrpcBadResponse that says so', async () => {
    server.reply({ status: 500 })
    const e = await platformRejection(floor())
    expect(e).toMatchObject({ error: 'WebrpcBadResponse', code: -5, status: 500, excerpt: '' })
    expect(e.msg).toMatch(/empty/)
    server.reply({ status: 200 })
    const ok = await platformRejection(floor())
    expect(ok).toMatchObject({ error: 'WebrpcBadResponse', status: 200 })
  })

  test('a 200 with a body that is not JSON is a WebrpcBadResponse', async () => {
    server.reply({ status: 200, body: 'OK, here is your floor' })
    const e = await platformRejection(floor())
    expect(e).toMatchObject({
      error: 'WebrpcBadResponse',
      code: -5,
      status: 200,
      excerpt: 'OK, here is your floor',
    })
    expect(e.msg).toMatch(/not JSON/)
  })

  test('a 200 with JSON that does not match the response schema is a WebrpcBadResponse', async () => {
    server.reply({ body: { chainID: '137' } })
    const wrongType = await platformRejection(client.relayer.getChainId({ network: 'polygon' }))
    expect(wrongType).toMatchObject({ error: 'WebrpcBadResponse', code: -5, status: 200 })
    expect(wrongType.operation).toBe('Relayer/GetChainID')
    expect(wrongType.msg).toContain('chainID')
    expect(wrongType.excerpt).toBe('{"chainID":"137"}')

    server.reply({ body: { collectible: { metadata: { name: 'no id' } } } })
    const missing = await platformRejection(floor())
    expect(missing.error).toBe('WebrpcBadResponse')
    expect(missing.msg).toContain('collectible.metadata.tokenId: is required')

    server.reply({ body: { collectible: { metadata: { tokenId: '1', name: 7 } } } })
    const wrong = await platformRejection(floor())
    expect(wrong.msg).toContain('collectible.metadata.name: expected a string, got a number')

    server.reply({ body: { chainID: 1.5 } })
    const fraction = await platformRejection(client.relayer.getChainId({ network: 'polygon' }))
    expect(fraction.error).toBe('WebrpcBadResponse')
  })

  test('an error status with JSON that is not an error object is a WebrpcBadResponse', async () => {
    server.reply({ status: 404, body: { message: 'no route' } })
    const e = await platformRejection(floor())
    expect(e).toMatchObject({ error: 'WebrpcBadResponse', status: 404 })
    expect(isTransientError(e)).toBe(false)
  })
})

describe('failures around the call', () => {
  test('a server that never answers fails with WebrpcRequestFailed after timeoutMs', async () => {
    server.reply({ hang: true })
    const quick = createClient({
      accessKey: 'pk_errors',
      urls: { marketplace: `${server.origin}/marketplace` },
      timeoutMs: 200,
    })
    const started = Date.now()
    const e = await platformRejection(
      quick.marketplace.getFloorOrder({ network: 'polygon', contractAddress: COLLECTION }),
    )
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(150)
    expect(elapsed).toBeLessThan(3000)
    expect(e).toMatchObject({ error: 'WebrpcRequestFailed', code: -1 })
    expect(e.msg).toMatch(/200 ms/)
    expect(e.msg).toMatch(/no answer within/)
    expect(e.operation).toBe('Marketplace/GetFloorOrder')
    expect(e.cause).toBeDefined()
    expect(isTransientError(e)).toBe(true)
    expect(server.requests).toHaveLength(1)
  })

  test('a caller abort rejects with the standard AbortError, not a PlatformError', async () => {
    server.reply({ hang: true })
    const controller = new AbortController()
    const pending = client.marketplace.getFloorOrder(
      { network: 'polygon', contractAddress: COLLECTION },
      { signal: controller.signal },
    )
    while (server.requests.length === 0) await new Promise((r) => setTimeout(r, 5))
    controller.abort()
    const e = await rejection(pending)
    expect(e).toBeInstanceOf(DOMException)
    expect((e as DOMException).name).toBe('AbortError')
    expect(isPlatformError(e)).toBe(false)
    expect(isTransientError(e)).toBe(false)
  })

  test('a signal aborted before the call rejects with AbortError and sends nothing', async () => {
    server.reply({ body: { collectible: {} } })
    const controller = new AbortController()
    controller.abort()
    const e = await rejection(
      client.marketplace.getFloorOrder(
        { network: 'polygon', contractAddress: COLLECTION },
        { signal: controller.signal },
      ),
    )
    expect(e).toBeInstanceOf(DOMException)
    expect((e as DOMException).name).toBe('AbortError')
    expect(isPlatformError(e)).toBe(false)
    expect(server.requests).toHaveLength(0)
  })

  test('a refused connection is a WebrpcRequestFailed that keeps the cause', async () => {
    const dead = await startRecordingServer()
    const origin = dead.origin
    await dead.close()
    const offline = createClient({ accessKey: 'pk_errors', urls: { marketplace: origin } })
    const e = await platformRejection(
      offline.marketplace.getFloorOrder({ network: 'polygon', contractAddress: COLLECTION }),
    )
    expect(e).toMatchObject({ error: 'WebrpcRequestFailed', code: -1 })
    expect(e.operation).toBe('Marketplace/GetFloorOrder')
    expect(e.msg).toMatch(/ECONNREFUSED/)
    expect(e.cause).toBeInstanceOf(Error)
    const inner = (e.cause as { cause?: { code?: unknown } }).cause
    expect(inner?.code).toBe('ECONNREFUSED')
    expect(isTransientError(e)).toBe(true)
  })
})

describe('helpers', () => {
  test('isTransientError: 5xx, WebrpcRequestFailed and Unavailable only', () => {
    expect(isTransientError(platformError('WebrpcInternalError'))).toBe(true)
    expect(isTransientError(platformError('NotFound', { status: 503 }))).toBe(true)
    expect(isTransientError(platformError('WebrpcRequestFailed'))).toBe(true)
    expect(isTransientError(platformError('Unavailable'))).toBe(true)
    for (const name of ['NotFound', 'Unauthorized', 'InvalidArgument', 'Geoblocked'] as const) {
      expect(isTransientError(platformError(name))).toBe(false)
    }
    expect(isTransientError(new DOMException('stop', 'AbortError'))).toBe(false)
    expect(isTransientError(new Error('boom'))).toBe(false)
    expect(isTransientError({ error: 'Unavailable', status: 503 })).toBe(false)
    expect(isTransientError(undefined)).toBe(false)
  })

  test('isPlatformError refuses look-alikes and accepts the name filter', () => {
    expect(isPlatformError({ error: 'NotFound', code: 3000, msg: '', status: 400 })).toBe(false)
    expect(isPlatformError(new Error('NotFound'))).toBe(false)
    expect(isPlatformError(null)).toBe(false)
    const e = platformError('Geoblocked')
    expect(isPlatformError(e)).toBe(true)
    expect(isPlatformError(e, 'Geoblocked')).toBe(true)
    expect(isPlatformError(e, 'Unauthorized')).toBe(false)
  })

  test('platformError fills the table values, and keeps what it is given', () => {
    const e = platformError('NotFound')
    expect(e).toBeInstanceOf(PlatformError)
    expect(e).toMatchObject({
      error: 'NotFound',
      code: 3000,
      msg: 'Resource not found',
      status: 400,
    })
    expect(e.operation).toBeUndefined()
    expect(e.issues).toStrictEqual([])
    const custom = platformError('InsufficientFee', {
      msg: 'pay more',
      operation: 'Marketplace/GetOrders',
      cause: 'fee 3',
    })
    expect(custom).toMatchObject({
      error: 'InsufficientFee',
      code: 3004,
      msg: 'pay more',
      status: 402,
      operation: 'Marketplace/GetOrders',
    })
    expect(custom.cause).toBe('fee 3')
    expect(custom.message).toBe('Marketplace/GetOrders: InsufficientFee: pay more')
  })
})

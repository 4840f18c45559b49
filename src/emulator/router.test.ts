/**
 * Raw HTTP tests of the protocol errors a client would never send
 * (decisions.md §7), against the emulator served by the Node adapter on
 * 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_SECRET_KEYS, type EmulatorServer, startEmulatorServer } from './adapters/node.js'
import { DEV_PROJECTS } from './index.js'

let server: EmulatorServer
const [project1] = DEV_PROJECTS as [(typeof DEV_PROJECTS)[0]]

beforeAll(async () => {
  server = await startEmulatorServer({ port: 0, size: 20 })
})
afterAll(() => server.close())

async function post(
  path: string,
  body: string | undefined,
  headers: Record<string, string> = {},
  method = 'POST',
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Access-Key': project1.accessKey, ...headers },
    body,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const chainId = '/relayer/anvil/rpc/Relayer/GetChainID'

describe('the emulator over HTTP', () => {
  test('answers a well-formed call', async () => {
    expect(await post(chainId, '{}')).toEqual({ status: 200, body: { chainID: 31337 } })
    expect(await post('/relayer/137/rpc/Relayer/GetChainID', '{}')).toEqual({
      status: 200,
      body: { chainID: 137 },
    })
  })

  test.each([
    ['GET', 'GET'],
    ['PUT', 'PUT'],
    ['DELETE', 'DELETE'],
  ])('refuses %s with WebrpcBadMethod 405', async (_, method) => {
    const { status, body } = await post(chainId, method === 'GET' ? undefined : '{}', {}, method)
    expect(status).toBe(405)
    expect(body).toMatchObject({ error: 'WebrpcBadMethod', code: -3, status: 405 })
  })

  test.each([
    '/relayer/anvil/rpc/Relayer/NoSuchOperation',
    '/relayer/anvil/rpc/Marketplace/GetFloorOrder',
    '/metadata/rpc/Relayer/GetChainID',
    '/relayer/atlantis/rpc/Relayer/GetChainID',
    '/rpc/Relayer/GetChainID',
    '/',
  ])('answers an unknown route %s with WebrpcBadRoute 404', async (path) => {
    const { status, body } = await post(path, '{}')
    expect(status).toBe(404)
    expect(body).toMatchObject({ error: 'WebrpcBadRoute', code: -2, status: 404 })
    expect(body.msg).toEqual(expect.any(String))
  })

  test.each([
    ['not JSON', 'chain please'],
    ['an array', '[]'],
    ['a number', '42'],
    ['empty', ''],
  ])('refuses a body that is %s with WebrpcBadRequest 400', async (_, text) => {
    const { status, body } = await post(chainId, text)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'WebrpcBadRequest', code: -4, status: 400 })
  })

  test('reads a null body as an empty object, as the Go clients send it for GetChainID', async () => {
    expect(await post(chainId, 'null')).toEqual({ status: 200, body: { chainID: 31337 } })
  })

  test('refuses a 2 MiB body with WebrpcBadRequest', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) })
    const { status, body } = await post(chainId, big)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'WebrpcBadRequest' })
    expect(String(body.msg)).toMatch(/1 MiB/)
  })

  test('accepts a body just under 1 MiB', async () => {
    const padding = 'x'.repeat(1024 * 1024 - 100)
    expect((await post(chainId, JSON.stringify({ padding }))).status).toBe(200)
  })

  test('refuses a missing or unknown access key with Unauthorized 401', async () => {
    const missing = await fetch(`${server.url}${chainId}`, { method: 'POST', body: '{}' })
    expect(missing.status).toBe(401)
    expect(await missing.json()).toMatchObject({ error: 'Unauthorized', code: 1000, status: 401 })
    const unknown = await post(chainId, '{}', { 'X-Access-Key': 'pk_nobody' })
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
  })

  test('checks the secret of the webhook operations', async () => {
    const path = '/indexer/anvil/rpc/Indexer/RemoveWebhookListener'
    const body = JSON.stringify({ id: '1', projectId: '1' })
    expect(await post(path, body)).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
    expect(await post(path, body, { Authorization: 'BEARER not-a-secret' })).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized' },
    })
    expect(await post(path, body, { Authorization: `BEARER ${DEV_SECRET_KEYS[2]}` })).toMatchObject(
      {
        status: 403,
        body: { error: 'PermissionDenied', code: 1001 },
      },
    )
  })

  test('refuses fields of the wrong type with InvalidArgument naming the field', async () => {
    const { status, body } = await post(
      '/marketplace/anvil/rpc/Marketplace/GetFloorOrder',
      JSON.stringify({ contractAddress: 42 }),
    )
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'InvalidArgument', code: 2001, status: 400 })
    expect(String(body.msg)).toMatch(/contractAddress/)
  })
})

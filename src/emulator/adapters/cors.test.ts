/**
 * CORS of the emulator served by `startEmulatorServer`: a page on a local
 * origin (an app's dev server on another port) gets its preflight answered and
 * every answer, errors included, granted; another origin gets no grant unless
 * `cors.origins` says so.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createBaseClient } from '../../core/transport/client.js'
import { DEV_PROJECTS } from '../index.js'
import { type EmulatorServer, isLocalOrigin, startEmulatorServer } from './node.js'

const [project] = DEV_PROJECTS as [(typeof DEV_PROJECTS)[0]]
const chainId = '/relayer/anvil/rpc/Relayer/GetChainID'
const app = 'http://localhost:3000'
/** The headers the kit sends on every call. */
const kitHeaders = createBaseClient({ accessKey: project.accessKey, urls: {} }).headers

let server: EmulatorServer
beforeAll(async () => {
  server = await startEmulatorServer({ port: 0, size: 20 })
})
afterAll(() => server.close())

function preflight(origin: string, url = `${server.url}${chainId}`) {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      // As a browser sends it: the non-safelisted headers, lower case, sorted.
      'Access-Control-Request-Headers': Object.keys(kitHeaders)
        .map((h) => h.toLowerCase())
        .sort()
        .join(','),
    },
  })
}

function post(origin: string, body = '{}', headers: Record<string, string> = kitHeaders) {
  return fetch(`${server.url}${chainId}`, {
    method: 'POST',
    headers: { ...headers, Origin: origin },
    body,
  })
}

describe('a page on a local origin', () => {
  test('gets its preflight answered: 204, its origin, POST, the headers it asked for, a max age', async () => {
    const response = await preflight(app)
    expect(response.status).toBe(204)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': app,
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'content-type,x-access-key',
      'access-control-max-age': expect.stringMatching(/^\d+$/),
    })
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/)
    expect(await response.text()).toBe('')
  })

  test("is told the kit's headers when its preflight names none", async () => {
    const response = await fetch(`${server.url}${chainId}`, {
      method: 'OPTIONS',
      headers: { Origin: app, 'Access-Control-Request-Method': 'POST' },
    })
    expect(response.status).toBe(204)
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase()
    for (const name of Object.keys(kitHeaders)) expect(allowed).toContain(name.toLowerCase())
  })

  test('may read an answer', async () => {
    const response = await post(app)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(app)
    expect(response.headers.get('vary')).toBe('Origin')
    expect(await response.json()).toEqual({ chainID: 31337 })
  })

  test.each([
    ['no access key (401)', '{}', { 'Content-Type': 'application/json' }, 401],
    ['a body that is not JSON (400)', 'chain please', kitHeaders, 400],
  ])('may read an error answer: %s', async (_, body, headers, status) => {
    const response = await post(app, body, headers)
    expect(response.status).toBe(status)
    expect(response.headers.get('access-control-allow-origin')).toBe(app)
    expect(await response.json()).toMatchObject({ status })
  })

  test('may read the answer to an unknown route, whose preflight is answered too', async () => {
    const url = `${server.url}/relayer/anvil/rpc/Relayer/NoSuchOperation`
    expect((await preflight(app, url)).status).toBe(204)
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...kitHeaders, Origin: app },
      body: '{}',
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('access-control-allow-origin')).toBe(app)
  })

  test.each([
    'http://localhost:3000',
    'https://localhost:5173',
    'http://localhost',
    'http://127.0.0.1:8080',
    'http://127.1.2.3:3000',
    'http://[::1]:3000',
    'http://app.localhost:3000',
  ])('%s is local', (origin) => {
    expect(isLocalOrigin(origin)).toBe(true)
  })
})

describe('a page on another origin', () => {
  test('gets no preflight answer and no grant', async () => {
    const response = await preflight('https://evil.example')
    expect(response.status).toBe(405)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-methods')).toBeNull()
  })

  test('gets no grant on an answer', async () => {
    const response = await post('https://evil.example')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('vary')).toBe('Origin')
  })

  test.each([
    'https://evil.example',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'http://128.0.0.1:3000',
    'http://192.168.1.20:3000',
    'http://[::2]:3000',
    'null',
    'file://',
    'ftp://localhost',
    'http://localhost:3000/path',
    'http://LOCALHOST:3000',
    'http://127.1:3000',
  ])('%s is not local', (origin) => {
    expect(isLocalOrigin(origin)).toBe(false)
  })
})

describe('cors options', () => {
  test('origins decides which pages may call', async () => {
    const lan = 'http://192.168.1.20:3000'
    const widened = await startEmulatorServer({
      port: 0,
      size: 20,
      cors: { origins: (origin) => isLocalOrigin(origin) || origin === lan },
    })
    try {
      for (const origin of [lan, app]) {
        const response = await fetch(`${widened.url}${chainId}`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        })
        expect(response.status).toBe(204)
        expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      }
    } finally {
      await widened.close()
    }
  })

  test('false grants none', async () => {
    const closed = await startEmulatorServer({ port: 0, size: 20, cors: false })
    try {
      const response = await fetch(`${closed.url}${chainId}`, {
        method: 'POST',
        headers: { ...kitHeaders, Origin: app },
        body: '{}',
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(response.headers.get('vary')).toBeNull()
    } finally {
      await closed.close()
    }
  })
})

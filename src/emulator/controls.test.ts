/**
 * The emulator's controls (latency, failures) through the kit's client, and
 * the same settings behind the Node server and msw's Node interceptor: one
 * `emulator.controls`, whichever adapter serves it.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { expectFailure, harness } from '../../test/support/emulatorHarness.js'
import { createClient } from '../core/client.js'
import { emulatorHandlers } from './adapters/msw.js'
import { type EmulatorServer, startEmulatorServer } from './adapters/node.js'
import { HANDLERS_BY_ROUTE } from './handlers/index.js'
import {
  createEmulator,
  DEFAULT_EMULATOR_URL,
  EMULATED_OPERATIONS,
  EMULATOR_COLLECTION,
  type Emulator,
  emulatorConfig,
} from './index.js'

const floor = { network: 'anvil', contractAddress: EMULATOR_COLLECTION.creatures.address }

/** Milliseconds `call` takes. */
async function timed(call: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await call()
  return performance.now() - start
}

/**
 * The delays an emulator draws for six requests after `set({ latency: [100, 400] })`,
 * set twice: read exactly on fake timers, one millisecond at a time.
 */
async function drawnDelays(emulator: Emulator): Promise<number[]> {
  vi.useFakeTimers()
  try {
    const out: number[] = []
    for (let round = 0; round < 2; round++) {
      emulator.controls.set({ latency: [100, 400] })
      for (let i = 0; i < 3; i++) {
        let answered = false
        void emulator
          .handle(new Request(`${DEFAULT_EMULATOR_URL}/nowhere`, { method: 'POST' }))
          .then(() => {
            answered = true
          })
        let ms = 0
        while (!answered) {
          await vi.advanceTimersByTimeAsync(1)
          ms++
        }
        out.push(ms)
      }
    }
    return out
  } finally {
    vi.useRealTimers()
  }
}

test('EMULATED_OPERATIONS names exactly the operations the router serves', () => {
  expect([...EMULATED_OPERATIONS].sort()).toEqual([...HANDLERS_BY_ROUTE.keys()].sort())
})

describe('failures', () => {
  const h = harness()
  const client = h.client()
  afterEach(() => h.emulator.controls.reset())

  test('an error name answers that error of the table: status, code and default message', async () => {
    h.emulator.controls.set({ fail: { 'Marketplace/GetFloorOrder': 'Unavailable' } })
    const error = await expectFailure(client.marketplace.getFloorOrder(floor), 'Unavailable')
    expect([error.status, error.code, error.msg]).toEqual([400, 2002, 'Unavailable resource'])
    // Other operations answer as usual.
    await expect(client.relayer.getChainId({ network: 'anvil' })).resolves.toEqual({
      chainID: 31337,
    })
  })

  test('an error with a message, for the first `times` requests only', async () => {
    h.emulator.controls.set({
      fail: {
        'Marketplace/GetFloorOrder': { error: 'QueryFailed', message: 'gone fishing', times: 2 },
      },
    })
    for (let i = 0; i < 2; i++) {
      const error = await expectFailure(client.marketplace.getFloorOrder(floor), 'QueryFailed')
      expect(error.msg).toBe('gone fishing')
    }
    await expect(client.marketplace.getFloorOrder(floor)).resolves.toHaveProperty('collectible')
  })

  test("'*' fails every operation but those named otherwise", async () => {
    h.emulator.controls.set({
      fail: { '*': 'WebrpcInternalError', 'Relayer/GetChainID': 'PermissionDenied' },
    })
    await expectFailure(client.marketplace.getFloorOrder(floor), 'WebrpcInternalError')
    await expectFailure(client.relayer.getChainId({ network: 'anvil' }), 'PermissionDenied')
  })

  test("'network-error' rejects like fetch, and the client reports a failed request", async () => {
    h.emulator.controls.set({ fail: { 'Marketplace/GetFloorOrder': 'network-error' } })
    const raw = h.raw('/marketplace/anvil/rpc/Marketplace/GetFloorOrder', {
      contractAddress: floor.contractAddress,
    })
    await expect(raw).rejects.toBeInstanceOf(TypeError)
    await expectFailure(client.marketplace.getFloorOrder(floor), 'WebrpcRequestFailed')
  })

  test("'no-answer' never answers, until the caller aborts", async () => {
    h.emulator.controls.set({ fail: { 'Marketplace/GetFloorOrder': 'no-answer' } })
    const controller = new AbortController()
    let settled = false
    const call = client.marketplace
      .getFloorOrder(floor, { signal: controller.signal })
      .finally(() => {
        settled = true
      })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(settled).toBe(false)
    controller.abort()
    await expect(call).rejects.toBeDefined()
    expect(settled).toBe(true)
  })

  test('a failed request changes nothing', async () => {
    const before = h.emulator.state.builder.version
    h.emulator.controls.set({ fail: { 'Builder/CreateAudience': 'QueryFailed' } })
    await expectFailure(
      client.builder.createAudience({ projectId: 1, name: 'Never made' }),
      'QueryFailed',
    )
    expect(h.emulator.state.builder.version).toBe(before)
  })

  test('reset turns failures off', async () => {
    h.emulator.controls.set({ fail: { '*': 'NotFound' } })
    h.emulator.controls.reset()
    expect(h.emulator.controls.settings).toEqual({})
    await expect(client.relayer.getChainId({ network: 'anvil' })).resolves.toEqual({
      chainID: 31337,
    })
  })
})

describe('latency', () => {
  const h = harness()
  const client = h.client()
  afterEach(() => h.emulator.controls.reset())

  test('a fixed delay before every answer', async () => {
    h.emulator.controls.set({ latency: 150 })
    expect(
      await timed(() => client.relayer.getChainId({ network: 'anvil' })),
    ).toBeGreaterThanOrEqual(145)
  })

  test('a delay for named operations only', async () => {
    h.emulator.controls.set({ latency: { 'Marketplace/GetFloorOrder': 200 } })
    expect(await timed(() => client.marketplace.getFloorOrder(floor))).toBeGreaterThanOrEqual(195)
    expect(await timed(() => client.relayer.getChainId({ network: 'anvil' }))).toBeLessThan(150)
  })

  test('a range draws the same delays, in order, after each set, from the seed', async () => {
    const first = await drawnDelays(createEmulator({ size: 10 }))
    expect(first.every((ms) => ms >= 100 && ms <= 400)).toBe(true)
    expect(new Set(first).size).toBeGreaterThan(1)
    // Each set starts the sequence again.
    expect(first.slice(3)).toEqual(first.slice(0, 3))
    expect(await drawnDelays(createEmulator({ size: 10 }))).toEqual(first)
    expect(await drawnDelays(createEmulator({ size: 10, seed: 2 }))).not.toEqual(first)
  })

  test('a delayed error: latency applies to failures too', async () => {
    h.emulator.controls.set({ latency: 150, fail: { 'Relayer/GetChainID': 'Unavailable' } })
    const started = performance.now()
    await expectFailure(client.relayer.getChainId({ network: 'anvil' }), 'Unavailable')
    expect(performance.now() - started).toBeGreaterThanOrEqual(145)
  })
})

describe('settings are checked', () => {
  const { controls } = createEmulator({ size: 10 })

  test.each([
    [{ latency: -1 }, RangeError, /latency/],
    [{ latency: [500, 100] as const }, RangeError, /min above max/],
    [{ latency: { 'Marketplace/ListCollectible': 10 } }, TypeError, /ListCollectible"/],
    [{ fail: { 'Marketplace/GetFloorOrder': 'Broken' } }, TypeError, /error name/],
    [
      { fail: { 'Marketplace/GetFloorOrder': { error: 'NotFound', times: 0 } } },
      RangeError,
      /times/,
    ],
    [{ scenario: 'crowded' }, TypeError, /scenario/],
  ])('%j is refused, and the settings stay', (settings, kind, message) => {
    controls.set({ latency: 5 })
    expect(() => controls.set(settings as never)).toThrow(kind)
    expect(() => controls.set(settings as never)).toThrow(message)
    expect(controls.settings).toEqual({ latency: 5 })
  })
})

describe('the same controls behind every adapter', () => {
  const body = JSON.stringify({ contractAddress: floor.contractAddress })
  const headers = {
    'Content-Type': 'application/json',
    'X-Access-Key': emulatorConfig().accessKey,
  }

  describe('the Node server', () => {
    let server: EmulatorServer
    beforeAll(async () => {
      server = await startEmulatorServer({ port: 0, size: 20 })
    })
    afterAll(() => server.close())
    afterEach(() => server.emulator.controls.reset())
    const call = () =>
      fetch(`${server.url}/marketplace/anvil/rpc/Marketplace/GetFloorOrder`, {
        method: 'POST',
        headers,
        body,
      })

    test('an error answers with its status and body', async () => {
      server.emulator.controls.set({
        fail: { 'Marketplace/GetFloorOrder': { error: 'Unavailable', message: 'maintenance' } },
      })
      const response = await call()
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: 'Unavailable',
        code: 2002,
        msg: 'maintenance',
        status: 400,
      })
    })

    test('a network error closes the connection without an answer', async () => {
      server.emulator.controls.set({ fail: { '*': 'network-error' } })
      await expect(call()).rejects.toBeInstanceOf(TypeError)
      server.emulator.controls.reset()
      expect((await call()).status).toBe(200)
    })

    test('no answer: the client times out, and the server stays usable', async () => {
      server.emulator.controls.set({ fail: { 'Marketplace/GetFloorOrder': 'no-answer' } })
      const pending = fetch(`${server.url}/marketplace/anvil/rpc/Marketplace/GetFloorOrder`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(300),
      })
      await expect(pending).rejects.toThrow(/abort|timeout/i)
      server.emulator.controls.reset()
      expect((await call()).status).toBe(200)
    })

    test('latency', async () => {
      server.emulator.controls.set({ latency: 150 })
      expect(await timed(call)).toBeGreaterThanOrEqual(145)
    })
  })

  describe('msw (Node interceptor)', () => {
    const emulator = createEmulator({ size: 20 })
    const mock = setupServer(...emulatorHandlers(emulator))
    beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
    afterAll(() => mock.close())
    afterEach(() => emulator.controls.reset())
    const client = createClient(emulatorConfig())

    test('an error answers with its status and message', async () => {
      emulator.controls.set({
        fail: { 'Relayer/GetChainID': { error: 'PermissionDenied', message: 'not you' } },
      })
      const error = await expectFailure(
        client.relayer.getChainId({ network: 'anvil' }),
        'PermissionDenied',
      )
      expect([error.status, error.msg]).toEqual([403, 'not you'])
    })

    test("a network error is msw's network error", async () => {
      emulator.controls.set({ fail: { 'Marketplace/GetFloorOrder': 'network-error' } })
      await expect(
        fetch(`${emulatorConfig().urls.marketplace}/anvil/rpc/Marketplace/GetFloorOrder`, {
          method: 'POST',
          headers,
          body,
        }),
      ).rejects.toBeInstanceOf(TypeError)
      await expectFailure(client.marketplace.getFloorOrder(floor), 'WebrpcRequestFailed')
    })

    test('latency', async () => {
      emulator.controls.set({ latency: { '*': 150 } })
      expect(await timed(() => client.marketplace.getFloorOrder(floor))).toBeGreaterThanOrEqual(145)
    })
  })
})

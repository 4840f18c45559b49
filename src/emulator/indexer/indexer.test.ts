/**
 * The emulator's Indexer webhook operations through `createIndexerAdminClient`:
 * registration and removal, numbers accepted where strings are expected, and
 * the credentials — a foreign project's secret or projectId is
 * PermissionDenied, a missing or wrong secret Unauthorized.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import {
  errorOf,
  expectFailure,
  type Harness,
  harness,
} from '../../../test/support/emulatorHarness.js'
import { iso } from '../clock.js'
import { EMULATOR_COLLECTION } from '../data/catalog.js'
import { DEV_SECRET_KEYS } from '../data/secrets.js'

const TRANSFER = 'Transfer(address indexed from, address indexed to, uint256 indexed tokenId)'
const TRANSFER_SINGLE =
  'TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)'
const TOPIC = `0x${'ab'.repeat(32)}`

let h: Harness
beforeEach(() => {
  h = harness()
})

const filters = {
  contractAddresses: [EMULATOR_COLLECTION.creatures.address],
  events: [TRANSFER],
}

/** Headers of project 1's access key with `secret` as the bearer (none when undefined). */
const keys = (secret?: string): Record<string, string> =>
  secret === undefined ? {} : { Authorization: `BEARER ${secret}` }

describe('AddWebhookListener', () => {
  test('answers the listener, token ids as decimal strings, and stores it', async () => {
    expect(h.emulator.state.indexer.list(1)).toEqual([])
    const { status, listener } = await h.admin().addWebhookListener({
      network: 'anvil',
      url: 'https://example.org/hooks/transfers',
      filters: {
        ...filters,
        tokenIDs: [1n, 2, '340282366920938463463374607431768211456'],
        accounts: [EMULATOR_COLLECTION.relics.address],
        topicHashes: [TOPIC],
      },
    })
    expect(status).toBe(true)
    expect(listener).toEqual({
      id: expect.any(Number),
      projectId: 1,
      url: 'https://example.org/hooks/transfers',
      filters: {
        ...filters,
        tokenIDs: ['1', '2', '340282366920938463463374607431768211456'],
        accounts: [EMULATOR_COLLECTION.relics.address],
        topicHashes: [TOPIC],
      },
      name: expect.any(String),
      active: true,
      updatedAt: iso(h.emulator.clock.now()),
    })
    expect(h.emulator.state.indexer.list(1)).toEqual([{ ...listener, chainId: 31337 }])
    expect(h.emulator.state.indexer.list(2)).toEqual([])
  })

  test('accepts token ids sent as numbers', async () => {
    const res = await h.raw(
      '/indexer/polygon/rpc/Indexer/AddWebhookListener',
      { url: 'http://localhost:8080/hook', filters: { ...filters, tokenIDs: [7, '8'] } },
      keys(DEV_SECRET_KEYS[1]),
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as { listener: { filters: { tokenIDs: unknown } } }
    expect(body.listener.filters.tokenIDs).toEqual(['7', '8'])
    expect(h.emulator.state.indexer.list(1)[0]!.chainId).toBe(137)
  })

  test('ids are numbers, unique across projects', async () => {
    const a = await h
      .admin()
      .addWebhookListener({ network: 'anvil', url: 'https://a.example', filters })
    const b = await h
      .admin(2)
      .addWebhookListener({ network: 'anvil', url: 'https://b.example', filters })
    expect(b.listener.projectId).toBe(2)
    expect(a.listener.id).not.toBe(b.listener.id)
    expect(h.emulator.state.indexer.list(2).map((l) => l.id)).toEqual([b.listener.id])
  })

  test('a URL that is not http(s), or empty filters, is InvalidArgument', async () => {
    const res = await h.raw(
      '/indexer/anvil/rpc/Indexer/AddWebhookListener',
      { url: 'ftp://example.org', filters },
      keys(DEV_SECRET_KEYS[1]),
    )
    expect(await errorOf(res)).toEqual({ status: 400, error: 'InvalidArgument' })
    await expectFailure(
      h.admin().addWebhookListener({
        network: 'anvil',
        url: 'https://example.org',
        filters: { contractAddresses: [], events: [TRANSFER_SINGLE] },
      }),
      'InvalidArgument',
    )
    expect(h.emulator.state.indexer.list(1)).toEqual([])
  })

  test("another project's secret is PermissionDenied", async () => {
    await expectFailure(
      h.admin(1, DEV_SECRET_KEYS[2]).addWebhookListener({
        network: 'anvil',
        url: 'https://example.org',
        filters,
      }),
      'PermissionDenied',
    )
    expect(h.emulator.state.indexer.list(1)).toEqual([])
    expect(h.emulator.state.indexer.list(2)).toEqual([])
  })

  test('a wrong or missing secret is Unauthorized', async () => {
    await expectFailure(
      h
        .admin(1, 'not-a-secret')
        .addWebhookListener({ network: 'anvil', url: 'https://example.org', filters }),
      'Unauthorized',
    )
    const res = await h.raw('/indexer/anvil/rpc/Indexer/AddWebhookListener', {
      url: 'https://example.org',
      filters,
    })
    expect(await errorOf(res)).toEqual({ status: 401, error: 'Unauthorized' })
    expect(h.emulator.state.indexer.list(1)).toEqual([])
  })
})

describe('RemoveWebhookListener', () => {
  async function register(project: 1 | 2 = 1) {
    const { listener } = await h.admin(project).addWebhookListener({
      network: 'anvil',
      url: 'https://example.org/hook',
      filters,
    })
    return listener
  }

  test('removes the listener; a second removal is NotFound', async () => {
    const listener = await register()
    const version = h.emulator.state.indexer.version
    await expect(
      h.admin().removeWebhookListener({ network: 'anvil', id: listener.id, projectId: 1 }),
    ).resolves.toEqual({ status: true })
    expect(h.emulator.state.indexer.list(1)).toEqual([])
    expect(h.emulator.state.indexer.version).toBe(version + 1)
    await expectFailure(
      h.admin().removeWebhookListener({ network: 'anvil', id: listener.id, projectId: 1 }),
      'NotFound',
    )
  })

  test('accepts id and projectId as numbers', async () => {
    const listener = await register()
    const res = await h.raw(
      '/indexer/anvil/rpc/Indexer/RemoveWebhookListener',
      { id: listener.id, projectId: 1 },
      keys(DEV_SECRET_KEYS[1]),
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: true })
    expect(h.emulator.state.indexer.list(1)).toEqual([])
  })

  test('an unknown id, or a listener of another project, is NotFound', async () => {
    const foreign = await register(2)
    await expectFailure(
      h.admin().removeWebhookListener({ network: 'anvil', id: 424242, projectId: 1 }),
      'NotFound',
    )
    await expectFailure(
      h.admin().removeWebhookListener({ network: 'anvil', id: 'abc', projectId: 1 }),
      'NotFound',
    )
    await expectFailure(
      h.admin().removeWebhookListener({ network: 'anvil', id: foreign.id, projectId: 1 }),
      'NotFound',
    )
    expect(h.emulator.state.indexer.list(2)).toHaveLength(1)
  })

  test("a projectId other than the secret's project is PermissionDenied", async () => {
    const foreign = await register(2)
    await expectFailure(
      h.admin().removeWebhookListener({ network: 'anvil', id: foreign.id, projectId: 2 }),
      'PermissionDenied',
    )
    expect(h.emulator.state.indexer.list(2)).toHaveLength(1)
  })

  test("another project's secret is PermissionDenied; a wrong or missing one Unauthorized", async () => {
    const listener = await register()
    await expectFailure(
      h.admin(1, DEV_SECRET_KEYS[2]).removeWebhookListener({
        network: 'anvil',
        id: listener.id,
        projectId: 1,
      }),
      'PermissionDenied',
    )
    await expectFailure(
      h
        .admin(1, 'wrong')
        .removeWebhookListener({ network: 'anvil', id: listener.id, projectId: 1 }),
      'Unauthorized',
    )
    const res = await h.raw('/indexer/anvil/rpc/Indexer/RemoveWebhookListener', {
      id: String(listener.id),
      projectId: '1',
    })
    expect(await errorOf(res)).toEqual({ status: 401, error: 'Unauthorized' })
    expect(h.emulator.state.indexer.list(1)).toHaveLength(1)
  })

  test('a missing id is InvalidArgument', async () => {
    const res = await h.raw(
      '/indexer/anvil/rpc/Indexer/RemoveWebhookListener',
      { projectId: 1 },
      keys(DEV_SECRET_KEYS[1]),
    )
    expect(await errorOf(res)).toEqual({ status: 400, error: 'InvalidArgument' })
  })
})

describe('indexer state', () => {
  test('list() answers copies', async () => {
    await h.admin().addWebhookListener({ network: 'anvil', url: 'https://example.org', filters })
    const [copy] = h.emulator.state.indexer.list(1)
    copy!.filters.events.push('Other()')
    expect(h.emulator.state.indexer.list(1)[0]!.filters.events).toEqual([TRANSFER])
  })
})

describe('AddWebhookListener event signatures', () => {
  test('a signature that does not parse is refused, and no listener is registered', async () => {
    const response = await h.raw(
      '/indexer/anvil/rpc/Indexer/AddWebhookListener',
      {
        url: 'http://127.0.0.1:9/hooks',
        filters: { ...filters, events: [TRANSFER, 'not a signature'] },
      },
      keys(DEV_SECRET_KEYS[1]),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'InvalidArgument',
      msg: expect.stringMatching(/filters\.events\.1/),
    })
    expect(h.emulator.state.indexer.list(1)).toEqual([])
  })
})

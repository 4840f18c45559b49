/**
 * Registering webhooks with typed input: event signatures in any accepted
 * spelling become the canonical form of the §6 table with viem's topic hash;
 * token ids become decimal strings; addresses are checked and checksummed;
 * a bad field is an `InvalidArgument` naming it, and nothing is sent.
 */
import { getAbiItem, getAddress, toEventSelector } from 'viem'
import { describe, expect, test } from 'vitest'
import { harness } from '../../../test/support/emulatorHarness.js'
import { BAD_CHECKSUM, COLLECTION, WALLET } from '../../../test/support/fixtures.js'
import { isPlatformError } from '../../core/index.js'
import { TestERC1155 } from '../../emulator/chain/artifacts.js'
import {
  addWebhookListener,
  createIndexerAdminClient,
  knownEventsOfLog,
  parseEventSignature,
  WEBHOOK_EVENTS,
  webhookFilters,
} from '../index.js'

/** The collection fixture, checksummed (as `webhookFilters` answers addresses). */
const CHECKSUMMED = getAddress(COLLECTION)
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

describe('event signatures', () => {
  test('the §6 table: canonical strings and the well-known topic hashes', () => {
    const hashes = Object.fromEntries(
      Object.entries(WEBHOOK_EVENTS).flatMap(([standard, events]) =>
        Object.entries(events).map(([name, sig]) => {
          const parsed = parseEventSignature(sig)
          expect(parsed.signature).toBe(sig)
          expect(parsed.topicHash).toBe(toEventSelector(parsed.topicSignature))
          return [`${standard}.${name}`, parsed.topicHash.slice(0, 10)]
        }),
      ),
    )
    expect(hashes).toEqual({
      'ERC20.Transfer': '0xddf252ad',
      'ERC20.Approval': '0x8c5be1e5',
      'ERC721.Transfer': '0xddf252ad',
      'ERC721.Approval': '0x8c5be1e5',
      'ERC721.ApprovalForAll': '0x17307eab',
      'ERC1155.TransferSingle': '0xc3d58168',
      'ERC1155.TransferBatch': '0x4a39dc06',
      'ERC1155.ApprovalForAll': '0x17307eab',
      'ERC1155.URI': '0x6bb7ff70',
    })
  })

  test.each([
    ['Transfer(address,address,uint256)', 'Transfer(address arg1, address arg2, uint256 arg3)'],
    [
      'Transfer(address indexed,address indexed,uint256)',
      'Transfer(address indexed arg1, address indexed arg2, uint256 arg3)',
    ],
    [
      '  event  Transfer ( address indexed  from ,address indexed to,uint256 value ) ',
      WEBHOOK_EVENTS.ERC20.Transfer,
    ],
    [
      'Transfer(address from, address, uint amount)',
      'Transfer(address from, address arg2, uint256 amount)',
    ],
  ])('%j → %j, same hash', (input, canonical) => {
    const parsed = parseEventSignature(input)
    expect(parsed.signature).toBe(canonical)
    expect(parsed.topicHash).toBe(TRANSFER)
  })

  test('tuples and arrays keep their topic signature', () => {
    const parsed = parseEventSignature(
      'Listed((uint256 id, address seller)[] items, bytes32 indexed tag)',
    )
    expect(parsed.topicSignature).toBe('Listed((uint256,address)[],bytes32)')
    expect(parsed.signature).toBe('Listed((uint256,address)[] items, bytes32 indexed tag)')
  })

  test('a viem AbiEvent gives the same canonical form as the table', () => {
    const batch = getAbiItem({ abi: TestERC1155.abi, name: 'TransferBatch' })
    expect(parseEventSignature(batch).signature).toBe(WEBHOOK_EVENTS.ERC1155.TransferBatch)
  })

  test.each([
    ['', /not an event signature/],
    ['Transfer', /not an event signature/],
    ['Transfer(address,address,uint257)', /not a valid event signature/],
    [
      'Transfer(address indexed a, address indexed b, uint256 indexed c, uint256 indexed d)',
      /at most 3 indexed/,
    ],
    ['Pair(uint256 a, uint256 a)', /two arguments are named a/],
  ])('%j is refused', (input, message) => {
    expect(() => parseEventSignature(input)).toThrow(message)
  })

  test('ERC-20 and ERC-721 Transfer share a hash, not a layout; the ApprovalForAll rows share both', () => {
    const erc20 = [TRANSFER, `0x${'00'.repeat(32)}`, `0x${'00'.repeat(32)}`]
    expect(knownEventsOfLog(erc20).map((k) => k.standard)).toEqual(['ERC20'])
    expect(knownEventsOfLog([...erc20, `0x${'00'.repeat(32)}`]).map((k) => k.standard)).toEqual([
      'ERC721',
    ])
    const approvalForAll = parseEventSignature(WEBHOOK_EVENTS.ERC721.ApprovalForAll).topicHash
    expect(knownEventsOfLog([approvalForAll, erc20[1]!, erc20[2]!]).map((k) => k.standard)).toEqual(
      ['ERC721', 'ERC1155'],
    )
  })
})

describe('webhookFilters', () => {
  test('normalises every field', () => {
    expect(
      webhookFilters({
        contracts: [COLLECTION.toLowerCase(), COLLECTION],
        events: [
          WEBHOOK_EVENTS.ERC721.Transfer,
          'Transfer(address,address,uint256)',
          'URI(string,uint256 indexed)',
        ],
        tokenIds: [1n, 2, '3', 2n ** 200n, 1],
        accounts: [WALLET.toLowerCase()],
        topicHashes: [TRANSFER.toUpperCase().replace('0X', '0x')],
      }),
    ).toStrictEqual({
      contractAddresses: [CHECKSUMMED],
      events: [
        WEBHOOK_EVENTS.ERC721.Transfer,
        'Transfer(address arg1, address arg2, uint256 arg3)',
        'URI(string arg1, uint256 indexed arg2)',
      ],
      tokenIDs: ['1', '2', '3', (2n ** 200n).toString()],
      accounts: [WALLET],
      topicHashes: [TRANSFER, parseEventSignature(WEBHOOK_EVENTS.ERC1155.URI).topicHash],
    })
  })

  test('only what is given: no tokenIDs or accounts keys when absent', () => {
    expect(
      webhookFilters({ contracts: [COLLECTION], events: [WEBHOOK_EVENTS.ERC20.Approval] }),
    ).toStrictEqual({
      contractAddresses: [CHECKSUMMED],
      events: [WEBHOOK_EVENTS.ERC20.Approval],
      topicHashes: ['0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925'],
    })
  })

  test.each([
    [{ contracts: [] }, ['contracts']],
    [{ contracts: undefined }, ['contracts']],
    [{ contracts: [COLLECTION, 'X'] }, ['contracts.1']],
    [{ contracts: [BAD_CHECKSUM] }, ['contracts.0']],
    [{ events: [] }, ['events']],
    [{ events: [WEBHOOK_EVENTS.ERC20.Transfer, 'Transfer(address'] }, ['events.1']],
    [
      { tokenIds: [1n, -1n, 0.5, '07', 'x', 2 ** 53, 2n ** 256n, null] },
      [
        'tokenIds.1',
        'tokenIds.2',
        'tokenIds.3',
        'tokenIds.4',
        'tokenIds.5',
        'tokenIds.6',
        'tokenIds.7',
      ],
    ],
    [{ accounts: ['0x1234'] }, ['accounts.0']],
    [{ topicHashes: ['0x1234'] }, ['topicHashes.0']],
    [
      { contracts: ['X'], events: ['nope'], accounts: 'x' },
      ['contracts.0', 'events.0', 'accounts'],
    ],
  ])('%o is InvalidArgument naming %o', (patch, paths) => {
    const input = { contracts: [COLLECTION], events: [WEBHOOK_EVENTS.ERC20.Transfer], ...patch }
    let caught: unknown
    try {
      webhookFilters(input as Parameters<typeof webhookFilters>[0])
    } catch (e) {
      caught = e
    }
    if (!isPlatformError(caught, 'InvalidArgument'))
      throw new Error(`expected InvalidArgument, got ${caught}`)
    expect(caught.issues.map((i) => i.path)).toEqual(paths)
    expect(caught.code).toBe(2001)
  })
})

describe('addWebhookListener with typed filters', () => {
  test('the admin client and the standalone function send the normalised filters', async () => {
    const h = harness()
    const admin = h.admin()
    const filters = {
      contracts: [COLLECTION.toLowerCase()],
      events: ['Transfer(address indexed from, address indexed to, uint256 indexed tokenId)'],
      tokenIds: [5n],
    }
    const viaClient = await admin.addWebhookListener({
      network: 'anvil',
      url: 'http://127.0.0.1:1/a',
      filters,
    })
    const standalone = await addWebhookListener(admin, {
      network: 'anvil',
      url: 'http://127.0.0.1:1/b',
      filters,
    })
    for (const { listener } of [viaClient, standalone]) {
      expect(listener.filters).toEqual({
        contractAddresses: [CHECKSUMMED],
        events: [WEBHOOK_EVENTS.ERC721.Transfer],
        tokenIDs: ['5'],
        accounts: [],
        topicHashes: [TRANSFER],
      })
    }
  })

  test('wire filters are still sent as given (shorthand kept)', async () => {
    const h = harness()
    const { listener } = await h.admin().addWebhookListener({
      network: 'anvil',
      url: 'http://127.0.0.1:1/c',
      filters: { contractAddresses: [COLLECTION], events: ['Transfer(address,address,uint256)'] },
    })
    // The lists not given come back as Go's nil slices (null), read as [].
    expect(listener.filters).toEqual({
      contractAddresses: [COLLECTION],
      events: ['Transfer(address,address,uint256)'],
      tokenIDs: [],
      accounts: [],
      topicHashes: [],
    })
  })

  test('bad typed filters: InvalidArgument naming filters.<field>, with the operation, and nothing sent', async () => {
    const sent: string[] = []
    const admin = createIndexerAdminClient({
      accessKey: 'pk',
      secretKey: 'sk',
      urls: { indexer: 'http://127.0.0.1:1/{network}' },
      fetch: async (input) => {
        sent.push(String(input))
        return new Response('{}')
      },
    })
    const failure = await admin
      .addWebhookListener({
        network: 'polygon',
        url: 'https://example.org/hooks',
        filters: { contracts: [COLLECTION], events: ['Transfer(address'], tokenIds: [2 ** 60] },
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    if (!isPlatformError(failure, 'InvalidArgument')) throw new Error(`got ${failure}`)
    expect(failure.operation).toBe('Indexer/AddWebhookListener')
    expect(failure.issues.map((i) => i.path)).toEqual(['filters.events.0', 'filters.tokenIds.0'])
    expect(failure.message).toMatch(
      /^Indexer\/AddWebhookListener: InvalidArgument: filters\.events\.0/,
    )
    expect(sent).toEqual([])
  })
})

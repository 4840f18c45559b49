/**
 * Property tests of the schemas. Response schemas are tolerant readers
 * (decisions.md §2): valid wire data reads to itself (unknown fields and enum
 * values kept; a `null` member reads as absent, an absent list as `[]`), the
 * fields they require are those the interface requires or fewer, and data
 * missing one of those, or with any known field of the wrong type, fails
 * naming the field. Request schemas accept what the kit may send and refuse
 * bad addresses and token ids.
 */
import fc from 'fast-check'
import { assert, describe, expect, test } from 'vitest'
import type * as z from 'zod/mini'
import * as arb from '../../../test/support/arbitraries.js'
import { COLLECTION } from '../../../test/support/fixtures.js'
import {
  AddAudienceContactsRequest,
  AddWebhookListenerRequest,
  Asset,
  Audience,
  AudienceContact,
  Collectible,
  CollectibleOrdersRequest,
  Contract,
  CreateAudienceRequest,
  CursorPage,
  ErrorBody,
  FeeEntry,
  GenerateCancelTransactionRequest,
  GetFloorOrderRequest,
  GetOrdersRequest,
  GetTokenMetadataRequest,
  IsValidETHAuthProofRequest,
  ListCollectiblesRequest,
  ListContractsRequest,
  ListListingsForCollectibleRequest,
  ListOffersForCollectibleRequest,
  Order,
  Page,
  PropertyFilter,
  RemoveLinkedWalletRequest,
  RemoveWebhookListenerRequest,
  Step,
  TokenCollectionFiltersRequest,
  TokenMetadata,
  WebhookEvent,
  WebhookFilters,
  WebhookListener,
} from '../index.js'
import type { Schema, Shape } from './read.js'

const RUNS = { numRuns: 100 }

/** The schema of a response object: a model of the tolerant reader. */
type Model = Schema<unknown> & { readonly shape: Shape }

const RESOURCES: readonly (readonly [string, arb.Resource, Model])[] = [
  ['Order', arb.Order, Order],
  ['FeeEntry', arb.FeeEntry, FeeEntry],
  ['TokenMetadata', arb.TokenMetadata, TokenMetadata],
  ['Asset', arb.Asset, Asset],
  ['Collectible', arb.Collectible, Collectible],
  ['Page', arb.Page, Page],
  ['CursorPage', arb.CursorPage, CursorPage],
  ['PropertyFilter', arb.PropertyFilter, PropertyFilter],
  ['Contract', arb.Contract, Contract],
  ['Audience', arb.Audience, Audience],
  ['AudienceContact', arb.AudienceContact, AudienceContact],
  ['Step', arb.Step, Step],
  ['WebhookEvent', arb.WebhookEvent, WebhookEvent],
  ['WebhookListener', arb.WebhookListener, WebhookListener],
  ['ErrorBody', arb.ErrorBody, ErrorBody],
]

const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

/** The members a model cannot do without. */
const requiredOf = (schema: Model) =>
  Object.entries(schema.shape).flatMap(([k, member]) => (member.optional ? [] : [k]))

/**
 * Valid data as far as reading may change it (decisions.md §2): without its
 * `null` or `undefined` members and its empty lists, in every object at every
 * depth, so that what is left must be exactly what came.
 */
const withoutAbsent = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutAbsent)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).flatMap(([k, v]) =>
      v == null || (Array.isArray(v) && v.length === 0) ? [] : [[k, withoutAbsent(v)]],
    ),
  )
}

describe.each(RESOURCES)('%s', (_name, resource, schema) => {
  test('valid wire data parses to itself, unknown fields and enum values included', () => {
    fc.assert(
      fc.property(resource.arb, (value) => {
        const parsed = schema.safeParse(value)
        assert(parsed.success, parsed.success ? '' : String(parsed.error))
        expect(withoutAbsent(parsed.data)).toStrictEqual(withoutAbsent(value))
        expect(withoutAbsent(schema.parse(roundTrip(value)))).toStrictEqual(withoutAbsent(value))
        expect(withoutAbsent(roundTrip(parsed.data))).toStrictEqual(withoutAbsent(roundTrip(value)))
      }),
      RUNS,
    )
  })

  test('it requires only fields the interface requires', () => {
    expect(Object.keys(resource.required)).toEqual(expect.arrayContaining(requiredOf(schema)))
  })

  test('a field it requires deleted or null, or any field given a wrong type, fails naming it', () => {
    fc.assert(
      fc.property(arb.withOneFieldRefused(resource, requiredOf(schema)), ([broken, k, what]) => {
        for (const input of [broken, roundTrip(broken)]) {
          const parsed = schema.safeParse(input)
          expect(parsed.success, what).toBe(false)
          expect(parsed.success ? undefined : parsed.error.path[0], what).toBe(k)
        }
      }),
      RUNS,
    )
  })
})

const intKeysOf = (r: arb.Resource) =>
  Object.entries(r.fields).flatMap(([k, kind]) => (kind === 'int' ? [k] : []))

describe.each(RESOURCES.filter(([, r]) => intKeysOf(r).length > 0))(
  '%s',
  (_name, resource, schema) => {
    test('an integer field with a fraction fails', () => {
      fc.assert(
        fc.property(
          resource.arb,
          fc.constantFrom(...intKeysOf(resource)),
          fc.constantFrom(0.5, 2.25, -7.5),
          (value, k, fraction) => {
            expect(schema.safeParse({ ...value, [k]: fraction }).success, k).toBe(false)
          },
        ),
        RUNS,
      )
    })
  },
)

test('the generators do produce unknown enum values and unknown fields', () => {
  const orders = fc.sample(arb.Order.arb, { numRuns: 300, seed: 7 })
  const known = new Set([
    'unknown',
    'active',
    'inactive',
    'expired',
    'cancelled',
    'filled',
    'decimals_missing',
  ])
  expect(orders.some((o) => typeof o.status === 'string' && !known.has(o.status))).toBe(true)
  expect(orders.some((o) => Object.keys(o).some((k) => /^x[A-Z]/.test(k)))).toBe(true)
})

describe('nested data', () => {
  test('a collectible whose order lacks its orderId or has a field of a wrong type fails', () => {
    fc.assert(
      fc.property(
        arb.Collectible.arb,
        arb.withOneFieldRefused(arb.Order, requiredOf(Order)),
        fc.constantFrom('order', 'listing', 'offer'),
        (collectible, [brokenOrder, , what], slot) => {
          expect(Collectible.safeParse({ ...collectible, [slot]: brokenOrder }).success, what).toBe(
            false,
          )
        },
      ),
      RUNS,
    )
  })

  test('a token metadata whose asset is broken fails', () => {
    fc.assert(
      fc.property(
        arb.TokenMetadata.arb,
        arb.withOneFieldRefused(arb.Asset, requiredOf(Asset)),
        (metadata, [asset]) => {
          expect(TokenMetadata.safeParse({ ...metadata, assets: [asset] }).success).toBe(false)
        },
      ),
      RUNS,
    )
  })
})

describe('request schemas', () => {
  const REQUESTS: readonly (readonly [string, fc.Arbitrary<unknown>, z.ZodMiniType])[] = [
    ['GetFloorOrderRequest', arb.getFloorOrderRequest, GetFloorOrderRequest],
    [
      'CollectibleOrdersRequest',
      arb.collectibleOrdersRequest.map(({ page: _p, ...r }) => r),
      CollectibleOrdersRequest,
    ],
    [
      'ListListingsForCollectibleRequest',
      arb.collectibleOrdersRequest,
      ListListingsForCollectibleRequest,
    ],
    [
      'ListOffersForCollectibleRequest',
      arb.collectibleOrdersRequest,
      ListOffersForCollectibleRequest,
    ],
    ['ListCollectiblesRequest', arb.listCollectiblesRequest, ListCollectiblesRequest],
    ['GetOrdersRequest', arb.getOrdersRequest, GetOrdersRequest],
    [
      'GenerateCancelTransactionRequest',
      arb.generateCancelTransactionRequest,
      GenerateCancelTransactionRequest,
    ],
    [
      'TokenCollectionFiltersRequest',
      arb.tokenCollectionFiltersRequest,
      TokenCollectionFiltersRequest,
    ],
    [
      'GetTokenMetadataRequest',
      fc.record(
        {
          chainID: fc.integer({ min: 1, max: 2 ** 40 }).map(String),
          contractAddress: arb.address,
          tokenIDs: fc.array(arb.tokenId, { minLength: 1, maxLength: 100 }),
        },
        { noNullPrototype: true },
      ),
      GetTokenMetadataRequest,
    ],
    ['IsValidETHAuthProofRequest', arb.isValidETHAuthProofRequest, IsValidETHAuthProofRequest],
    ['RemoveLinkedWalletRequest', arb.removeLinkedWalletRequest, RemoveLinkedWalletRequest],
    ['CreateAudienceRequest', arb.createAudienceRequest, CreateAudienceRequest],
    ['AddAudienceContactsRequest', arb.addAudienceContactsRequest, AddAudienceContactsRequest],
    ['ListContractsRequest', arb.listContractsRequest, ListContractsRequest],
    ['AddWebhookListenerRequest', arb.addWebhookListenerRequest, AddWebhookListenerRequest],
    [
      'RemoveWebhookListenerRequest',
      arb.removeWebhookListenerRequest,
      RemoveWebhookListenerRequest,
    ],
  ]

  test.each(REQUESTS)('%s: generated valid requests pass unchanged', (_name, request, schema) => {
    fc.assert(
      fc.property(request, (value) => {
        const parsed = schema.safeParse(value)
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
        expect(parsed.data).toStrictEqual(value)
      }),
      RUNS,
    )
  })

  /** Where an address goes in each request, and how to put one there. */
  const ADDRESS_SLOTS: readonly (readonly [
    string,
    z.ZodMiniType,
    fc.Arbitrary<Record<string, unknown>>,
    (v: Record<string, unknown>, a: string) => unknown,
    string,
  ])[] = [
    [
      'contractAddress',
      GetFloorOrderRequest,
      arb.getFloorOrderRequest,
      (v, a) => ({ ...v, contractAddress: a }),
      'contractAddress',
    ],
    [
      'filter.createdBy',
      CollectibleOrdersRequest,
      arb.collectibleOrdersRequest,
      (v, a) => ({ ...v, filter: { createdBy: [a] } }),
      'filter.createdBy.0',
    ],
    [
      'filter.currencies',
      ListOffersForCollectibleRequest,
      arb.collectibleOrdersRequest,
      (v, a) => ({ ...v, filter: { currencies: [a] } }),
      'filter.currencies.0',
    ],
    [
      'filter.inAccounts',
      ListCollectiblesRequest,
      arb.listCollectiblesRequest,
      (v, a) => ({ ...v, filter: { inAccounts: [a] } }),
      'filter.inAccounts.0',
    ],
    [
      'input.0.contractAddress',
      GetOrdersRequest,
      arb.getOrdersRequest,
      (_v, a) => ({ input: [{ contractAddress: a, orderId: '1' }] }),
      'input.0.contractAddress',
    ],
    [
      'maker',
      GenerateCancelTransactionRequest,
      arb.generateCancelTransactionRequest,
      (v, a) => ({ ...v, maker: a }),
      'maker',
    ],
    [
      'walletAddress',
      IsValidETHAuthProofRequest,
      arb.isValidETHAuthProofRequest,
      (v, a) => ({ ...v, walletAddress: a }),
      'walletAddress',
    ],
    [
      'linkedWalletAddress',
      RemoveLinkedWalletRequest,
      arb.removeLinkedWalletRequest,
      (v, a) => ({ ...v, linkedWalletAddress: a }),
      'linkedWalletAddress',
    ],
    [
      'contacts.0.address',
      AddAudienceContactsRequest,
      arb.addAudienceContactsRequest,
      (v, a) => ({ ...v, contacts: [{ address: a }] }),
      'contacts.0.address',
    ],
    [
      'filters.accounts',
      WebhookFilters,
      arb.webhookFilters,
      (v, a) => ({ ...v, accounts: [a] }),
      'accounts.0',
    ],
    [
      'filters.contractAddresses',
      WebhookFilters,
      arb.webhookFilters,
      (v, a) => ({ ...v, contractAddresses: [a] }),
      'contractAddresses.0',
    ],
  ]

  test('the invalid addresses are drawn without end: 20,000 of them (this seed spun for ever once)', () => {
    expect(fc.sample(arb.invalidAddress, { numRuns: 20_000, seed: 42 })).toHaveLength(20_000)
  })

  test.each(ADDRESS_SLOTS)(
    'an invalid address at %s fails, naming the field',
    (_slot, schema, request, put, path) => {
      fc.assert(
        fc.property(request, arb.invalidAddress, (value, bad) => {
          const parsed = schema.safeParse(put(value, bad))
          expect(parsed.success, bad).toBe(false)
          expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain(path)
        }),
        RUNS,
      )
    },
  )

  test('a valid address at the same places passes', () => {
    fc.assert(
      fc.property(arb.collectibleOrdersRequest, arb.address, (value, good) => {
        expect(
          ListOffersForCollectibleRequest.safeParse({
            ...value,
            contractAddress: good,
            filter: { createdBy: [good] },
          }).success,
        ).toBe(true)
      }),
      RUNS,
    )
  })

  test('an invalid token id fails in collectible requests and webhook filters', () => {
    fc.assert(
      fc.property(
        arb.collectibleOrdersRequest,
        arb.webhookFilters,
        arb.invalidTokenId,
        (request, filters, bad) => {
          const parsed = CollectibleOrdersRequest.safeParse({ ...request, tokenId: bad })
          expect(parsed.success, bad).toBe(false)
          expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('tokenId')
          const webhook = WebhookFilters.safeParse({ ...filters, tokenIDs: ['1', bad] })
          expect(webhook.success, bad).toBe(false)
          expect(webhook.error?.issues.map((i) => i.path.join('.'))).toContain('tokenIDs.1')
        },
      ),
      RUNS,
    )
  })

  test('every uint256 passes as a token id, from 0 to 2^256 - 1', () => {
    fc.assert(
      fc.property(
        arb.collectibleOrdersRequest,
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        (request, n) => {
          expect(
            CollectibleOrdersRequest.safeParse({ ...request, tokenId: n.toString() }).success,
          ).toBe(true)
        },
      ),
      RUNS,
    )
    for (const edge of ['0', (2n ** 256n - 1n).toString()]) {
      expect(
        CollectibleOrdersRequest.safeParse({ contractAddress: COLLECTION, tokenId: edge }).success,
      ).toBe(true)
    }
  })

  test('page bounds: pageSize 1–100 and page ≥ 1 pass, anything else fails', () => {
    fc.assert(
      fc.property(
        arb.collectibleOrdersRequest,
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        (request, page, pageSize) => {
          const ok = page >= 1 && pageSize >= 1 && pageSize <= 100
          expect(
            ListListingsForCollectibleRequest.safeParse({ ...request, page: { page, pageSize } })
              .success,
          ).toBe(ok)
        },
      ),
      RUNS,
    )
  })
})

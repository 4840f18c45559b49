/**
 * Property tests of the schemas: valid wire data parses to itself (unknown
 * fields and enum values kept), data with one required field broken fails,
 * and request schemas accept what the kit may send and refuse bad addresses
 * and token ids.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type * as z from 'zod/mini'
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
} from '../../src/core/index.js'
import * as arb from '../support/arbitraries.js'
import { COLLECTION } from '../support/fixtures.js'

const RUNS = { numRuns: 100 }

const RESOURCES: readonly (readonly [string, arb.Resource, z.ZodMiniType])[] = [
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

describe.each(RESOURCES)('%s', (_name, resource, schema) => {
  test('valid wire data parses to itself, unknown fields and enum values included', () => {
    fc.assert(
      fc.property(resource.arb, (value) => {
        const parsed = schema.safeParse(value)
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
        expect(parsed.data).toStrictEqual(value)
        expect(schema.parse(roundTrip(value))).toStrictEqual(value)
        expect(roundTrip(parsed.data)).toStrictEqual(roundTrip(value))
      }),
      RUNS,
    )
  })

  test('a required field deleted or given a wrong type fails', () => {
    fc.assert(
      fc.property(arb.withOneFieldBroken(resource), ([broken, what]) => {
        expect(schema.safeParse(broken).success, what).toBe(false)
        expect(schema.safeParse(roundTrip(broken)).success, what).toBe(false)
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
  test('a collectible whose order lacks a required field fails', () => {
    fc.assert(
      fc.property(
        arb.Collectible.arb,
        arb.withOneFieldBroken(arb.Order),
        fc.constantFrom('order', 'listing', 'offer'),
        (collectible, [brokenOrder, what], slot) => {
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
      fc.property(arb.TokenMetadata.arb, arb.withOneFieldBroken(arb.Asset), (metadata, [asset]) => {
        expect(TokenMetadata.safeParse({ ...metadata, assets: [asset] }).success).toBe(false)
      }),
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

/**
 * Wire data for transport tests: valid addresses and full response bodies as a
 * server could send them, each with fields and enum values the kit does not
 * know (they must pass through untouched).
 */
import { getAddress } from 'viem'
import type { Order } from '../../src/core/schemas/order.js'

/** Lower-case addresses (always valid) and their checksummed forms. */
export const COLLECTION = '0x5a1b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d'
export const MAKER = '0x00000000000000000000000000000000000000a1'
export const USDC = getAddress('0x2791bca1f2de4661ed88a30c99a7a9449aa84174')
export const WALLET = getAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359')
export const LINKED = getAddress('0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae')

/** A mixed-case address whose checksum is wrong: one lower-case letter of a checksummed address upper-cased. */
export function breakChecksum(checksummed: string): string {
  const i = [...checksummed].findIndex((c, k) => k > 1 && c >= 'a' && c <= 'f')
  if (i < 0) throw new Error(`no lower-case letter to flip in ${checksummed}`)
  return checksummed.slice(0, i) + checksummed[i]!.toUpperCase() + checksummed.slice(i + 1)
}

export const BAD_CHECKSUM = breakChecksum(USDC)

/** 0x-prefixed hex signatures (65 bytes). */
export const SIGNATURE = `0x${'ab'.repeat(65)}`
export const TOPIC = `0x${'dd'.repeat(32)}`

export const TRANSFER_SINGLE =
  'TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)'

/**
 * A plain live listing as the UI receives it (known values only), typed: one
 * skeleton for the component tests and stories, each stating only what it
 * needs to differ.
 */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    collectionId: 1,
    orderId: '1',
    marketplace: 'opensea',
    side: 'listing',
    status: 'active',
    chainId: 137,
    originName: '',
    collectionContractAddress: COLLECTION,
    createdBy: MAKER,
    priceAmount: '1500000',
    priceAmountFormatted: '1.5',
    priceAmountNet: '1450000',
    priceAmountNetFormatted: '1.45',
    priceCurrencyAddress: USDC,
    priceDecimals: 6,
    priceUSD: 1.5,
    priceUSDFormatted: '$1.50',
    quantityInitial: '1',
    quantityInitialFormatted: '1',
    quantityRemaining: '1',
    quantityRemainingFormatted: '1',
    quantityAvailable: '1',
    quantityAvailableFormatted: '1',
    quantityDecimals: 0,
    feeBps: 0,
    feeBreakdown: [],
    validFrom: '',
    validUntil: '',
    blockNumber: 1,
    createdAt: '',
    updatedAt: '',
    collectibleId: 1,
    tokenId: '7',
    orderCreatedAt: '',
    orderUpdatedAt: '',
    deletedAt: '',
    ...overrides,
  }
}

/** A full order, with an unknown marketplace, an unknown status and an unknown field. */
export function order(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...sampleOrder({
      id: 11,
      collectionId: 3,
      orderId: 'ord-11',
      marketplace: 'brand_new_market',
      source: 'native_marketplace_v2',
      status: 'paused_by_server',
      originName: 'origin',
      feeBps: 250,
      validFrom: '2024-01-01T00:00:00Z',
      validUntil: '2034-01-01T00:00:00Z',
      blockNumber: 123456,
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-02T00:00:00Z',
      collectibleId: 9,
      tokenId: '42',
      orderCreatedAt: '2024-01-01T00:00:00Z',
      orderUpdatedAt: '2024-01-02T00:00:00Z',
    }),
    // Members the kit does not know, at both levels: they must pass through.
    feeBreakdown: [{ kind: 'royalty', recipientAddress: MAKER, bps: 250, note: 'kept' }],
    futureField: { nested: [1, 'two'] },
    ...overrides,
  }
}

export function tokenMetadata(): Record<string, unknown> {
  return {
    tokenId: '42',
    name: 'Sword #42',
    description: 'A sword',
    image: 'https://example.org/42.png',
    attributes: [{ trait_type: 'Rarity', value: 'Epic' }],
    properties: { power: 9 },
    decimals: 0,
    updatedAt: '2024-01-01T00:00:00Z',
    assets: [
      {
        id: 1,
        collectionId: 3,
        tokenId: '42',
        metadataField: 'image',
        url: 'https://example.org/42.png',
        filename: '42.png',
        filesize: 1024,
        mimeType: 'image/png',
        width: 64,
        height: 64,
        updatedAt: '2024-01-01T00:00:00Z',
        checksum: 'sha256:unknown-field',
      },
    ],
    rarityRank: 7,
  }
}

export function collectible(): Record<string, unknown> {
  return {
    metadata: tokenMetadata(),
    order: order(),
    listing: order(),
    offer: order({ id: 12, orderId: 'ord-12', side: 'offer', priceUSD: 1.1 }),
    score: 0.5,
  }
}

export const marketPage = { page: 1, pageSize: 30, more: false, sort: [{ column: 'priceUSD' }] }

export const contract = {
  id: 5,
  projectId: 1,
  contractName: 'Swords',
  contractAddress: COLLECTION,
  contractType: 'ERC6909',
  chainId: 137,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
  audienceId: 2,
  verified: true,
}

export const audience = {
  id: 2,
  projectId: 1,
  name: 'Early supporters',
  contactCount: 0,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
  deletedAt: '',
  tags: ['x'],
}

export const cancelSteps = [
  {
    id: 'cancel',
    to: COLLECTION,
    data: '0xdeadbeef',
    value: '0',
    executeType: 'order',
    gasHint: '21000',
  },
  {
    id: 'signEIP999',
    signature: {
      domain: { name: 'Seaport', version: '1.6', chainId: 137, verifyingContract: COLLECTION },
      types: { OrderComponents: [{ name: 'offerer', type: 'address' }] },
      primaryType: 'OrderComponents',
      value: { offerer: MAKER },
    },
    post: { endpoint: '/orders/cancel', method: 'POST', body: { orderId: 'ord-11' } },
    executeType: 'cancelEverything',
  },
]

export const webhookListener = {
  id: 77,
  projectId: '1',
  url: 'https://example.org/hooks',
  filters: {
    contractAddresses: [COLLECTION],
    events: [TRANSFER_SINGLE],
    tokenIDs: ['1', '2'],
  },
  name: 'transfers',
  active: true,
  updatedAt: '2024-01-01T00:00:00Z',
  retries: 8,
}

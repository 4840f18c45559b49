/** Hand-made orders for the order book's and the depth chart's tests: only what a test cares about needs saying. */
import type { Order } from '../../src/core/schemas/order.js'
import type { CurrencyMap } from '../../src/ui/shared/format.js'
import { sampleOrder } from './fixtures.js'

export const NOW = Date.UTC(2026, 0, 1)
export const DAY = 86_400_000
export const WETH = '0x1111111111111111111111111111111111111111'
export const USDC = '0x2222222222222222222222222222222222222222'
export const ALICE = '0xA11cE00000000000000000000000000000000A11'
export const BOB = '0xB0b0000000000000000000000000000000000B0b'
export const currencies: CurrencyMap = {
  [WETH]: { symbol: 'WETH', decimals: 18 },
  [USDC]: { symbol: 'USDC', decimals: 6 },
}

let nextId = 1
/** A complete order; only what a test cares about needs saying. */
export function order(overrides: Partial<Order> = {}): Order {
  const id = nextId++
  const dayAgo = new Date(NOW - DAY).toISOString()
  return sampleOrder({
    id,
    orderId: String(1000 + id),
    source: 'opensea',
    chainId: 31337,
    originName: 'OpenSea',
    collectionContractAddress: '0x5a4B203D2a0DBd44784dFf003F25B2Da70BeC38e',
    createdBy: ALICE,
    priceAmount: '1500000000000000000',
    priceAmountNet: '1400000000000000000',
    priceAmountNetFormatted: '1.4',
    priceCurrencyAddress: WETH,
    priceDecimals: 18,
    priceUSD: 4500,
    priceUSDFormatted: '$4,500.00',
    feeBps: 250,
    validFrom: dayAgo,
    validUntil: new Date(NOW + 3 * DAY).toISOString(),
    createdAt: dayAgo,
    updatedAt: dayAgo,
    tokenId: '1',
    orderCreatedAt: dayAgo,
    orderUpdatedAt: dayAgo,
    ...overrides,
  })
}

export const at = (usd: number, quantity = 1, overrides: Partial<Order> = {}) =>
  order({
    priceUSD: usd,
    priceUSDFormatted: `$${usd.toFixed(2)}`,
    priceAmountFormatted: String(usd),
    priceCurrencyAddress: USDC,
    quantityAvailable: String(quantity),
    quantityAvailableFormatted: String(quantity),
    ...overrides,
  })

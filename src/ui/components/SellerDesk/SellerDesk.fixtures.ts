/** Orders of one account for the seller's desk tests: listings and offers, native and third-party. */
import type { AccountOrder } from '../../../core/operations/listAccountOrders.js'
import type {
  BulkCancelItem,
  BulkCancelState,
  BulkCancelStatus,
} from '../../../wallet/bulkCancel.js'
import { orderKey, summarizeBulkCancel } from '../../../wallet/bulkCancel.js'

export const NOW = Date.parse('2025-06-01T12:00:00Z')
const HOUR = 3_600_000
export const USDC = '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359'

/** An order of the account on `token`: native marketplace unless said, valid for 3 days unless said. */
export function accountOrder(
  id: number,
  more: {
    side?: 'listing' | 'offer'
    marketplace?: string
    validUntil?: string
    name?: string
  } = {},
): AccountOrder {
  return {
    side: more.side ?? 'listing',
    token: { tokenId: String(id), name: more.name ?? `Creature ${id}`, attributes: [], assets: [] },
    order: {
      orderId: `order-${id}`,
      marketplace: (more.marketplace ?? 'native_marketplace_v2') as never,
      chainId: 31337,
      collectionContractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      createdBy: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      priceAmount: String(1_500_000 * id),
      priceAmountFormatted: String(1.5 * id),
      priceDecimals: 6,
      priceCurrencyAddress: USDC,
      quantityRemainingFormatted: '1',
      validUntil: more.validUntil ?? new Date(NOW + 72 * HOUR).toISOString(),
      feeBreakdown: [],
    },
  }
}

export const keyOf = (entry: AccountOrder) => orderKey(entry.order)

/** A bulk cancel's state over `entries`, each with the status given (and message). */
export function runState(
  entries: readonly (readonly [AccountOrder, BulkCancelStatus, string?])[],
  { running = false, stopping = false } = {},
): BulkCancelState {
  const items: BulkCancelItem[] = entries.map(([entry, status, message]) => ({
    key: keyOf(entry),
    order: entry.order,
    status,
    message,
  }))
  return summarizeBulkCancel(items, running, stopping)
}

export const IDLE: BulkCancelState = runState([])

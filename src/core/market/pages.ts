/**
 * Where a third-party order can be taken: its marketplace's page for the
 * token, on the networks where the kit knows that marketplace's address
 * scheme. The kit takes only Sequence Market's orders itself; for the
 * others it can send the user to the marketplace that holds them.
 */
import type { Order } from '../schemas/order.js'

/** OpenSea's name of each network it lists (`opensea.io/assets/<chain>/<contract>/<token id>`). */
const OPENSEA_CHAINS: Readonly<Record<number, string>> = {
  1: 'ethereum',
  10: 'optimism',
  137: 'matic',
  8453: 'base',
  42161: 'arbitrum',
}

/** A token id as a page's path takes it: decimal digits only. */
const DECIMAL = /^\d{1,78}$/

/**
 * The marketplace page of an order's token, for an order of a marketplace
 * whose pages the kit knows (OpenSea, on its networks); `undefined` for any
 * other — Sequence Market's own orders are taken with the kit's trade.
 *
 * @example
 * ```ts
 * marketplacePageOf(order) // 'https://opensea.io/assets/matic/0xabc…/42'
 * ```
 */
export function marketplacePageOf(
  order: Pick<Order, 'marketplace' | 'chainId' | 'collectionContractAddress' | 'tokenId'>,
): string | undefined {
  const { marketplace, chainId, collectionContractAddress: contract, tokenId } = order
  if (marketplace !== 'opensea' || !contract || !tokenId || !DECIMAL.test(tokenId)) return
  const chain = chainId === undefined ? undefined : OPENSEA_CHAINS[chainId]
  if (!chain || !/^0x[0-9a-fA-F]{40}$/.test(contract)) return
  return `https://opensea.io/assets/${chain}/${contract.toLowerCase()}/${tokenId}`
}

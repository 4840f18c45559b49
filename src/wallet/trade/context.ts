/**
 * What every trade needs before it checks anything: a connected wallet, the
 * network and its Sequence Market from the client's networks table, and how
 * to read the chain.
 */
import type { Address } from 'viem'
import { getConnection } from 'wagmi/actions'
import { sequenceMarketOf } from '../../core/market/deployments.js'
import { checksummed } from '../../core/schemas/address.js'
import { lookupNetwork, type NetworkRef } from '../../core/transport/networks.js'
import { WalletFlowError } from '../walletFlow.js'
import type { ChainReader } from './reads.js'
import type { TradeFee, TradeOptions } from './types.js'
import { refuse } from './words.js'

/** The account, the chain and the market a trade runs with. */
export interface TradeContext extends ChainReader {
  readonly account: Address
  readonly market: Address
}

/**
 * The context of a trade on `network`: `not-connected` without a wallet,
 * `unavailable` when the client's networks table knows no Sequence Market there.
 */
export function tradeContext(network: NetworkRef | undefined, options: TradeOptions): TradeContext {
  const { address } = getConnection(options.wagmiConfig)
  if (!address) throw new WalletFlowError('not-connected', 'connect a wallet first')
  const found = lookupNetwork(options.client.networks, network)
  if (!found) {
    throw new WalletFlowError(
      'unavailable',
      `the network ${String(network)} is not in the client's networks`,
    )
  }
  const market = checksummed(sequenceMarketOf(found))
  if (!market) {
    throw new WalletFlowError(
      'unavailable',
      `there is no Sequence Market on ${found.name} in the client's networks (its sequenceMarket)`,
    )
  }
  return { account: address, market, config: options.wagmiConfig, chainId: found.chainId }
}

/** An address given by the app, or a refusal naming what it is. */
export function addressOf(value: string, what: string): Address {
  const address = checksummed(value)
  if (!address) throw refuse(`the ${what} is not an address`)
  return address
}

/** A token id as a number of the market's range, or a refusal. */
export function tokenIdOf(value: string | bigint): bigint {
  try {
    const id = BigInt(value)
    if (id >= 0n && id < 2n ** 256n) return id
  } catch {}
  throw refuse('the token id is not a whole number of up to 78 digits')
}

/** The fees with their recipients checked, and their sum. */
export function feesOf(fees: readonly TradeFee[] = []): {
  readonly fees: readonly { readonly recipient: Address; readonly amount: bigint }[]
  readonly sum: bigint
} {
  const checked = fees.map((f) => {
    if (f.amount < 0n) throw refuse('a fee is less than zero')
    return { recipient: addressOf(f.recipient, "fee's recipient"), amount: f.amount }
  })
  return { fees: checked, sum: checked.reduce((sum, f) => sum + f.amount, 0n) }
}

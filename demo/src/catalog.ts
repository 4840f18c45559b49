/** What the demo knows of the emulator's catalog: its collections, and its currencies' symbols. */
import { EMULATED_COLLECTIONS, EMULATED_NETWORKS } from 'platform-kit/emulator'
import type { CurrencyMap } from 'platform-kit/ui'

export const collectionOf = (key: string) =>
  EMULATED_COLLECTIONS.find((c) => c.key === key) ?? EMULATED_COLLECTIONS[0]!

export const networkOf = (chainId: number) => EMULATED_NETWORKS.find((n) => n.chainId === chainId)!

/** The symbol and decimals of every currency of every network, by lower-case address. */
export const CURRENCIES: CurrencyMap = Object.fromEntries(
  EMULATED_NETWORKS.flatMap((n) => n.currencies).map((c) => [
    c.address.toLowerCase(),
    { symbol: c.symbol, decimals: c.decimals },
  ]),
)

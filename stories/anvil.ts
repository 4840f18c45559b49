/** What the stories share of the emulator's local chain: the network, and its currencies as a map for the components. */
import { EMULATED_NETWORKS } from '../src/emulator/index.js'
import type { CurrencyMap } from '../src/ui/lib/format.js'

export const anvil = EMULATED_NETWORKS.find((n) => n.name === 'anvil')!

/** The anvil currencies' symbols and decimals, by lower-case address. */
export const anvilCurrencies: CurrencyMap = Object.fromEntries(
  anvil.currencies.map((c) => [
    c.address.toLowerCase(),
    { symbol: c.symbol, decimals: c.decimals },
  ]),
)

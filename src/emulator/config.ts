import type { Currency } from '../core/currency/currency.js'
import type { ClientConfig } from '../core/transport/client.js'
import { NETWORKS } from '../core/transport/networks.js'
import { DEV_PROJECTS, EMULATED_NETWORKS } from './data/catalog.js'

/** Where `npm run emulator` listens, and the base URL the msw handlers answer by default. */
export const DEFAULT_EMULATOR_URL = 'http://127.0.0.1:4010'

/**
 * The base URLs of an emulator mounted at `baseUrl`: one layout for every
 * adapter, `<baseUrl>/relayer/{network}`, `/metadata`, `/marketplace`, `/api`
 * and `/indexer/{network}`.
 *
 * @example
 * ```ts
 * emulatorUrls('http://127.0.0.1:4010').marketplace // 'http://127.0.0.1:4010/marketplace'
 * ```
 */
export function emulatorUrls(
  baseUrl: string = DEFAULT_EMULATOR_URL,
): Required<ClientConfig['urls']> {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    relayer: `${base}/relayer/{network}`,
    metadata: `${base}/metadata`,
    marketplace: `${base}/marketplace`,
    api: `${base}/api`,
    indexer: `${base}/indexer/{network}`,
  }
}

/**
 * The emulator's currencies, every network's, as a client's configuration
 * lists them, with the dollar rate their orders' `priceUSD` is computed
 * with: `emulatorConfig` carries them, so the components show `USDC` and
 * `WETH` (and activity prices in dollars) with no more configuration.
 *
 * @example
 * ```ts
 * EMULATOR_CURRENCIES.find((c) => c.chainId === 31337 && c.symbol === 'USDC')?.decimals // 6
 * ```
 */
export const EMULATOR_CURRENCIES: readonly Currency[] = EMULATED_NETWORKS.flatMap((n) =>
  n.currencies.map(({ address, symbol, decimals, usd }) => ({
    chainId: n.chainId,
    address,
    symbol,
    decimals,
    // The rate its orders' priceUSD is computed with: the activity list's dollars agree with the book's.
    exchangeRate: usd,
  })),
)

/**
 * The client configuration of an emulator: its URLs, a development project's
 * public access key, its networks (with their native currencies and its
 * Sequence Market's deployment) and its
 * currencies (`EMULATOR_CURRENCIES`). Pointing the kit at the emulator is one
 * line. There is no secret key here, nor in anything a browser loads; server
 * code takes it from `DEV_SECRET_KEYS` of `platform-kit/emulator/node`.
 *
 * @example
 * ```ts
 * const client = createClient(emulatorConfig())                               // npm run emulator
 * <PlatformProvider config={emulatorConfig('/__platform')}>…</PlatformProvider>  // the Vite plugin
 * ```
 */
export function emulatorConfig(
  baseUrl: string = DEFAULT_EMULATOR_URL,
  options: { readonly project?: 1 | 2 } = {},
): ClientConfig {
  const project = DEV_PROJECTS.find((p) => p.id === (options.project ?? 1))!
  return {
    accessKey: project.accessKey,
    urls: emulatorUrls(baseUrl),
    networks: EMULATED_NETWORKS.map(({ chainId, name, marketplaceContract }) => ({
      chainId,
      name,
      nativeCurrency: NETWORKS.find((n) => n.chainId === chainId)?.nativeCurrency,
      // Its own deployment, where the trade flows make and take its native orders.
      sequenceMarket: marketplaceContract,
    })),
    currencies: EMULATOR_CURRENCIES,
  }
}

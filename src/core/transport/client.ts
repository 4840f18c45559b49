import type { Currency } from '../currency/currency.js'
import type { Group } from '../schemas/rpc/define.js'
import { invalidArgument } from './errors.js'
import { NETWORKS, type Network } from './networks.js'

/** A per-network base URL: a template with `{network}`, or a function of the network. */
export type UrlTemplate = string | ((network: Network) => string)

/**
 * Base URLs per group (decisions.md §1). `relayer` and `indexer` are per
 * network; `marketplace` is one base to which the kit appends the network
 * segment; `metadata` and `api` (Builder and API groups) are single bases.
 * Configure only those you use: calling a group without its base is an
 * `InvalidArgument` naming the missing URL.
 */
export interface PlatformUrls {
  readonly relayer?: UrlTemplate
  readonly metadata?: string
  readonly marketplace?: string
  readonly api?: string
  readonly indexer?: UrlTemplate
}

/** What a client needs: the project's public access key and where the services are. */
export interface ClientConfig {
  /** The project's public access key, sent as `X-Access-Key` on every call. */
  readonly accessKey: string
  readonly urls: PlatformUrls
  /** Networks beside the built-in table; they take precedence over built-ins of the same name or id. */
  readonly networks?: readonly Network[]
  /**
   * Currencies the app knows, by network and address: the components show
   * their symbols without reading the chain (`emulatorConfig` lists the
   * emulator's). Others are read from the token contract where a chain
   * client is at hand.
   */
  readonly currencies?: readonly Currency[]
  /** The `fetch` to use; the global one, looked up at each call, by default. */
  readonly fetch?: typeof fetch
  /** How long a call may take before it fails with `WebrpcRequestFailed` (default 30 000 ms). */
  readonly timeoutMs?: number
}

/**
 * A client that carries only configuration. Pass it to the standalone
 * operation functions (`getFloorOrder(client, params)`): an app that uses one
 * operation then bundles one operation.
 */
export interface BaseClient {
  readonly accessKey: string
  readonly urls: PlatformUrls
  readonly networks: readonly Network[]
  /** The currencies of the configuration (`ClientConfig.currencies`). */
  readonly currencies: readonly Currency[]
  readonly fetch: typeof fetch | undefined
  readonly timeoutMs: number
  /** The headers of every call. */
  readonly headers: Readonly<Record<string, string>>
}

/** The configuration key of each group's base URL. */
export const GROUP_BASE = {
  Relayer: 'relayer',
  Metadata: 'metadata',
  Marketplace: 'marketplace',
  Builder: 'api',
  API: 'api',
  Indexer: 'indexer',
} as const satisfies Record<Group, keyof PlatformUrls>

/**
 * Creates the light client: configuration only, no operations attached. The
 * configuration is checked here, so that a mistake shows at start-up rather
 * than at the first call.
 *
 * @example
 * ```ts
 * import { createBaseClient, getFloorOrder } from 'platform-kit'
 *
 * const client = createBaseClient({ accessKey: 'pk_…', urls: { marketplace: 'https://marketplace.example.org' } })
 * const { collectible } = await getFloorOrder(client, { network: 'polygon', contractAddress: '0x…' })
 * ```
 */
export function createBaseClient(config: ClientConfig): BaseClient {
  const { accessKey, urls, networks = [], currencies = [], timeoutMs = 30_000 } = config ?? {}
  const issues: { path: string; message: string }[] = []
  const check = (ok: unknown, path: string, message: string) => ok || issues.push({ path, message })
  check(typeof accessKey === 'string' && accessKey, 'accessKey', 'must be a non-empty string')
  check(typeof urls === 'object' && urls, 'urls', 'must be an object')
  check(
    Number.isInteger(timeoutMs) && timeoutMs > 0 && timeoutMs < 2 ** 31,
    'timeoutMs',
    'must be an integer from 1 to 2^31 - 1',
  )
  if (check(Array.isArray(networks), 'networks', 'must be an array') === true) {
    for (const [i, n] of networks.entries()) {
      check(
        Number.isSafeInteger(n?.chainId) &&
          n.chainId > 0 &&
          n.name &&
          (n.sequenceMarket === undefined || /^0x[\da-f]{40}$/i.test(n.sequenceMarket)),
        `networks.${i}`,
        'must be { chainId: positive integer, name, sequenceMarket?: address }',
      )
    }
  }
  if (check(Array.isArray(currencies), 'currencies', 'must be an array') === true) {
    for (const [i, c] of currencies.entries()) {
      check(
        Number.isSafeInteger(c?.chainId) &&
          /^0x[\da-f]{40}$/i.test(c.address) &&
          c.symbol &&
          c.decimals >= 0 &&
          c.decimals < 256 &&
          c.decimals % 1 === 0,
        `currencies.${i}`,
        'must be { chainId, address, symbol, decimals: 0–255 }',
      )
    }
  }
  if (issues.length) throw invalidArgument(issues)
  return {
    accessKey,
    urls,
    networks: [...networks, ...NETWORKS],
    currencies,
    fetch: config.fetch,
    timeoutMs,
    headers: { 'Content-Type': 'application/json', 'X-Access-Key': accessKey },
  }
}

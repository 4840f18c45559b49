import type { ClientConfig } from '../core/transport/client.js'
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
 * The client configuration of an emulator: its URLs, a development project's
 * public access key, and its networks. Pointing the kit at the emulator is one
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
    networks: EMULATED_NETWORKS.map(({ chainId, name }) => ({ chainId, name })),
  }
}

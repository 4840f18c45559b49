import type { CallOptions } from '../core/transport/call.js'
import { type BaseClient, type ClientConfig, createBaseClient } from '../core/transport/client.js'
import { invalidArgument } from '../core/transport/errors.js'
import type { IndexerAdminBase } from './adminBase.js'
import { removeWebhookListener } from './operations/removeWebhookListener.js'
import { addWebhookListener } from './webhooks/register.js'

/** The configuration of the indexer admin client: the public access key, the secret key, and the indexer's URL. */
export interface IndexerAdminConfig extends ClientConfig {
  /** The project's secret key (a JWT), sent as `Authorization: BEARER <secretKey>`. Never ship it to a browser. */
  readonly secretKey: string
}

/** The webhook administration client. */
export interface IndexerAdminClient extends IndexerAdminBase {
  readonly addWebhookListener: (
    params: Parameters<typeof addWebhookListener>[1],
    options?: CallOptions,
  ) => ReturnType<typeof addWebhookListener>
  readonly removeWebhookListener: (
    params: Parameters<typeof removeWebhookListener>[1],
    options?: CallOptions,
  ) => ReturnType<typeof removeWebhookListener>
}

/**
 * Creates the client of the indexer's webhook operations, which need the
 * project's secret key. It refuses to run in a browser (where `window` and
 * `document` exist): a secret key in a page is a secret key published.
 *
 * @example
 * ```ts
 * import { createIndexerAdminClient } from 'platform-kit/server'
 *
 * const admin = createIndexerAdminClient({
 *   accessKey: process.env.PLATFORM_ACCESS_KEY!,
 *   secretKey: process.env.PLATFORM_SECRET_KEY!,
 *   urls: { indexer: 'https://{network}-indexer.example.org' },
 * })
 * const { listener } = await admin.addWebhookListener({
 *   network: 'polygon',
 *   url: 'https://example.org/hooks/nft',
 *   filters: { contracts: [nft], events: [WEBHOOK_EVENTS.ERC721.Transfer] }, // or the wire shape
 * })
 * ```
 */
export function createIndexerAdminClient(config: IndexerAdminConfig): IndexerAdminClient {
  if (typeof window !== 'undefined' && typeof document !== 'undefined') {
    throw new Error(
      'createIndexerAdminClient must not run in a browser: it needs the project secret key, and a secret key sent to a browser is public. Call it from your server.',
    )
  }
  const { secretKey } = config ?? {}
  if (typeof secretKey !== 'string' || !secretKey) {
    throw invalidArgument([{ path: 'secretKey', message: 'must be a non-empty string' }])
  }
  const base = createBaseClient(config)
  const admin = {
    ...base,
    headers: { ...base.headers, Authorization: `BEARER ${secretKey}` },
  } as BaseClient as IndexerAdminBase
  return {
    ...admin,
    addWebhookListener: (params, options) => addWebhookListener(admin, params, options),
    removeWebhookListener: (params, options) => removeWebhookListener(admin, params, options),
  }
}

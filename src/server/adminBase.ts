/**
 * The admin client's base: what the webhook operations take. Its own module so that the operations and the
 * client that wires them (adminClient.ts) both import it, and not each other.
 */
import type { BaseClient } from '../core/transport/client.js'

declare const adminBrand: unique symbol

/** A base client that carries the secret key's `Authorization` header; only `createIndexerAdminClient` makes one. */
export interface IndexerAdminBase extends BaseClient {
  readonly [adminBrand]: true
}

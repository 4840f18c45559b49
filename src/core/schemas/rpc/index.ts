/**
 * Every operation of the interface (§4), and the reads the kit takes from the
 * platform's services beyond it (decisions.md), declared once each in this folder:
 * the one list that everything needing all operations reads — the
 * emulator's routes and wire answers, the client's methods, the operations
 * test. A new operation is its `defineRpc` file and a line here (a
 * marketplace one, in marketplace.ts, which the live invalidation reads);
 * the tables keyed by `OperationRoute` then fail to typecheck until they
 * name it.
 */
import { AddAudienceContacts } from './addAudienceContacts.js'
import { AddWebhookListener } from './addWebhookListener.js'
import { CreateAudience } from './createAudience.js'
import type { Group, RouteOf } from './define.js'
import { GetChainId } from './getChainId.js'
import { GetTokenMetadata } from './getTokenMetadata.js'
import { IsValidETHAuthProof } from './isValidETHAuthProof.js'
import { ListContracts } from './listContracts.js'
import { MARKETPLACE_OPERATIONS } from './marketplace.js'
import { RemoveLinkedWallet } from './removeLinkedWallet.js'
import { RemoveWebhookListener } from './removeWebhookListener.js'
import { TokenCollectionFilters } from './tokenCollectionFilters.js'

/**
 * The declarations of the interface's 17 operations, in the order of its §4,
 * then the reads beyond it: `GetTokenMetadata` (decisions.md, "Token names").
 */
export const RPC_OPERATIONS = [
  GetChainId,
  TokenCollectionFilters,
  ...MARKETPLACE_OPERATIONS,
  ListContracts,
  CreateAudience,
  AddAudienceContacts,
  IsValidETHAuthProof,
  RemoveLinkedWallet,
  AddWebhookListener,
  RemoveWebhookListener,
  GetTokenMetadata,
] as const

/** The declaration of one of the interface's operations. */
export type RpcOperation = (typeof RPC_OPERATIONS)[number]

/** The route of one of the interface's operations, e.g. `'Marketplace/GetFloorOrder'`. */
export type OperationRoute = RouteOf<RpcOperation>

/** The declaration at a route. */
export type RpcAt<K extends OperationRoute> = K extends `${infer G extends Group}/${infer N}`
  ? Extract<RpcOperation, { readonly group: G; readonly name: N }>
  : never

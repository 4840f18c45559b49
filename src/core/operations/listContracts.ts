import {
  ListContracts,
  type ListContractsRequest,
  type ListContractsResponse,
} from '../schemas/rpc/listContracts.js'
import { type CallOptions, call, paramsAsBody } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'

export type ListContractsParams = ListContractsRequest

/**
 * Lists a project's contracts, optionally by chain and type, paged by cursor:
 * pass the last item's `id` as `page.after` for the next page (`Builder/ListContracts`).
 *
 * @example
 * ```ts
 * const first = await listContracts(client, { projectId: 1, filter: { contractType: 'ERC721' } })
 * const next = await listContracts(client, { projectId: 1, page: { after: first.page.after } })
 * ```
 */
export function listContracts(
  client: BaseClient,
  params: ListContractsParams,
  options?: CallOptions,
): Promise<ListContractsResponse> {
  return call(client, ListContracts, params, paramsAsBody, options)
}

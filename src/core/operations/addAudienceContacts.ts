import {
  AddAudienceContacts,
  type AddAudienceContactsRequest,
  type AddAudienceContactsResponse,
} from '../schemas/rpc/addAudienceContacts.js'
import { type CallOptions, call, paramsAsBody } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'

export type AddAudienceContactsParams = AddAudienceContactsRequest

/**
 * Adds up to 1,000 contacts to an audience, all or nothing
 * (`Builder/AddAudienceContacts`). Every address is checked before sending;
 * an address already in the audience is updated, not duplicated.
 *
 * @example
 * ```ts
 * await addAudienceContacts(client, {
 *   projectId: 1,
 *   audienceId: audience.id,
 *   contacts: [{ address: '0x…', name: 'Ada' }],
 * })
 * ```
 */
export function addAudienceContacts(
  client: BaseClient,
  params: AddAudienceContactsParams,
  options?: CallOptions,
): Promise<AddAudienceContactsResponse> {
  return call(client, AddAudienceContacts, params, paramsAsBody, options)
}

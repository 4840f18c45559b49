/** The mutation definition of `AddAudienceContacts`. */
import {
  type AddAudienceContactsParams,
  addAudienceContacts,
} from '../core/operations/addAudienceContacts.js'
import {
  AddAudienceContacts,
  type AddAudienceContactsResponse,
} from '../core/schemas/rpc/addAudienceContacts.js'
import { defineMutation, type PlatformMutationOptionsBuilder } from './shared.js'

/**
 * The mutation options of the write that adds contacts to an audience, all or nothing (`Builder/AddAudienceContacts`), for `useMutation`. It
 * never retries: a write that may have happened is not repeated blindly.
 *
 * @example
 * ```ts
 * const { mutateAsync } = useMutation(addAudienceContactsMutationOptions(client))
 * await mutateAsync({ projectId: 1, audienceId, contacts })
 * ```
 */
export const addAudienceContactsMutationOptions: PlatformMutationOptionsBuilder<
  AddAudienceContactsResponse,
  AddAudienceContactsParams
> = defineMutation(AddAudienceContacts, addAudienceContacts)

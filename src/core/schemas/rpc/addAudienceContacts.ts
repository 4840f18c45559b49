import * as z from 'zod/mini'
import { AudienceContactInput } from '../audience.js'
import { array, bool, id, model, sized } from '../primitives.js'
import { defineRpc } from './define.js'

/** At most 1,000 contacts a call, each with a valid address; all or nothing (decisions.md §6). */
export const AddAudienceContactsRequest = z.object({
  projectId: id,
  audienceId: id,
  contacts: sized(array(AudienceContactInput), 1, 1000),
})
export type AddAudienceContactsRequest = z.input<typeof AddAudienceContactsRequest>

export const AddAudienceContactsResponse = model({ ok: bool })
export type AddAudienceContactsResponse = z.infer<typeof AddAudienceContactsResponse>

/** `Builder/AddAudienceContacts` (interface §4.4). */
export const AddAudienceContacts = defineRpc(
  'Builder',
  'AddAudienceContacts',
  AddAudienceContactsRequest,
  AddAudienceContactsResponse,
)

import * as z from 'zod/mini'
import { AudienceContactInput } from '../audience.js'
import { array, id, sized } from '../primitives.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

/** At most 1,000 contacts a call, each with a valid address; all or nothing (decisions.md §6). */
export const AddAudienceContactsRequest = z.object({
  projectId: id,
  audienceId: id,
  contacts: sized(array(AudienceContactInput), 1, 1000),
})
export type AddAudienceContactsRequest = z.input<typeof AddAudienceContactsRequest>

export const AddAudienceContactsResponse = r.model({ ok: r.bool })
export type AddAudienceContactsResponse = r.Infer<typeof AddAudienceContactsResponse>

/** `Builder/AddAudienceContacts` (interface §4.4). */
export const AddAudienceContacts = defineRpc(
  'Builder',
  'AddAudienceContacts',
  AddAudienceContactsRequest,
  AddAudienceContactsResponse,
  { live: 'none' },
)

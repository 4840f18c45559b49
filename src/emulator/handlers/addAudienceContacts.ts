/**
 * `Builder/AddAudienceContacts`: adds contacts to an audience of the key's
 * project, all or nothing; an address already there is updated, not
 * duplicated (decisions.md §6).
 */
import { AddAudienceContacts } from '../../core/schemas/rpc/addAudienceContacts.js'
import { ensureOwnProject } from '../builder/access.js'
import { defineHandler } from '../state.js'
import { AS_IS } from '../wire/types.js'

export const addAudienceContactsHandler = defineHandler(
  AddAudienceContacts,
  AS_IS,
  (context, request) => {
    ensureOwnProject(context, request.projectId)
    context.state.builder.addContacts(
      request.projectId,
      request.audienceId,
      request.contacts,
      context.now,
    )
    return { ok: true }
  },
)

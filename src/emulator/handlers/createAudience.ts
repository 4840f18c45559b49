/**
 * `Builder/CreateAudience`: a new, empty audience in the key's project; a
 * name already used there (case-insensitive) is a `RequestConflict`.
 */
import { CreateAudience } from '../../core/schemas/rpc/createAudience.js'
import { ensureOwnProject } from '../builder/access.js'
import { defineHandler } from '../state.js'
import { AS_IS } from '../wire/types.js'

export const createAudienceHandler = defineHandler(CreateAudience, AS_IS, (context, request) => {
  ensureOwnProject(context, request.projectId)
  return {
    audience: context.state.builder.createAudience(request.projectId, request.name, context.now),
  }
})

import * as z from 'zod/mini'
import { Audience } from '../audience.js'
import { id, model, sized, str } from '../primitives.js'
import { defineRpc } from './define.js'

/** A name of 1–100 characters, unique within the project (decisions.md §6). */
export const CreateAudienceRequest = z.object({
  projectId: id,
  name: sized(str, 1, 100),
})
export type CreateAudienceRequest = z.input<typeof CreateAudienceRequest>

export const CreateAudienceResponse = model({ audience: Audience })
export type CreateAudienceResponse = z.infer<typeof CreateAudienceResponse>

/** `Builder/CreateAudience` (interface §4.4). */
export const CreateAudience = defineRpc(
  'Builder',
  'CreateAudience',
  CreateAudienceRequest,
  CreateAudienceResponse,
)

import * as z from 'zod/mini'
import { Audience } from '../audience.js'
import { characters, id } from '../primitives.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

/** A name of 1–100 characters (code points), unique within the project (decisions.md §6). */
export const CreateAudienceRequest = z.object({
  projectId: id,
  name: characters(1, 100),
})
export type CreateAudienceRequest = z.input<typeof CreateAudienceRequest>

export const CreateAudienceResponse = r.model({ audience: Audience })
export type CreateAudienceResponse = r.Infer<typeof CreateAudienceResponse>

/** `Builder/CreateAudience` (interface §4.4). */
export const CreateAudience = defineRpc(
  'Builder',
  'CreateAudience',
  CreateAudienceRequest,
  CreateAudienceResponse,
  { live: 'none' },
)

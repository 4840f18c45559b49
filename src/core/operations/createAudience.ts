import {
  CreateAudience,
  type CreateAudienceRequest,
  type CreateAudienceResponse,
} from '../schemas/rpc/createAudience.js'
import { type CallOptions, call, paramsAsBody } from '../transport/call.js'
import type { BaseClient } from '../transport/client.js'

export type CreateAudienceParams = CreateAudienceRequest

/**
 * Creates an audience in a project (`Builder/CreateAudience`). The name is
 * 1–100 characters and unique in the project (`RequestConflict` otherwise).
 *
 * @example
 * ```ts
 * const { audience } = await createAudience(client, { projectId: 1, name: 'Early supporters' })
 * ```
 */
export function createAudience(
  client: BaseClient,
  params: CreateAudienceParams,
  options?: CallOptions,
): Promise<CreateAudienceResponse> {
  return call(client, CreateAudience, params, paramsAsBody, options)
}

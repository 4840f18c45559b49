/** The mutation definition of `CreateAudience`. */
import { type CreateAudienceParams, createAudience } from '../core/operations/createAudience.js'
import { CreateAudience, type CreateAudienceResponse } from '../core/schemas/rpc/createAudience.js'
import { defineMutation, type PlatformMutationOptionsBuilder } from './shared.js'

/**
 * The mutation options of the write that creates an audience (`Builder/CreateAudience`), for `useMutation`. It
 * never retries: a write that may have happened is not repeated blindly.
 *
 * @example
 * ```ts
 * const { mutateAsync } = useMutation(createAudienceMutationOptions(client))
 * await mutateAsync({ projectId: 1, name: 'Early supporters' })
 * ```
 */
export const createAudienceMutationOptions: PlatformMutationOptionsBuilder<
  CreateAudienceResponse,
  CreateAudienceParams
> = defineMutation(CreateAudience, createAudience)

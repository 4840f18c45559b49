'use client'
import { useMutation } from '@tanstack/react-query'
import type { CreateAudienceParams } from '../../core/operations/createAudience.js'
import type { CreateAudienceResponse } from '../../core/schemas/rpc/createAudience.js'
import { createAudienceMutationOptions } from '../../query/createAudience.js'
import { usePlatformClient } from '../context.js'
import type { MutationParameter } from '../types.js'

export interface UseCreateAudienceParameters {
  readonly mutation?: MutationParameter<CreateAudienceResponse, CreateAudienceParams>
}

/**
 * Creates an audience in a project (`Builder/CreateAudience`). The interface has no read of audiences, so nothing cached goes stale: the new audience is the mutation's `data`.
 *
 * @example
 * ```tsx
 * const { mutateAsync, isPending } = useCreateAudience()
 * const { audience } = await mutateAsync({ projectId: 1, name: 'Early supporters' })
 * ```
 */
export function useCreateAudience({ mutation }: UseCreateAudienceParameters = {}) {
  return useMutation({ ...createAudienceMutationOptions(usePlatformClient()), ...mutation })
}

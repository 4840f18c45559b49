'use client'
import { useMutation } from '@tanstack/react-query'
import type { AddAudienceContactsParams } from '../../core/operations/addAudienceContacts.js'
import type { AddAudienceContactsResponse } from '../../core/schemas/rpc/addAudienceContacts.js'
import { addAudienceContactsMutationOptions } from '../../query/addAudienceContacts.js'
import { usePlatformClient } from '../context.js'
import type { MutationParameter } from '../types.js'

export interface UseAddAudienceContactsParameters {
  readonly mutation?: MutationParameter<AddAudienceContactsResponse, AddAudienceContactsParams>
}

/**
 * Adds up to 1,000 contacts to an audience, all or nothing (`Builder/AddAudienceContacts`). No read of the interface shows contacts, so nothing cached goes stale.
 *
 * @example
 * ```tsx
 * const { mutate } = useAddAudienceContacts()
 * mutate({ projectId: 1, audienceId, contacts: [{ address }] })
 * ```
 */
export function useAddAudienceContacts({ mutation }: UseAddAudienceContactsParameters = {}) {
  return useMutation({ ...addAudienceContactsMutationOptions(usePlatformClient()), ...mutation })
}

/**
 * `Indexer/RemoveWebhookListener`: removes a listener of the secret key's
 * project. `id` and `projectId` may come as strings (the interface) or
 * numbers; another project is `PermissionDenied`, an unknown id `NotFound`.
 */
import { RemoveWebhookListener } from '../../core/schemas/rpc/removeWebhookListener.js'
import { fail } from '../errors.js'
import { defineHandler } from '../state.js'
import { AS_IS } from '../wire/types.js'

const asString = (value: unknown) => (typeof value === 'number' ? String(value) : value)

export const removeWebhookListenerHandler = defineHandler(
  RemoveWebhookListener,
  AS_IS,
  (context, request) => {
    const projectId = request.projectId.trim()
    if (projectId !== String(context.project.id)) {
      fail('PermissionDenied', `the secret key does not belong to project ${projectId}`)
    }
    const id = /^\d+$/.test(request.id.trim()) ? Number(request.id.trim()) : Number.NaN
    if (!context.state.indexer.remove(context.project.id, id)) {
      fail('NotFound', `the project has no webhook listener ${request.id}`)
    }
    return { status: true }
  },
  (body) => ({ ...body, id: asString(body.id), projectId: asString(body.projectId) }),
)

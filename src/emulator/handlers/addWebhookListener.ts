/**
 * `Indexer/AddWebhookListener` (decisions.md §10): registers a listener of
 * the key's project on the URL's network and answers it. Token ids sent as
 * numbers are accepted and kept as decimal strings; an event signature that
 * does not parse is `InvalidArgument`.
 */
import { AddWebhookListener } from '../../core/schemas/rpc/addWebhookListener.js'
import { parseEventSignature } from '../../core/webhooks/events.js'
import { iso } from '../clock.js'
import { fail } from '../errors.js'
import { defineHandler } from '../state.js'
import { GoWebhookListener } from '../wire/types.js'

/** `filters.tokenIDs` numbers → decimal strings; anything else is left for the schema to judge. */
function coerceTokenIds(body: Record<string, unknown>): Record<string, unknown> {
  const filters = body.filters
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) return body
  const { tokenIDs } = filters as Record<string, unknown>
  if (!Array.isArray(tokenIDs)) return body
  return {
    ...body,
    filters: {
      ...filters,
      tokenIDs: tokenIDs.map((t) => (Number.isSafeInteger(t) ? String(t) : t)),
    },
  }
}

export const addWebhookListenerHandler = defineHandler(
  AddWebhookListener,
  { listener: { of: GoWebhookListener } },
  (context, request) => {
    const { contractAddresses, events, tokenIDs, accounts, topicHashes } = request.filters
    // A signature that does not parse could never match a log: refuse it rather than listen in vain.
    for (const [i, event] of events.entries()) {
      try {
        parseEventSignature(event)
      } catch (e) {
        fail('InvalidArgument', `filters.events.${i}: ${(e as Error).message}`)
      }
    }
    const listener = context.state.indexer.add({
      projectId: context.project.id,
      chainId: context.network!.chainId,
      url: request.url,
      filters: {
        contractAddresses,
        events,
        ...(tokenIDs ? { tokenIDs } : {}),
        ...(accounts ? { accounts } : {}),
        ...(topicHashes ? { topicHashes } : {}),
      },
      active: true,
      updatedAt: iso(context.now),
    })
    const { chainId: _chainId, filters: stored, ...wire } = listener
    const filters = {
      ...stored,
      tokenIDs: stored.tokenIDs ?? [],
      accounts: stored.accounts ?? [],
      topicHashes: stored.topicHashes ?? [],
    }
    return { status: true, listener: { ...wire, filters } }
  },
  coerceTokenIds,
)

/**
 * What an event of the §6 table says, read by position (found by topic hash
 * and layout, not by the names a delivery gives its arguments), and what
 * another event says by its arguments' names.
 */
import type { ActivityKind } from '../../core/schemas/activity.js'
import { checksummed } from '../../core/schemas/address.js'
import {
  type KnownWebhookEvent,
  knownWebhookEvents,
  parseEventSignature,
} from '../../core/webhooks/events.js'
import { type Facts, tokensOf, uint } from './tokens.js'

const ZERO = '0x0000000000000000000000000000000000000000'
/** Argument names that carry token ids, for events outside the §6 table. */
const TOKEN_ID_NAMES = ['tokenId', 'tokenIds', 'id', 'ids'] as const

/** The §6 table's row of the delivery's event (topic hash and indexed count), if any. */
export function tableRow(eventSig: string | undefined): KnownWebhookEvent | undefined {
  if (!eventSig) return undefined
  let signature: ReturnType<typeof parseEventSignature>
  try {
    signature = parseEventSignature(eventSig)
  } catch {
    return undefined
  }
  return knownWebhookEvents().find(
    (k) =>
      k.event.topicHash === signature.topicHash && k.event.indexedCount === signature.indexedCount,
  )
}

/** A transfer's kind: from the zero address a mint, to it a burn. */
const transferKind = (from: string | undefined, to: string | undefined): ActivityKind =>
  from === ZERO ? 'mint' : to === ZERO ? 'burn' : 'transfer'

/** What an event of the §6 table says, by position. */
export function tableFacts(row: KnownWebhookEvent, args: readonly unknown[]): Facts {
  const at = (i: number) => checksummed(args[i])
  const key = `${row.standard}.${row.event.name}`
  switch (key) {
    case 'ERC20.Transfer':
    case 'ERC20.Approval': {
      const amount = uint(args[2])
      return {
        kind: key === 'ERC20.Transfer' ? transferKind(at(0), at(1)) : 'approval',
        from: at(0),
        to: at(1),
        tokens: amount === undefined ? undefined : [],
        amount,
      }
    }
    case 'ERC721.Transfer':
      return {
        kind: transferKind(at(0), at(1)),
        from: at(0),
        to: at(1),
        tokens: tokensOf([args[2]], [1n]),
      }
    case 'ERC721.Approval':
      return { kind: 'approval', from: at(0), to: at(1), tokens: tokensOf([args[2]]) }
    case 'ERC1155.TransferSingle':
      return {
        kind: transferKind(at(1), at(2)),
        from: at(1),
        to: at(2),
        tokens: tokensOf([args[3]], [args[4]]),
      }
    case 'ERC1155.TransferBatch': {
      const [ids, values] = [args[3], args[4]]
      const zipped =
        Array.isArray(ids) && Array.isArray(values) && ids.length === values.length
          ? tokensOf(ids, values)
          : undefined
      return { kind: transferKind(at(1), at(2)), from: at(1), to: at(2), tokens: zipped }
    }
    case 'ERC1155.URI':
      return { kind: 'metadata', tokens: tokensOf([args[1]]) }
    default:
      // ApprovalForAll, of either standard.
      return { kind: 'approval', from: at(0), to: at(1), tokens: [] }
  }
}

/** What another event says: token ids by argument name, `from`/`to` when addresses. */
export function otherFacts(args: Readonly<Record<string, unknown>>): Facts {
  const tokenName = TOKEN_ID_NAMES.find(
    (n) => typeof args[n] === 'bigint' || Array.isArray(args[n]),
  )
  const value = tokenName === undefined ? [] : args[tokenName]
  const tokens = tokensOf(Array.isArray(value) ? value : [value]) ?? []
  return { kind: 'other', from: checksummed(args.from), to: checksummed(args.to), tokens }
}

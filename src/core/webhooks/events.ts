/**
 * Event signatures for webhook filters and deliveries (interface §4.6 and
 * §6): parsing any way a user writes one — with or without `indexed`, with or
 * without argument names, a leading `event`, extra spaces, or a viem
 * `AbiEvent` — into one canonical form, `Transfer(address indexed from,
 * address indexed to, uint256 value)`, and its topic hash, the keccak-256 of
 * `Transfer(address,address,uint256)`: the `indexed` keyword and the names
 * never change the hash.
 */
import { type AbiEvent, type AbiParameter, type Hex, keccak256, parseAbiItem, toHex } from 'viem'

/** One argument of an event: its ABI type, its name (`argN` when none was given), and whether it is indexed. */
export interface EventArgument {
  /** The ABI type as it appears in the topic signature: `uint256`, `address[]`, `(uint256,address)[]`. */
  readonly type: string
  readonly name: string
  readonly indexed: boolean
  /** The viem ABI parameter, with the name filled in. */
  readonly parameter: AbiParameter & { readonly indexed?: boolean }
}

/** A parsed event signature. */
export interface EventSignature {
  readonly name: string
  readonly inputs: readonly EventArgument[]
  /** The canonical form the interface expects: `Name(type [indexed] name, …)`, names `argN` when none were given. */
  readonly signature: string
  /** The signature the topic hash is computed from: `Name(type,type,…)`. */
  readonly topicSignature: string
  /** topic0 of the event's logs: `keccak256(topicSignature)`. */
  readonly topicHash: Hex
  /** The number of indexed arguments, which is the number of topics after topic0. */
  readonly indexedCount: number
  /** The event as a viem ABI item (names filled in), for `decodeEventLog` and friends. */
  readonly abi: AbiEvent
}

/**
 * The type of a parameter as written in a topic signature: tuples as `(…)`,
 * array suffixes kept.
 *
 * @example
 * ```ts
 * typeOfParameter({ type: 'tuple[]', components: [{ type: 'uint256' }, { type: 'address' }] }) // '(uint256,address)[]'
 * ```
 */
export function typeOfParameter(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple')) return parameter.type
  const components = (parameter as { components?: readonly AbiParameter[] }).components ?? []
  return `(${components.map(typeOfParameter).join(',')})${parameter.type.slice('tuple'.length)}`
}

/** Puts spaces where the Solidity grammar wants them: none around `(`, `)`, `,` and `[`, single elsewhere. */
function tidy(text: string): string {
  return text
    .trim()
    .replace(/^event\s+/, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),[\]])/g, '$1')
    .replace(/([(,[])\s+/g, '$1')
}

function fromAbiEvent(event: AbiEvent): EventSignature {
  if (event.anonymous) throw new Error('an anonymous event has no topic hash to listen to')
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(event.name)) {
    throw new Error(`${JSON.stringify(event.name)} is not an event name`)
  }
  const inputs = event.inputs.map((input, i): EventArgument => {
    const name = input.name ? input.name : `arg${i + 1}`
    const indexed = Boolean((input as { indexed?: boolean }).indexed)
    return { type: typeOfParameter(input), name, indexed, parameter: { ...input, name, indexed } }
  })
  const seen = new Set<string>()
  for (const input of inputs) {
    if (seen.has(input.name)) throw new Error(`two arguments are named ${input.name}`)
    seen.add(input.name)
  }
  const indexedCount = inputs.filter((i) => i.indexed).length
  if (indexedCount > 3) throw new Error('an event has at most 3 indexed arguments')
  const topicSignature = `${event.name}(${inputs.map((i) => i.type).join(',')})`
  const signature = `${event.name}(${inputs
    .map((i) => `${i.type}${i.indexed ? ' indexed' : ''} ${i.name}`)
    .join(', ')})`
  return {
    name: event.name,
    inputs,
    signature,
    topicSignature,
    topicHash: keccak256(toHex(topicSignature)),
    indexedCount,
    abi: { type: 'event', name: event.name, inputs: inputs.map((i) => i.parameter) },
  }
}

/**
 * Parses an event signature written any way the interface accepts — with or
 * without `indexed`, with or without argument names (unnamed arguments are
 * named `arg1`, `arg2`, … by position), with a leading `event` and any spacing
 * — or a viem `AbiEvent`, into its canonical form and topic hash. Throws an
 * `Error` saying what is wrong with a signature that does not parse.
 *
 * @example
 * ```ts
 * const transfer = parseEventSignature('Transfer(address indexed,address indexed,uint256)')
 * transfer.signature // 'Transfer(address indexed arg1, address indexed arg2, uint256 arg3)'
 * transfer.topicHash // '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
 * ```
 */
export function parseEventSignature(input: string | AbiEvent): EventSignature {
  if (typeof input === 'object' && input !== null && input.type === 'event') {
    return fromAbiEvent(input)
  }
  if (typeof input !== 'string') throw new Error('expected an event signature string')
  const text = tidy(input)
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*\(.*\)$/.test(text)) {
    throw new Error(
      `${JSON.stringify(input)} is not an event signature such as Transfer(address,address,uint256)`,
    )
  }
  let item: unknown
  try {
    item = parseAbiItem(`event ${text}`)
  } catch (e) {
    const why = ((e as Error)?.message ?? '').split('\n')[0]
    throw new Error(`${JSON.stringify(input)} is not a valid event signature (${why})`)
  }
  return fromAbiEvent(item as AbiEvent)
}

/**
 * The event signatures of the interface's §6 table, in their canonical form,
 * by token standard. Pass them to `webhookFilters` (or straight into
 * `filters.events`).
 *
 * @example
 * ```ts
 * webhookFilters({ contracts: [nft], events: [WEBHOOK_EVENTS.ERC721.Transfer] })
 * ```
 */
export const WEBHOOK_EVENTS = {
  ERC20: {
    Transfer: 'Transfer(address indexed from, address indexed to, uint256 value)',
    Approval: 'Approval(address indexed owner, address indexed spender, uint256 value)',
  },
  ERC721: {
    Transfer: 'Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
    Approval: 'Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
    ApprovalForAll:
      'ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
  },
  ERC1155: {
    TransferSingle:
      'TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
    TransferBatch:
      'TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
    ApprovalForAll:
      'ApprovalForAll(address indexed account, address indexed operator, bool approved)',
    URI: 'URI(string value, uint256 indexed id)',
  },
} as const

/** A token standard of the §6 table. */
export type TokenStandard = keyof typeof WEBHOOK_EVENTS

/** A row of the §6 table: the standard, the parsed signature, and what the emulator and the kit know about it. */
export interface KnownWebhookEvent {
  readonly standard: TokenStandard
  readonly event: EventSignature
  /** The position of the token id argument (or of the batch's ids), when the event has one. */
  readonly tokenIdArgument: number | undefined
  /** True for the transfer events (`logDataType` `TOKEN_TRANSFER`). */
  readonly transfer: boolean
}

const TOKEN_ID_ARGUMENT: Readonly<Record<string, number>> = {
  'ERC721.Transfer': 2,
  'ERC721.Approval': 2,
  'ERC1155.TransferSingle': 3,
  'ERC1155.TransferBatch': 3,
  'ERC1155.URI': 1,
}

let known: readonly KnownWebhookEvent[] | undefined

/**
 * Every row of the §6 table, parsed (once, on first use).
 *
 * @example
 * ```ts
 * knownWebhookEvents().map((k) => `${k.standard} ${k.event.signature}`)
 * ```
 */
export function knownWebhookEvents(): readonly KnownWebhookEvent[] {
  known ??= Object.entries(WEBHOOK_EVENTS).flatMap(([standard, events]) =>
    Object.entries(events).map(([name, signature]) => ({
      standard: standard as TokenStandard,
      event: parseEventSignature(signature),
      tokenIdArgument: TOKEN_ID_ARGUMENT[`${standard}.${name}`],
      transfer: name.startsWith('Transfer'),
    })),
  )
  return known
}

/**
 * The rows of the §6 table a log can be, from its topic0 and its number of
 * topics: ERC-20 and ERC-721 `Transfer` share a hash but not a layout; the two
 * `ApprovalForAll` share both, so that log answers two rows.
 *
 * @example
 * ```ts
 * knownEventsOfLog(log.topics).map((k) => k.standard) // ['ERC721'] for an ERC-721 Transfer
 * ```
 */
export function knownEventsOfLog(topics: readonly string[]): KnownWebhookEvent[] {
  const topic0 = topics[0]?.toLowerCase()
  return knownWebhookEvents().filter(
    (k) => k.event.topicHash === topic0 && k.event.indexedCount === topics.length - 1,
  )
}

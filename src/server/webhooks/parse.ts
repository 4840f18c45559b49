/**
 * Reading a webhook delivery (interface §6): the body checked against the
 * event schema, and `event.values` decoded into typed arguments with the
 * delivery's own `eventSig`, `types` and `names` (encoding: see values.ts).
 */
import { parseAbiParameter } from 'viem'
import { MAX_JSON_DEPTH } from '../../core/schemas/jsonDepth.js'
import { WebhookEvent } from '../../core/schemas/webhook.js'
import type { FieldIssue } from '../../core/transport/errors.js'
import {
  type EventArgument,
  parseEventSignature,
  typeOfParameter,
} from '../../core/webhooks/events.js'
import { decodeArgumentValue } from '../../core/webhooks/values.js'

/** A delivery, read: the event as sent, and its arguments decoded. */
export interface ParsedWebhookEvent {
  /** The body, checked against the §6 schema (unknown members kept). */
  readonly event: WebhookEvent
  /**
   * The arguments by name: addresses checksummed, integers as `bigint`, `bool`
   * as boolean, `string` as string, `bytes`/`bytesN` as hex, arrays as arrays;
   * an indexed string, bytes, array or tuple is the hash the chain stored (hex).
   */
  readonly args: Readonly<Record<string, unknown>>
  /** The same arguments in order. */
  readonly argList: readonly unknown[]
}

/** A delivery that is not a valid §6 event; `issues` says which fields and why. */
export class WebhookEventError extends Error {
  /** What is wrong, field by field (`event.values.2: …`). */
  readonly issues: readonly FieldIssue[]

  constructor(issues: readonly FieldIssue[]) {
    super(
      `invalid webhook delivery: ${issues
        .slice(0, 5)
        .map((i) => `${i.path || '(body)'}: ${i.message}`)
        .join('; ')}`,
    )
    this.name = 'WebhookEventError'
    this.issues = issues
  }
}

/** The longest uid a delivery may have (an indexer's are about 70 characters). */
const MAX_UID_LENGTH = 200
/** A NUL, or a UTF-16 surrogate without its pair: text PostgreSQL (and UTF-8) cannot hold. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const fail = (path: string, message: string): never => {
  throw new WebhookEventError([{ path, message }])
}

/**
 * How deep an event signature or an argument type nests tuples and arrays,
 * read from its text in one pass without recursion: a tuple is one level
 * above its deepest component, each `[]` or `[n]` one above what it follows
 * (`uint256[][]` is 2, `(uint8,(bool)[])[2]` is 4). viem's parser and the
 * decoding recurse on that nesting, so a type nested deeper than
 * `MAX_JSON_DEPTH` is refused before either runs.
 */
function typeDepth(text: string): number {
  // One frame per open tuple: the deepest component read so far, and the one being read.
  const best: number[] = [0]
  const current: number[] = [0]
  let deepest = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    const top = best.length - 1
    if (c === 40) {
      best.push(0)
      current.push(0)
      // An open tuple is a level already, closed or not.
      deepest = Math.max(deepest, best.length - 1)
    } else if (c === 44) {
      best[top] = Math.max(best[top]!, current[top]!)
      current[top] = 0
    } else if (c === 41 && top > 0) {
      const tuple = Math.max(best.pop()!, current.pop()!) + 1
      current[top - 1] = tuple
    } else if (c === 91) {
      current[top]!++
    } else continue
    deepest = Math.max(deepest, current[best.length - 1]!)
  }
  return deepest
}

const tooDeep = `nests tuples and arrays deeper than ${MAX_JSON_DEPTH} levels`

/** The delivery's `types[i]` in topic-signature form, or a failure naming it. */
function typeAt(types: readonly string[], i: number): string {
  if (typeDepth(types[i]!) > MAX_JSON_DEPTH) fail(`event.types.${i}`, tooDeep)
  try {
    return typeOfParameter(parseAbiParameter(types[i]!))
  } catch {
    return fail(`event.types.${i}`, `${JSON.stringify(types[i])} is not an ABI type`)
  }
}

/**
 * Validates a webhook delivery — the parsed JSON body or its text — against
 * the interface's §6 event schema (`parentBlockHash` and `txnLogIndex` may be
 * strings or numbers), and decodes `event.values` into typed arguments using
 * `eventSig` (which arguments are indexed), `types` and `names`. Throws a
 * `WebhookEventError` naming what is wrong: a body that is not JSON or is
 * nested deeper than `MAX_JSON_DEPTH` (64) levels, a missing or mistyped
 * field, an empty `uid` (or one longer than 200 characters, or holding a NUL
 * or a lone surrogate), `types`/`names`/`values` of different lengths, an
 * `eventSig` that does not parse, disagrees with `types` or `topicHash` or
 * nests tuples and arrays deeper than `MAX_JSON_DEPTH`, or a value that is
 * not the encoding its type calls for.
 *
 * @example
 * ```ts
 * const { event, args } = parseWebhookEvent(await request.text())
 * if (event.event.eventSig === WEBHOOK_EVENTS.ERC721.Transfer) {
 *   console.log(args.from, args.to, args.tokenId) // '0xf39F…', '0x7099…', 5n
 * }
 * ```
 */
export function parseWebhookEvent(body: unknown): ParsedWebhookEvent {
  let json = body
  if (typeof body === 'string') {
    try {
      json = JSON.parse(body)
    } catch {
      fail('', 'the body is not JSON')
    }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    fail('', 'the body must be a JSON object')
  }
  // safeParse refuses a body nested deeper than MAX_JSON_DEPTH before it copies it.
  const checked = WebhookEvent.safeParse(json)
  if (!checked.success) {
    throw new WebhookEventError([
      { path: checked.error.path.join('.'), message: checked.error.reason },
    ])
  }
  const event = checked.data
  if (!event.uid) fail('uid', 'must not be empty')
  // What de-duplicates and keeps a delivery is stored as text: none that a database refuses.
  if (event.uid.length > MAX_UID_LENGTH)
    fail('uid', `must have at most ${MAX_UID_LENGTH} characters`)
  if (UNSTORABLE.test(event.uid)) fail('uid', 'must not hold a NUL or a lone surrogate')
  const { eventSig = '', types, names, values, topicHash = '' } = event.event
  if (names.length !== types.length)
    fail('event.names', `has ${names.length} items for ${types.length} types`)
  if (values.length !== types.length)
    fail('event.values', `has ${values.length} items for ${types.length} types`)
  if (types.length === 0 && !eventSig) return { event, args: {}, argList: [] }

  if (typeDepth(eventSig) > MAX_JSON_DEPTH) fail('event.eventSig', tooDeep)
  let signature: ReturnType<typeof parseEventSignature>
  try {
    signature = parseEventSignature(eventSig)
  } catch (e) {
    return fail('event.eventSig', (e as Error).message)
  }
  if (signature.inputs.length !== types.length) {
    fail('event.eventSig', `has ${signature.inputs.length} arguments for ${types.length} types`)
  }
  if (signature.topicHash !== topicHash.toLowerCase()) {
    fail(
      'event.topicHash',
      `is not the hash of ${signature.topicSignature} (${signature.topicHash})`,
    )
  }
  const seen = new Set<string>()
  const argList = signature.inputs.map((input, i) => {
    const type = typeAt(types, i)
    if (type !== input.type) fail(`event.types.${i}`, `is ${type} but eventSig says ${input.type}`)
    const name = names[i] || input.name
    if (seen.has(name)) fail(`event.names.${i}`, `${JSON.stringify(name)} is used twice`)
    seen.add(name)
    const argument: EventArgument = { ...input, name }
    try {
      return decodeArgumentValue(argument, values[i]!)
    } catch (e) {
      return fail(
        `event.values.${i}`,
        `${name} (${input.type}${input.indexed ? ' indexed' : ''}) ${(e as Error).message}`,
      )
    }
  })
  const args = Object.fromEntries(
    argList.map((value, i) => [names[i] || signature.inputs[i]!.name, value]),
  )
  return { event, args, argList }
}

import * as z from 'zod/mini'
import {
  address,
  array,
  bool,
  decimal,
  hex,
  int,
  model,
  nonEmpty,
  num,
  optional,
  sized,
  str,
  timestamp,
} from './primitives.js'

const nonEmptyArray = <T extends z.core.SomeType>(item: T) =>
  sized(array(item), 1, Number.MAX_SAFE_INTEGER)

/**
 * The filters of a webhook listener as sent to AddWebhookListener (interface
 * §4.6): contracts and event signatures are required; token ids (decimal
 * strings, decisions.md §2), accounts and topic hashes narrow the match.
 */
export const WebhookFilters = z.object({
  contractAddresses: nonEmptyArray(address),
  events: nonEmptyArray(nonEmpty),
  tokenIDs: optional(array(decimal)),
  accounts: optional(array(address)),
  topicHashes: optional(array(sized(hex, 66, 66))),
})
export type WebhookFilters = z.input<typeof WebhookFilters>

const idLike = z.union([str, int])

/** A registered webhook listener, as AddWebhookListener answers it (decisions.md §10). */
export const WebhookListener = model({
  id: idLike,
  projectId: optional(idLike),
  url: str,
  filters: model({
    contractAddresses: optional(array(str)),
    events: optional(array(str)),
    tokenIDs: optional(array(idLike)),
    accounts: optional(array(str)),
    topicHashes: optional(array(str)),
  }),
  name: optional(str),
  active: optional(bool),
  updatedAt: timestamp,
})
export type WebhookListener = z.infer<typeof WebhookListener>

/** The decoded event of a delivery: the signature, argument types and names, and hex values. */
export const WebhookEventData = model({
  topicHash: str,
  eventSig: str,
  types: array(str),
  names: array(str),
  values: array(str),
})
export type WebhookEventData = z.infer<typeof WebhookEventData>

/**
 * The body of a webhook delivery (interface §6). `parentBlockHash` is typed as
 * an i32 by the interface but is a hash in practice, and `txnLogIndex` is a
 * string there but a number in practice: both accept either.
 */
export const WebhookEvent = model({
  uid: str,
  type: str,
  blockNumber: num,
  blockHash: str,
  parentBlockHash: z.union([str, num]),
  contractAddress: str,
  contractType: str,
  txnHash: str,
  txnIndex: num,
  txnLogIndex: z.union([str, num]),
  ts: str,
  event: WebhookEventData,
  logDataType: str,
  rawLog: model({ data: str, topics: array(str) }),
})
export type WebhookEvent = z.infer<typeof WebhookEvent>

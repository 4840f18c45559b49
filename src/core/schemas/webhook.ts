import * as z from 'zod/mini'
import { address, array, decimal, hex, nonEmpty, optional, sized } from './primitives.js'
import * as r from './read.js'

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

const idLike = r.oneOf<string | number>(r.str, r.int)

/**
 * A registered webhook listener, as AddWebhookListener answers it (decisions.md
 * §10). Only `id` is required: it is what removes the listener. The indexer
 * writes `projectID`, read into `projectId`; its nil lists arrive as `[]`.
 */
export const WebhookListener = r.model({
  id: idLike,
  projectId: r.opt(idLike),
  url: r.opt(r.str),
  filters: r.opt(
    r.model({
      contractAddresses: r.list(r.str),
      events: r.list(r.str),
      tokenIDs: r.list(idLike),
      accounts: r.list(r.str),
      topicHashes: r.list(r.str),
    }),
  ),
  name: r.opt(r.str),
  active: r.opt(r.bool),
  updatedAt: r.opt(r.str),
})
export type WebhookListener = r.Infer<typeof WebhookListener>

/**
 * The decoded event of a delivery: the signature, argument types and names,
 * and hex values. An event without arguments may carry `null` lists.
 */
export const WebhookEventData = r.model({
  topicHash: r.opt(r.str),
  eventSig: r.opt(r.str),
  types: r.list(r.str),
  names: r.list(r.str),
  values: r.list(r.str),
})
export type WebhookEventData = r.Infer<typeof WebhookEventData>

const strOrNum = r.oneOf<string | number>(r.str, r.num)

/**
 * The body of a webhook delivery (interface §6). `uid` (what de-duplicates a
 * delivery) and `event` (what is decoded) are required. `parentBlockHash` is
 * typed as an i32 by the interface but is a hash in practice, and
 * `txnLogIndex` is a string there but a number in practice: both accept either.
 */
export const WebhookEvent = r.model({
  uid: r.str,
  type: r.opt(r.str),
  blockNumber: r.opt(r.num),
  blockHash: r.opt(r.str),
  parentBlockHash: r.opt(strOrNum),
  contractAddress: r.opt(r.str),
  contractType: r.opt(r.str),
  txnHash: r.opt(r.str),
  txnIndex: r.opt(r.num),
  txnLogIndex: r.opt(strOrNum),
  ts: r.opt(r.str),
  event: WebhookEventData,
  logDataType: r.opt(r.str),
  rawLog: r.opt(r.model({ data: r.opt(r.str), topics: r.list(r.str) })),
})
export type WebhookEvent = r.Infer<typeof WebhookEvent>

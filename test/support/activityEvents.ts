/**
 * Webhook deliveries of any event for the activity tests: the §6 body of an
 * event signature and its arguments, encoded as the emulator encodes them.
 */
import { encodeAbiParameters, encodeEventTopics, type Hex } from 'viem'
import {
  encodeEventValues,
  type ParsedWebhookEvent,
  parseEventSignature,
  parseWebhookEvent,
} from '../../src/server/index.js'

export const NFT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const MARKET = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
export const ZERO = '0x0000000000000000000000000000000000000000'
export const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** The §6 body of `signature` with `args` (by name), and any member replaced by `extra`. */
export function eventBody(
  signature: string,
  args: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const parsed = parseEventSignature(signature)
  const topics = encodeEventTopics({
    abi: [parsed.abi],
    eventName: parsed.name,
    args: args as never,
  } as never) as Hex[]
  const data = parsed.inputs.filter((i) => !i.indexed)
  const encoded = encodeAbiParameters(
    data.map((i) => i.parameter),
    data.map((i) => args[i.name]),
  )
  return {
    uid: `0x${'ab'.repeat(32)}`,
    type: 'BLOCK_ADDED',
    blockNumber: 7,
    contractAddress: NFT,
    txnHash: `0x${'cc'.repeat(32)}`,
    txnIndex: 0,
    txnLogIndex: 3,
    ts: '2026-01-01T00:00:00.000Z',
    event: {
      topicHash: parsed.topicHash,
      eventSig: parsed.signature,
      types: parsed.inputs.map((i) => i.type),
      names: parsed.inputs.map((i) => i.name),
      values: encodeEventValues(parsed, { topics, data: encoded })!,
    },
    ...extra,
  }
}

/** The same, parsed as the receiver parses it. */
export const eventDelivery = (
  signature: string,
  args: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): ParsedWebhookEvent => parseWebhookEvent(eventBody(signature, args, extra))

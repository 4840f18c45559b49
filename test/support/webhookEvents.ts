/**
 * Hand-made webhook deliveries for receiver tests: an ERC-721 Transfer as the
 * emulator would deliver it, with any uid.
 */
import { type Hex, pad } from 'viem'
import { encodeEventValues, parseEventSignature, WEBHOOK_EVENTS } from '../../src/server/index.js'

export const FROM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const TRANSFER = parseEventSignature(WEBHOOK_EVENTS.ERC721.Transfer)

/** The §6 body of `Transfer(FROM, TO, tokenId)` with uid `uid`. */
export function transferDelivery(uid: string, tokenId = 5n) {
  const topics: Hex[] = [TRANSFER.topicHash, pad(FROM), pad(TO), pad(`0x${tokenId.toString(16)}`)]
  return {
    uid,
    type: 'BLOCK_ADDED',
    blockNumber: 7,
    blockHash: `0x${'aa'.repeat(32)}`,
    parentBlockHash: `0x${'bb'.repeat(32)}`,
    contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    contractType: 'ERC721',
    txnHash: `0x${'cc'.repeat(32)}`,
    txnIndex: 0,
    txnLogIndex: 0,
    ts: '2026-01-01T00:00:00.000Z',
    event: {
      topicHash: TRANSFER.topicHash,
      eventSig: TRANSFER.signature,
      types: TRANSFER.inputs.map((i) => i.type),
      names: TRANSFER.inputs.map((i) => i.name),
      values: encodeEventValues(TRANSFER, { topics, data: '0x' })!,
    },
    logDataType: 'TOKEN_TRANSFER',
    rawLog: { data: '0x', topics },
  }
}

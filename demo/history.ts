/**
 * The demo's activity after a restart (issue 43): what the chain holds, not
 * what one process happened to hear. At start, every log of the chain after
 * the emulator's world (its installation is the demo's setup, not activity)
 * up to the block the emulator has read that the demo's listener would match is
 * made into the body the emulator would have posted (its §6 event, same uid),
 * oldest first, for the demo to hand to its own receiver. A live delivery of
 * the same log has the same uid and is kept once.
 */
import type { Hex, Log, PublicClient } from 'viem'
import type { WebhookEvent } from '../src/core/schemas/webhook.js'
import type { TokenStandard } from '../src/core/webhooks/events.js'
import type { ListenerFilters } from '../src/emulator/indexer/state.js'
import {
  compileListener,
  matchLog,
  standardOfLog,
  toWebhookEvent,
} from '../src/emulator/indexer/webhooks.js'

export interface ChainHistoryInput {
  readonly client: PublicClient
  readonly chainId: number
  /** The listener's filters: the contracts and events it registered. */
  readonly filters: ListenerFilters
  /** The first block to read (after the emulator's world: `worldBlockOf`). */
  readonly fromBlock: bigint
  /** The last block to read (the emulator's `processedBlock`: later ones are delivered live). */
  readonly toBlock: bigint
}

/** The bodies the listener would have been posted for every block up to `toBlock`, oldest first. */
export async function chainHistory(input: ChainHistoryInput): Promise<WebhookEvent[]> {
  const listener = compileListener({
    id: 0,
    projectId: 0,
    chainId: input.chainId,
    url: '',
    filters: input.filters,
    name: 'history',
    active: true,
    updatedAt: '',
  })
  if (input.fromBlock > input.toBlock) return []
  const logs = await input.client.getLogs({ fromBlock: input.fromBlock, toBlock: input.toBlock })
  const inTransaction = new Map<string, number[]>()
  for (const log of logs) {
    const key = log.transactionHash ?? ''
    inTransaction.set(key, [...(inTransaction.get(key) ?? []), log.logIndex ?? 0])
  }
  for (const list of inTransaction.values()) list.sort((a, b) => a - b)
  const standards = new Map<string, TokenStandard>()
  const blocks = new Map<Hex, Promise<{ parentHash: Hex; timestamp: bigint }>>()
  const blockOf = (hash: Hex) => {
    let block = blocks.get(hash)
    if (!block) {
      block = input.client.getBlock({ blockHash: hash })
      blocks.set(hash, block)
    }
    return block
  }
  const deliveries: WebhookEvent[] = []
  for (const log of logs as Log[]) {
    const standard = standardOfLog(log.topics)
    if (standard) standards.set(log.address.toLowerCase(), standard)
    if (!log.blockHash || !log.transactionHash || log.logIndex === null) continue
    const match = matchLog(listener, log, standards.get(log.address.toLowerCase()))
    if (!match) continue
    const block = await blockOf(log.blockHash)
    const event = toWebhookEvent(match, log, {
      chainId: input.chainId,
      parentBlockHash: block.parentHash,
      timestamp: block.timestamp,
      txnLogIndex: inTransaction.get(log.transactionHash)?.indexOf(log.logIndex) ?? 0,
    })
    deliveries.push(event)
  }
  return deliveries
}

/**
 * A bulk cancel's first phase (issue 43): its Sequence Market orders — when
 * it has two or more — read again, their cancel steps asked for, and
 * cancelled in one transaction per market (`cancelRequestBatch`) instead of
 * one each. An order alone on its market, or whose server steps are not a
 * plain `cancelRequest` of it, runs its own steps; the orders of a batch that
 * failed (but for a refusal at the wallet) run theirs one by one, so that
 * each gets its own outcome. Every order the phase takes is settled by it.
 */
import type { Address } from 'viem'
import { isSequenceMarket } from '../core/schemas/enums.js'
import type { Step } from '../core/schemas/step.js'
import type { BulkCancelItem } from './bulkState.js'
import { type CancelOrderOptions, cancelStepsOf } from './cancelOrder.js'
import { executeSteps, type StepProgress } from './executeSteps.js'
import { batchCancelStep, marketCancelOf } from './marketCancel.js'
import { failedOutcome, reread } from './reread.js'

/** What the phase changes of the run: an item's state, and the run's stop. */
export interface BatchPhase {
  update(key: string, change: Partial<BulkCancelItem>): void
  /** Called once an item has its outcome. */
  settled(key: string): void
  stopped(): boolean
}

/** An order ready to cancel: its steps and chain, and its request when a batch can take it. */
interface Ready {
  readonly key: string
  readonly steps: Step[]
  readonly chainId: number
  readonly marketplace: string | undefined
  readonly market?: Address
  readonly requestId?: bigint
}

/** What the phase's steps share: the options, the run's phase, and the keys settled so far. */
interface Batching {
  readonly options: Pick<CancelOrderOptions, 'client' | 'wagmiConfig'>
  readonly phase: BatchPhase
  readonly done: Set<string>
}

/**
 * Cancels `items`' Sequence Market orders when there are two or more of
 * them, a market at a time; answers the keys it settled — all of those
 * orders (the others are left to the one-by-one phase), but those a stop
 * left waiting.
 */
export async function cancelInBatches(
  items: readonly BulkCancelItem[],
  options: Pick<CancelOrderOptions, 'client' | 'wagmiConfig'>,
  phase: BatchPhase,
): Promise<Set<string>> {
  const b: Batching = { options, phase, done: new Set() }
  const native = items.filter((item) => isSequenceMarket(item.order.marketplace))
  if (native.length < 2) return b.done
  const ready: Ready[] = []
  for (const item of native) {
    if (phase.stopped()) return b.done
    const order = await prepare(b, item)
    if (order) ready.push(order)
  }
  for (const batch of byMarket(ready)) {
    if (phase.stopped()) break
    await cancelBatch(b, batch)
  }
  return b.done
}

/** Gives an item its outcome, for good. */
function settle(b: Batching, key: string, change: Partial<BulkCancelItem>): void {
  b.phase.update(key, change)
  b.done.add(key)
  b.phase.settled(key)
}

/** Re-reads an order and asks for its cancel steps: ready, or settled (no longer live, or failed). */
async function prepare(b: Batching, item: BulkCancelItem): Promise<Ready | undefined> {
  const { phase, options } = b
  phase.update(item.key, { status: 'checking', step: undefined, error: undefined })
  const found = await reread(item.order, options.client)
  if (!('live' in found)) {
    settle(b, item.key, found)
    return undefined
  }
  try {
    const { steps, chainId } = await cancelStepsOf(found.live, options)
    const { marketplace } = item.order
    const ready = {
      key: item.key,
      steps,
      chainId,
      marketplace,
      ...marketCancelOf(steps, item.order.orderId),
    }
    phase.update(item.key, { status: 'waiting' })
    return ready
  } catch (error) {
    settle(b, item.key, failedOutcome(error))
    return undefined
  }
}

/** The ready orders grouped by market (an order whose steps are not a plain cancel alone), in order. */
function byMarket(ready: readonly Ready[]): Ready[][] {
  const batches = new Map<string, Ready[]>()
  for (const order of ready) {
    const id = order.market ? `${order.chainId}:${order.market.toLowerCase()}` : order.key
    batches.set(id, [...(batches.get(id) ?? []), order])
  }
  return [...batches.values()]
}

/** Cancels a market's orders in one transaction; alone, or when that fails, each with its own steps. */
async function cancelBatch(b: Batching, batch: readonly Ready[]): Promise<void> {
  const [first] = batch as [Ready]
  const together =
    batch.length > 1 &&
    (await runSteps(
      b,
      batch.map((o) => o.key),
      [
        batchCancelStep(
          first.market!,
          batch.map((o) => o.requestId!),
        ),
      ],
      first,
    ))
  if (together) return
  // Alone, or the batch failed: one of them may be what the market refuses.
  for (const order of batch) {
    if (b.phase.stopped()) break
    await runSteps(b, [order.key], order.steps, order)
  }
}

/**
 * Runs steps for `keys` on a chain (and marketplace), each item showing their
 * progress; settles them with the outcome. Answers false, settling nothing,
 * when a batch of several failed but for a refusal at the wallet.
 */
async function runSteps(
  b: Batching,
  keys: readonly string[],
  steps: Step[],
  on: Pick<Ready, 'chainId' | 'marketplace'>,
): Promise<boolean> {
  const { phase } = b
  for (const key of keys) phase.update(key, { status: 'cancelling' })
  const onProgress = (step: StepProgress) => {
    for (const key of keys) phase.update(key, { step })
  }
  const { chainId, marketplace } = on
  try {
    await executeSteps(steps, { ...b.options, chainId, marketplace, onProgress })
    for (const key of keys) settle(b, key, { status: 'cancelled', message: undefined })
    return true
  } catch (error) {
    if (keys.length === 1 || failedOutcome(error).status === 'rejected') {
      for (const key of keys) settle(b, key, failedOutcome(error))
      return true
    }
    return false
  }
}

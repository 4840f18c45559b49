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
  const done = new Set<string>()
  const settle = (key: string, change: Partial<BulkCancelItem>) => {
    phase.update(key, change)
    done.add(key)
    phase.settled(key)
  }
  /** Runs steps for `keys`, each item showing their progress; settles them with the outcome. */
  const run = async (
    keys: readonly string[],
    steps: Step[],
    chainId: number,
    marketplace?: string,
  ) => {
    for (const key of keys) phase.update(key, { status: 'cancelling' })
    const onProgress = (step: StepProgress) => {
      for (const key of keys) phase.update(key, { step })
    }
    try {
      await executeSteps(steps, { ...options, chainId, marketplace, onProgress })
      for (const key of keys) settle(key, { status: 'cancelled', message: undefined })
      return true
    } catch (error) {
      if (keys.length === 1 || failedOutcome(error).status === 'rejected') {
        for (const key of keys) settle(key, failedOutcome(error))
        return true
      }
      return false
    }
  }

  const native = items.filter((item) => isSequenceMarket(item.order.marketplace))
  if (native.length < 2) return done
  const ready: Ready[] = []
  for (const item of native) {
    if (phase.stopped()) return done
    phase.update(item.key, { status: 'checking', step: undefined, error: undefined })
    const found = await reread(item.order, options.client)
    if (!('live' in found)) {
      settle(item.key, found)
      continue
    }
    try {
      const { steps, chainId } = await cancelStepsOf(found.live, options)
      const { marketplace } = item.order
      ready.push({
        key: item.key,
        steps,
        chainId,
        marketplace,
        ...marketCancelOf(steps, item.order.orderId),
      })
      phase.update(item.key, { status: 'waiting' })
    } catch (error) {
      settle(item.key, failedOutcome(error))
    }
  }
  const batches = new Map<string, Ready[]>()
  for (const order of ready) {
    const id = order.market ? `${order.chainId}:${order.market.toLowerCase()}` : order.key
    batches.set(id, [...(batches.get(id) ?? []), order])
  }
  for (const batch of batches.values()) {
    if (phase.stopped()) break
    const [first] = batch as [Ready]
    const together =
      batch.length > 1 &&
      (await run(
        batch.map((o) => o.key),
        [
          batchCancelStep(
            first.market!,
            batch.map((o) => o.requestId!),
          ),
        ],
        first.chainId,
        first.marketplace,
      ))
    if (together) continue
    // Alone, or the batch failed: one of them may be what the market refuses.
    for (const order of batch) {
      if (phase.stopped()) break
      await run([order.key], order.steps, order.chainId, order.marketplace)
    }
  }
  return done
}

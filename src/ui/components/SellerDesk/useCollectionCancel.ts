'use client'
/**
 * "Cancel everything on this collection" for the seller's desk, without
 * markup (issue 43): which collections it can be offered for — those where
 * the account has Sequence Market v2 orders, the market that cancels a
 * collection at once — what it will ask of the wallet, its confirmation and
 * outcome, and the orders it ended. No strings: `SellerDeskView` words it.
 */
import { useCallback, useMemo, useState } from 'react'
import type { AccountOrder } from '../../../core/operations/listAccountOrders.js'
import { orderKey } from '../../../wallet/bulkState.js'
import type { CancelableOrder } from '../../../wallet/cancelOrder.js'
import { endsWithCollection } from '../../../wallet/invalidateCollection.js'
import { type FailedOutcome, failedOutcome } from '../../../wallet/reread.js'
import { shortenAddress } from '../../shared/format.js'

/** A collection of the desk where everything can be cancelled at once. */
export interface DeskCollection {
  /** `chainId:address` in lower case. */
  readonly key: string
  readonly chainId: number
  readonly address: string
  /** Its name as the app gave it, else its shortened address. */
  readonly name: string
  /** The account's orders shown there that it ends: Sequence Market v2's. */
  readonly orders: readonly CancelableOrder[]
  /** The account's other orders shown there (other marketplaces, v1), which it leaves. */
  readonly others: number
}

/** Where the action is: nothing asked, asked to confirm, at the wallet and chain, done, or not done. */
export type CollectionCancelPhase = 'idle' | 'confirming' | 'running' | 'done' | 'failed'

/** What the confirmation says: how many orders shown it ends, what the wallet is asked, what it leaves. */
export interface CollectionCancelCounts {
  readonly orders: number
  /** Always 1: one `invalidateRequests(collection)`, whatever the number of orders. */
  readonly transactions: number
  /** Always 0. */
  readonly signatures: number
  readonly others: number
}

export interface UseCollectionCancelOptions {
  /** The account's orders (`useAccountOrders`). */
  readonly orders: readonly AccountOrder[]
  /** The collections' names by address (any case); one not named shows its shortened address. */
  readonly names?: Readonly<Record<string, string>> | undefined
  /** Cancels everything of the collection of `orders` (`useInvalidateCollection().mutateAsync`). */
  readonly onInvalidate: (orders: readonly CancelableOrder[]) => Promise<unknown>
}

export interface UseCollectionCancelResult {
  /** The collections it can be offered for, in the orders' order. */
  readonly collections: readonly DeskCollection[]
  /** The collection asked about, run or last run. */
  readonly target: DeskCollection | undefined
  readonly phase: CollectionCancelPhase
  readonly counts: CollectionCancelCounts
  /** How the last run failed: declined in the wallet, or why in words. */
  readonly failure: FailedOutcome | undefined
  /** The keys (`orderKey`) of the orders a run ended: gone from the chain, whatever a read still says. */
  readonly gone: ReadonlySet<string>
  /** Opens the confirmation for a collection (by `key`). */
  readonly ask: (key: string) => void
  /** Closes the confirmation, or the outcome. */
  readonly dismiss: () => void
  /** Sends the transaction for the collection asked about. */
  readonly confirm: () => void
}

const NONE: ReadonlySet<string> = new Set()

/**
 * The state of "cancel everything on this collection" for any markup: one
 * entry per collection where the account has Sequence Market v2 orders (none
 * where it has only v1 or third-party ones), a confirmation (`idle` →
 * `confirming` → `running` → `done` or `failed`) that counts one transaction
 * and no signature, and, once mined, the orders it ended (`gone`), to hide
 * them before the next read says so.
 *
 * @example
 * ```tsx
 * const everything = useInvalidateCollection()
 * const collections = useCollectionCancel({ orders, names: { [relics]: 'Relics' }, onInvalidate: (orders) => everything.mutateAsync({ orders }) })
 * collections.collections.map((c) => <button key={c.key} onClick={() => collections.ask(c.key)}>Cancel all on {c.name}</button>)
 * ```
 */
export function useCollectionCancel({
  orders,
  names,
  onInvalidate,
}: UseCollectionCancelOptions): UseCollectionCancelResult {
  const [target, setTarget] = useState<DeskCollection>()
  const [phase, setPhase] = useState<CollectionCancelPhase>('idle')
  const [failure, setFailure] = useState<FailedOutcome>()
  const [gone, setGone] = useState<ReadonlySet<string>>(NONE)

  const collections = useMemo(() => {
    const named = new Map(Object.entries(names ?? {}).map(([a, n]) => [a.toLowerCase(), n]))
    const byKey = new Map<
      string,
      { chainId: number; address: string; ends: CancelableOrder[]; others: number }
    >()
    for (const { order } of orders) {
      const address = order.collectionContractAddress
      if (!order.chainId || !address || gone.has(orderKey(order))) continue
      const key = `${order.chainId}:${address.toLowerCase()}`
      const entry = byKey.get(key) ?? { chainId: order.chainId, address, ends: [], others: 0 }
      byKey.set(key, entry)
      if (endsWithCollection(order.marketplace)) entry.ends.push(order)
      else entry.others++
    }
    return [...byKey]
      .filter(([, entry]) => entry.ends.length > 0)
      .map(
        ([key, { chainId, address, ends, others }]): DeskCollection => ({
          key,
          chainId,
          address,
          name: named.get(address.toLowerCase()) || shortenAddress(address),
          orders: ends,
          others,
        }),
      )
  }, [orders, names, gone])

  const ask = useCallback(
    (key: string) => {
      if (phase === 'running') return
      const found = collections.find((c) => c.key === key)
      if (!found) return
      setTarget(found)
      setFailure(undefined)
      setPhase('confirming')
    },
    [collections, phase],
  )
  const dismiss = useCallback(() => {
    if (phase !== 'running') setPhase('idle')
  }, [phase])
  const confirm = useCallback(() => {
    if (phase !== 'confirming' || !target) return
    setPhase('running')
    onInvalidate(target.orders).then(
      () => {
        setGone((old) => new Set([...old, ...target.orders.map(orderKey)]))
        setPhase('done')
      },
      (error: unknown) => {
        setFailure(failedOutcome(error))
        setPhase('failed')
      },
    )
  }, [phase, target, onInvalidate])

  const counts = useMemo(
    () => ({
      orders: target?.orders.length ?? 0,
      transactions: target ? 1 : 0,
      signatures: 0,
      others: target?.others ?? 0,
    }),
    [target],
  )
  return { collections, target, phase, counts, failure, gone, ask, dismiss, confirm }
}

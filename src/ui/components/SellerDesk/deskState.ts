/** Parts of `useSellerDesk`'s state: its announcements and its selection. */
import { useCallback, useMemo, useState } from 'react'
import type { AccountOrder } from '../../../core/operations/listAccountOrders.js'
import type { BulkCancelState } from '../../../wallet/bulkCancel.js'

/** What to say politely, once: a run starting, a stop asked for, a run's end. */
export type SellerDeskAnnouncement =
  | { readonly kind: 'start'; readonly total: number }
  | { readonly kind: 'stopping' }
  | { readonly kind: 'end'; readonly counts: BulkCancelState['counts'] }

/** The run's orders that are not yet cancelled or skipped. */
export const unsettled = (c: BulkCancelState['counts']) =>
  c.waiting + c.checking + c.cancelling + c.failed + c.rejected

/** The run's announcements, made when `running` or `stopping` change, never per order. */
export function useAnnouncement(run: BulkCancelState): SellerDeskAnnouncement | undefined {
  const [announcement, setAnnouncement] = useState<SellerDeskAnnouncement>()
  const [seen, setSeen] = useState({ running: run.running, stopping: run.stopping })
  if (seen.running !== run.running || seen.stopping !== run.stopping) {
    setSeen({ running: run.running, stopping: run.stopping })
    if (run.running && !seen.running) {
      setAnnouncement({ kind: 'start', total: unsettled(run.counts) })
    } else if (run.running && run.stopping) {
      setAnnouncement({ kind: 'stopping' })
    } else if (!run.running && seen.running) {
      setAnnouncement({ kind: 'end', counts: run.counts })
    }
  }
  return announcement
}

/**
 * The selection: the keys chosen one by one, or "everything" — every order
 * listed, those that arrive later too — pruned of the orders no longer listed.
 */
export function useSelection(
  listed: ReadonlyMap<string, AccountOrder>,
  defaultSelected?: Iterable<string>,
) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(defaultSelected))
  const [everything, setEverything] = useState(false)
  const selected = useMemo(() => {
    if (everything) return new Set(listed.keys())
    const kept = new Set<string>()
    for (const key of chosen) if (listed.has(key)) kept.add(key)
    return kept.size === chosen.size ? chosen : kept
  }, [chosen, listed, everything])
  const selectAll = useCallback(() => setEverything(true), [])
  const selectNone = useCallback(() => {
    setEverything(false)
    setChosen(new Set())
  }, [])
  const toggle = useCallback(
    (key: string) => {
      // A row unticked under "Select all": every other one stays chosen.
      const base = everything ? new Set(listed.keys()) : new Set(chosen)
      if (!base.delete(key)) base.add(key)
      setEverything(false)
      setChosen(base)
    },
    [everything, listed, chosen],
  )
  return { selected, everything, selectAll, selectNone, toggle }
}

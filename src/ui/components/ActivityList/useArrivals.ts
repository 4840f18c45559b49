'use client'
/**
 * The activity list's announcement of rows that arrived live: how many, at
 * most once every few seconds, for a polite live region (`useActivityList`'s
 * `arrivedToAnnounce`).
 */
import { useEffect, useRef, useState } from 'react'

/** What comes within this long after a quiet time is said together. */
const GATHER_MS = 1000
/** How long an announcement stays before the region is emptied. */
const SAID_MS = 2000

/**
 * Counts the rows that arrived (`arrived`, an id not seen before) and says
 * how many at most once per `interval`: the first gathered for a second, the
 * rest after the interval. Rows present when the list first shows items are
 * not news.
 */
export function useArrivals(
  items: readonly { readonly id: string; readonly arrived: boolean }[],
  interval: number,
): number {
  const [said, setSaid] = useState(0)
  const memory = useRef<{ seen: Set<string> | undefined; pending: number; last: number }>({
    seen: undefined,
    pending: 0,
    last: Number.NEGATIVE_INFINITY,
  })
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  useEffect(() => () => timers.current.forEach(clearTimeout), [])
  useEffect(() => {
    const m = memory.current
    if (!m.seen) {
      if (items.length > 0) m.seen = new Set(items.map((item) => item.id))
      return
    }
    let fresh = 0
    for (const item of items) {
      if (m.seen.has(item.id)) continue
      m.seen.add(item.id)
      if (item.arrived) fresh++
    }
    if (fresh === 0) return
    const flushing = m.pending > 0
    m.pending += fresh
    if (flushing) return
    const now = Date.now()
    const later = (ms: number, run: () => void) => {
      timers.current.push(setTimeout(run, ms))
    }
    later(Math.min(interval, Math.max(GATHER_MS, m.last + interval - now)), () => {
      m.last = Date.now()
      setSaid(m.pending)
      m.pending = 0
      later(Math.min(SAID_MS, interval / 2), () => setSaid(0))
    })
  }, [items, interval])
  return said
}

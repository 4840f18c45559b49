/**
 * A live feed client in Node for the multi-instance tests: reads the event
 * stream as `EventSource` does, and when the stream fails or ends reconnects —
 * to the instance `pick` names then — with `Last-Event-ID`, as a browser behind
 * a load balancer would.
 */
import type { LiveEvent } from '../../src/core/schemas/liveEvent.js'
import { sseReader } from './liveFeedSse.js'

export interface LiveClient {
  /** The `chain` messages read, in order. */
  readonly events: LiveEvent[]
  /** How many `gap` messages were read. */
  readonly gaps: () => number
  /** How many times the stream was opened after the first. */
  readonly reconnects: () => number
  /** The instances connected to, in order. */
  readonly visited: string[]
  /** Resolves once the stream has opened (the first time). */
  readonly opened: Promise<void>
  close(): void
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Opens a client on the feed at `pick()` (a URL), reconnecting to `pick()` again after a failure. */
export function openLiveClient(pick: () => string): LiveClient {
  const events: LiveEvent[] = []
  const visited: string[] = []
  const control = new AbortController()
  let gaps = 0
  let opens = 0
  let lastEventId: string | undefined
  let markOpened!: () => void
  const opened = new Promise<void>((resolve) => {
    markOpened = resolve
  })

  void (async () => {
    while (!control.signal.aborted) {
      const url = pick()
      try {
        const response = await fetch(url, {
          headers: lastEventId ? { 'Last-Event-ID': lastEventId } : {},
          signal: control.signal,
        })
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`)
        visited.push(url)
        opens++
        markOpened()
        const reader = sseReader(response.body)
        for (let frame = await reader.next(); frame; frame = await reader.next()) {
          if (frame.id !== undefined) lastEventId = frame.id
          if (frame.event === 'chain' && frame.data) events.push(JSON.parse(frame.data))
          if (frame.event === 'gap') gaps++
        }
      } catch {
        // the instance went away, or refused: another one, after a moment
      }
      if (!control.signal.aborted) await sleep(50 + Math.random() * 100)
    }
  })()

  return {
    events,
    visited,
    opened,
    gaps: () => gaps,
    reconnects: () => Math.max(0, opens - 1),
    close: () => control.abort(),
  }
}

/**
 * The Server-Sent Events wire format of the live feed
 * (https://html.spec.whatwg.org/multipage/server-sent-events.html): frames
 * as UTF-8 bytes, and the `Last-Event-ID` a reconnecting client sends.
 */

const encoder = new TextEncoder()

/** A frame's text as the bytes that go on the wire. */
export const bytes = (text: string): Uint8Array => encoder.encode(text)

/**
 * One SSE message: `id`, `event` and `data` lines, then the blank line that
 * dispatches it. `data` must be one line (the feed's data is JSON, whose
 * `JSON.stringify` never contains a line break).
 */
export function message(fields: {
  readonly id?: string
  readonly event?: string
  readonly data?: string
}): string {
  let text = ''
  if (fields.id !== undefined) text += `id: ${fields.id}\n`
  if (fields.event !== undefined) text += `event: ${fields.event}\n`
  if (fields.data !== undefined) text += `data: ${fields.data}\n`
  return `${text}\n`
}

/**
 * The opening of every stream: how long `EventSource` waits before it
 * reconnects, and — when given — the id the client resumes from should it
 * reconnect before any message (a frame without `data` sets the client's last
 * event id without dispatching an event).
 */
export const opening = (retryMs: number, id?: string): string =>
  `retry: ${retryMs}\n${id === undefined ? '' : `id: ${id}\n`}\n`

/** The heartbeat: a comment, which `EventSource` ignores and proxies see as traffic. */
export const PING = bytes(': ping\n\n')

/**
 * The id a client resumes after: the `Last-Event-ID` header (what
 * `EventSource` sends when it reconnects), else the `lastEventId` query
 * parameter (what a page passes on a fresh `EventSource`, which cannot set
 * headers); `undefined` when neither is there or it is empty.
 */
export function lastEventIdOf(request: Request): string | undefined {
  const header = request.headers.get('last-event-id')?.trim()
  if (header) return header
  const query = new URL(request.url).searchParams.get('lastEventId')?.trim()
  return query || undefined
}

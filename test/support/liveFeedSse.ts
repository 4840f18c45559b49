/**
 * Reading a Server-Sent Events body in tests: frames as the spec splits them
 * (a blank line ends one), each with its fields; comments kept, so that
 * heartbeats can be seen.
 */

export interface SseFrame {
  readonly id?: string
  readonly event?: string
  readonly data?: string
  readonly retry?: string
  /** The comment lines (`: ping` → `ping`). */
  readonly comments: readonly string[]
}

/** Parses one frame's text (without its blank line). */
export function parseFrame(text: string): SseFrame {
  const fields: Record<string, string> = {}
  const comments: string[] = []
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) {
      comments.push(line.slice(1).trim())
      continue
    }
    const colon = line.indexOf(':')
    const name = colon < 0 ? line : line.slice(0, colon)
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
    fields[name] = name === 'data' && fields.data !== undefined ? `${fields.data}\n${value}` : value
  }
  return { ...fields, comments }
}

/** A reader of an event stream, frame by frame. */
export interface SseReader {
  /** The next frame; rejects when the stream fails, `undefined` when it ends. */
  next(): Promise<SseFrame | undefined>
  /** Frames until one matches (that one included); fails on the stream's end. */
  until(match: (frame: SseFrame) => boolean): Promise<SseFrame[]>
  /** The next `count` frames that are messages (have `data`), skipping the rest. */
  messages(count: number): Promise<SseFrame[]>
  cancel(): Promise<void>
}

/** Reads `body` as an event stream. */
export function sseReader(body: ReadableStream<Uint8Array>): SseReader {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const next = async (): Promise<SseFrame | undefined> => {
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end >= 0) {
        const text = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        return parseFrame(text)
      }
      const { done, value } = await reader.read()
      if (done) return undefined
      buffer += decoder.decode(value, { stream: true })
    }
  }
  const until = async (match: (frame: SseFrame) => boolean) => {
    const frames: SseFrame[] = []
    for (;;) {
      const frame = await next()
      if (!frame) throw new Error(`the stream ended after ${frames.length} frames`)
      frames.push(frame)
      if (match(frame)) return frames
    }
  }
  return {
    next,
    until,
    async messages(count) {
      const found: SseFrame[] = []
      while (found.length < count) {
        const [frame] = (await until((f) => f.data !== undefined)).slice(-1)
        found.push(frame!)
      }
      return found
    },
    cancel: () => reader.cancel().catch(() => {}),
  }
}

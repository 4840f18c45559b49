/**
 * Reads a request body with a size limit, for the two servers of the kit (the
 * emulator and the webhook receiver). Web streams only: it runs in Node, in
 * browsers (the emulator behind msw) and on edge runtimes.
 */

/**
 * The body as UTF-8 text, or `undefined` when it is over `max` bytes — known
 * from `Content-Length`, or found while reading, in which case reading stops
 * and the stream is cancelled: never more than `max` bytes are held.
 */
export async function readLimitedText(request: Request, max: number): Promise<string | undefined> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > max) return undefined
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

/**
 * What a webhook handler (handler.ts) reads from a request, and how it
 * answers: the body read with a size limit, parsed as JSON no deeper than
 * `MAX_JSON_DEPTH`, then as a §6 event — or the JSON answer refusing it.
 */
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../../core/schemas/jsonDepth.js'
import { readLimitedText } from '../../shared/readLimitedText.js'
import { type ParsedWebhookEvent, parseWebhookEvent, WebhookEventError } from './parse.js'

/** A JSON answer. */
export const reply = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

/** The store failed (database down, time-out): nothing was marked done; try again later. */
export const unavailable = () =>
  reply(503, { error: 'the de-duplication store is unavailable' }, { 'Retry-After': '1' })

/** `application/json` or `application/<something>+json`, any parameters. */
export const isJson = (contentType: string | null) => {
  const media = contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
  return media === 'application/json' || /^application\/[\w.-]+\+json$/.test(media)
}

/** The body's event, or the answer refusing it: unreadable, too large, not JSON, too deep, not an event. */
export async function readDelivery(
  request: Request,
  maxBodyBytes: number,
): Promise<ParsedWebhookEvent | Response> {
  let text: string | undefined
  try {
    text = await readLimitedText(request, maxBodyBytes)
  } catch {
    return reply(400, { error: 'the body could not be read' })
  }
  if (text === undefined) return reply(413, { error: `the body is over ${maxBodyBytes} bytes` })
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return reply(400, { error: 'the body is not JSON' })
  }
  // Deeper than the receiver's JSON reader goes (RFC 8259 §9 lets a parser set that limit): not
  // read, as a body that is not JSON is not, before anything recursive sees it.
  if (exceedsJsonDepth(json)) {
    return reply(400, { error: `the body is nested deeper than ${MAX_JSON_DEPTH} levels` })
  }
  try {
    return parseWebhookEvent(json)
  } catch (e) {
    if (e instanceof WebhookEventError) {
      return reply(422, { error: 'not a valid webhook event', issues: e.issues })
    }
    throw e
  }
}

/**
 * What an official client sent and what it was answered: a `fetch` that
 * passes every request on unchanged and keeps the URL, the headers, the JSON
 * body and the raw answer (read from a clone, before the client decodes it in
 * place), so that a test can check the request and read the answer with the
 * kit's own response schema.
 */
import { expect } from 'vitest'
import type { Schema } from '../../src/core/schemas/read.js'

export interface Exchange {
  readonly url: string
  readonly headers: Headers
  readonly body: Record<string, unknown>
  readonly status: number
  /** The answer as it came off the wire, parsed from JSON. */
  readonly answer: unknown
}

export interface Recorder {
  readonly fetch: typeof globalThis.fetch
  /** The exchange of the last request; fails the test when nothing was sent. */
  last(): Exchange
}

/** Records each request passed to `inner` (the global `fetch` by default). */
export function recorder(inner: typeof globalThis.fetch = globalThis.fetch): Recorder {
  const exchanges: Exchange[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await inner(input, init)
    const text = await response.clone().text()
    exchanges.push({
      url: String(input instanceof Request ? input.url : input),
      headers: new Headers(init?.headers),
      body: JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as Record<
        string,
        unknown
      >,
      status: response.status,
      answer: JSON.parse(text) as unknown,
    })
    return response
  }
  return {
    fetch,
    last: () => {
      const exchange = exchanges.at(-1)
      if (!exchange) throw new Error('the client sent nothing')
      return exchange
    },
  }
}

/**
 * Checks the last exchange: a POST to `url` that was answered 200, with the
 * Webrpc header the generated clients send; answers its raw answer read with
 * the kit's response schema (which throws, naming the field, on a mismatch).
 */
export function readLast<T>(rec: Recorder, url: string, schema: Schema<T>): T {
  const exchange = rec.last()
  expect(exchange.url).toBe(url)
  expect(exchange.status, JSON.stringify(exchange.answer)).toBe(200)
  expect(exchange.headers.get('webrpc')).toMatch(/^webrpc@v\d/)
  return schema.parse(exchange.answer)
}

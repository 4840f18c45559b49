/**
 * A failure a step ran into, in one short sentence: what a user can be
 * shown. viem's and wallets' own messages carry the node's URL, the request
 * body and the calldata (600 characters and more); they stay in the error's
 * `cause`, never on screen.
 */

/** How deep a cause chain is followed (a chain may loop). */
const MAX_DEPTH = 8
/** The longest message of a wallet or a library that is shown as it is. */
const MAX_SHOWN = 120

/** The names of the errors that say the chain's node could not be reached or did not answer in time. */
const UNREACHED = new Set([
  'HttpRequestError',
  'TimeoutError',
  'WebSocketRequestError',
  'SocketClosedError',
])

/**
 * The sentence for `error`: the chain could not be reached; else the short
 * message a library gives (viem's `shortMessage`) when it is short and holds
 * no address of a server; else a general one. Lower case, no full stop.
 *
 * @example
 * ```ts
 * failureWords(new HttpRequestError({ url, body })) // 'the chain could not be reached'
 * ```
 */
export function failureWords(error: unknown): string {
  let shown: string | undefined
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < MAX_DEPTH; depth++) {
    const { name, shortMessage, message, cause } = e as Record<string, unknown>
    if (typeof name === 'string' && UNREACHED.has(name)) return 'the chain could not be reached'
    if (name === 'TypeError' && typeof message === 'string' && /fetch/i.test(message)) {
      return 'the chain could not be reached'
    }
    shown ??=
      typeof shortMessage === 'string'
        ? shortMessage
        : depth === 0
          ? String(message ?? '')
          : undefined
    e = cause
  }
  const text = (shown ?? '').replace(/\s+/g, ' ').trim().replace(/\.$/, '')
  if (!text || text.length > MAX_SHOWN || /https?:\/\/|0x[0-9a-f]{40,}|\{/i.test(text)) {
    return 'the wallet or the chain failed; nothing more is known'
  }
  return text.charAt(0).toLowerCase() + text.slice(1)
}

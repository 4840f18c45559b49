/**
 * The activity read's cursor: opaque to clients, an item id underneath (a
 * page is the items below it, so items stored meanwhile never shift one),
 * bound to the query it was given for by a checksum.
 */

/** 53 bits of a string's hash (cyrb53): a checksum for cursors, not a secret. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/**
 * The cursor of the page below item `id` of the query whose key is `key`:
 * the id and a checksum of it with the key, so that a cursor read with
 * another query, or edited, is told apart. A checksum, not a signature: a
 * cursor forged by someone who knows the scheme reads only what the query
 * could read anyway.
 *
 * @example
 * ```ts
 * activityCursor(1767225600000001, '137|0x5fbd…|||') // 'hojhozamgk.26t5ky71okx'
 * ```
 */
export function activityCursor(id: number, key: string): string {
  return `${id.toString(36)}.${hash53(`activity cursor ${id} ${key}`).toString(36)}`
}

/**
 * The item id a cursor of the query whose key is `key` reads below, or
 * undefined for any other text: garbled, edited, or given for another query.
 *
 * @example
 * ```ts
 * cursorId(activityCursor(1234, key), key) // 1234
 * cursorId(activityCursor(1234, key), otherKey) // undefined
 * ```
 */
export function cursorId(cursor: unknown, key: string): number | undefined {
  const [id36, check, extra] = typeof cursor === 'string' ? cursor.split('.') : []
  const id =
    cursor !== undefined &&
    (cursor as string).length <= 40 &&
    extra === undefined &&
    /^[0-9a-z]{1,11}$/.test(id36 ?? '') &&
    /^[0-9a-z]{1,11}$/.test(check ?? '')
      ? Number.parseInt(id36!, 36)
      : Number.NaN
  return Number.isSafeInteger(id) && id >= 1 && activityCursor(id, key) === cursor ? id : undefined
}

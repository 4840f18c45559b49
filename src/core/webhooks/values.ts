/**
 * How a delivery's `event.values` are encoded (decisions §10 says "hex values
 * matching the names"; this is the kit's reading, and the emulator's):
 *
 * - one value per argument, in the order of `names`;
 * - an **indexed** argument's value is its 32-byte topic, as in the log
 *   (`0x` and 64 hex digits). For a value type (address, bool, intN, uintN,
 *   bytesN) that is its ABI word; for a dynamic type (string, bytes, arrays,
 *   tuples) it is the keccak-256 hash the chain stored, which cannot be
 *   decoded back;
 * - a **non-indexed** argument's value is that argument ABI-encoded on its own,
 *   `abi.encode(value)`: one 32-byte word for a value type; for a dynamic type
 *   an offset word (`0x20`), the length, then the data — so `uint256[]` `[1, 2]`
 *   is `0x…20 …02 …01 …02`.
 *
 * Decoding checks that each value is exactly that encoding (encoding the
 * decoded value again must give it back), so a value that could mean two
 * things is refused rather than guessed.
 */
import {
  type AbiParameter,
  decodeAbiParameters,
  encodeAbiParameters,
  type Hex,
  hexToBytes,
  isHex,
} from 'viem'
import type { EventArgument, EventSignature } from './events.js'

/** A value type: its indexed topic is its ABI word, not a hash. */
const VALUE_TYPE = /^(address|bool|u?int\d*|bytes\d+)$/

/** True when an indexed argument of this type is stored as the hash of its value. */
export const isHashedWhenIndexed = (type: string): boolean => !VALUE_TYPE.test(type)

/**
 * `parameter` with every `string` in it read as `bytes`, whose encoding is the
 * same: viem decodes a string with a `TextDecoder` that drops a leading
 * U+FEFF, so a string starting with one would not encode back to itself.
 * The nesting is the type's, which the receiver bounds (`MAX_JSON_DEPTH`).
 */
function stringsAsBytes(parameter: AbiParameter): AbiParameter {
  const [, base = '', suffix = ''] = /^([^[]*)(.*)$/.exec(parameter.type) ?? []
  if (base === 'string') return { ...parameter, type: `bytes${suffix}` }
  const components = (parameter as { components?: readonly AbiParameter[] }).components
  if (base !== 'tuple' || !components) return parameter
  return { ...parameter, components: components.map(stringsAsBytes) } as AbiParameter
}

/** UTF-8 text, a leading U+FEFF kept; an `Error` when it is not UTF-8. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** Integers as bigints at every depth (viem answers `number` for up to 48 bits); strings as text. */
function normalise(parameter: AbiParameter, value: unknown): unknown {
  const array = /^(.*)\[(\d*)\]$/.exec(parameter.type)
  if (array) {
    const item = { ...parameter, type: array[1]! } as AbiParameter
    return (value as readonly unknown[]).map((v) => normalise(item, v))
  }
  if (parameter.type === 'tuple') {
    const components = (parameter as { components?: readonly AbiParameter[] }).components ?? []
    if (Array.isArray(value)) return value.map((v, i) => normalise(components[i]!, v))
    const record = value as Record<string, unknown>
    return Object.fromEntries(
      components.map((c, i) => {
        const key = c.name || String(i)
        return [key, normalise(c, record[key])]
      }),
    )
  }
  if (/^u?int\d*$/.test(parameter.type) && typeof value === 'number') return BigInt(value)
  if (parameter.type === 'string' && typeof value === 'string') {
    try {
      return utf8.decode(hexToBytes(value as Hex))
    } catch {
      throw new Error('is not UTF-8 text')
    }
  }
  return value
}

/** The value of one argument from its hex encoding; throws an `Error` saying why it cannot be. */
export function decodeArgumentValue(argument: EventArgument, value: string): unknown {
  if (!isHex(value, { strict: true }) || value.length % 2 !== 0) {
    throw new Error('must be 0x-prefixed hex of whole bytes')
  }
  const hex = value.toLowerCase() as Hex
  const { indexed: _indexed, ...parameter } = argument.parameter
  if (argument.indexed) {
    if (hex.length !== 66) throw new Error('an indexed value must be its 32-byte topic')
    if (isHashedWhenIndexed(argument.type)) return hex
  }
  let decoded: unknown
  const raw = stringsAsBytes(parameter)
  try {
    ;[decoded] = decodeAbiParameters([raw], hex)
  } catch (e) {
    throw new Error(
      `is not an ABI-encoded ${argument.type} (${((e as Error)?.message ?? '').split('\n')[0]})`,
    )
  }
  if (encodeAbiParameters([raw], [decoded]) !== hex) {
    throw new Error(`is not the ABI encoding of a ${argument.type} on its own`)
  }
  return normalise(parameter, decoded)
}

/**
 * The hex values of a log's arguments, by the rule above: the topics of the
 * indexed arguments, each non-indexed argument ABI-encoded on its own.
 * Undefined when the log does not fit the signature (another topic0, another
 * number of topics, or data that does not decode).
 *
 * @example
 * ```ts
 * encodeEventValues(parseEventSignature(WEBHOOK_EVENTS.ERC20.Transfer), log)
 * // [from topic, to topic, '0x…<value as one word>']
 * ```
 */
export function encodeEventValues(
  event: EventSignature,
  log: { readonly topics: readonly string[]; readonly data: string },
): Hex[] | undefined {
  const { topics } = log
  if (topics[0]?.toLowerCase() !== event.topicHash) return undefined
  if (topics.length - 1 !== event.indexedCount) return undefined
  const plain = event.inputs
    .filter((i) => !i.indexed)
    .map((i) => stringsAsBytes(i.parameter as AbiParameter))
  let data: readonly unknown[]
  try {
    data = decodeAbiParameters(plain, (log.data || '0x') as Hex)
  } catch {
    return undefined
  }
  let topic = 1
  let word = 0
  return event.inputs.map((input) =>
    input.indexed
      ? (topics[topic++]!.toLowerCase() as Hex)
      : encodeAbiParameters([plain[word]!], [data[word++]]),
  )
}

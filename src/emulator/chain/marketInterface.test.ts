/**
 * Our market has Sequence Market's public interface (issue 43): each
 * function's selector, mutability and answer, each event's topic and indexed
 * arguments, each custom error's selector, in v1 and in v2, against the table
 * written from the published ABI (test/support/sequenceMarketAbi.ts) — and
 * nothing public of its own beside them.
 */
import {
  type Abi,
  type AbiEvent,
  type AbiFunction,
  parseAbi,
  toEventSelector,
  toFunctionSelector,
} from 'viem'
import { formatAbiItem, formatAbiParams } from 'viem/utils'
import { describe, expect, test } from 'vitest'
import {
  REFERENCE_SELECTORS,
  SEQUENCE_MARKET_V1,
  SEQUENCE_MARKET_V2,
} from '../../../test/support/sequenceMarketAbi.js'
import { SEQUENCE_MARKET_ABI } from '../../core/market/abi.js'
import { SequenceMarketV1, SequenceMarketV2 } from './artifacts.js'

/** An ABI's items, each as what a caller depends on: selector or topic, mutability, answer, indexed arguments. */
function facts(abi: Abi): string[] {
  return abi
    .flatMap((item) => {
      if (item.type === 'function') {
        const f = item as AbiFunction
        return [
          `function ${toFunctionSelector(f)} ${formatAbiItem(f)} ${f.stateMutability} -> (${formatAbiParams(f.outputs)})`,
        ]
      }
      if (item.type === 'event') {
        const e = item as AbiEvent
        const indexed = e.inputs.map((i) => (i.indexed ? 'i' : '-')).join('')
        return [`event ${toEventSelector(e)} ${formatAbiItem(e)} ${indexed}`]
      }
      if (item.type === 'error') {
        return [`error ${toFunctionSelector(formatAbiItem(item))} ${formatAbiItem(item)}`]
      }
      return []
    })
    .sort()
}

describe.each([
  ['v1', SequenceMarketV1.abi, SEQUENCE_MARKET_V1],
  ['v2', SequenceMarketV2.abi, SEQUENCE_MARKET_V2],
] as const)('Sequence Market %s', (_, ours, table) => {
  const published = facts(parseAbi([...table.functions, ...table.events, ...table.errors]))
  const mine = facts(ours as Abi)
  test('every function of the published interface: same selector, mutability and answer', () => {
    const functions = (list: string[]) => list.filter((f) => f.startsWith('function '))
    expect(functions(mine)).toEqual(functions(published))
  })
  test('every event: same topic and indexed arguments', () => {
    const events = (list: string[]) => list.filter((f) => f.startsWith('event '))
    expect(events(mine)).toEqual(events(published))
  })
  test('every custom error: same selector', () => {
    const errors = (list: string[]) => list.filter((f) => f.startsWith('error '))
    expect(errors(mine)).toEqual(errors(published))
  })
})

test("the kit's own ABI of the market (core/market/abi.ts) is the published v2's, item for item", () => {
  const published = facts(
    parseAbi([
      ...SEQUENCE_MARKET_V2.functions,
      ...SEQUENCE_MARKET_V2.events,
      ...SEQUENCE_MARKET_V2.errors,
    ]),
  )
  const kits = facts(SEQUENCE_MARKET_ABI as Abi)
  expect(kits.filter((f) => !published.includes(f))).toEqual([])
  // Every error and every request event: a revert or a log the kit cannot decode would be lost.
  const kinds = (list: string[]) => list.filter((f) => f.startsWith('error ') || / Request/.test(f))
  expect(kinds(kits).filter((f) => !f.startsWith('function '))).toEqual(
    kinds(published).filter((f) => !f.startsWith('function ')),
  )
})

test("the selectors the reference gives are the table's", () => {
  for (const [signature, selector] of Object.entries(REFERENCE_SELECTORS)) {
    expect(toFunctionSelector(signature), signature).toBe(selector)
    expect(facts(SequenceMarketV2.abi as Abi).some((f) => f.includes(` ${selector} `))).toBe(true)
  }
})

import {
  BaseError,
  HttpRequestError,
  TimeoutError,
  TransactionExecutionError,
  UserRejectedRequestError,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { failureWords } from './failureWords.js'

const url = 'http://127.0.0.1:8545/rpc'
const body = { method: 'eth_sendTransaction', params: [{ data: `0x${'ab'.repeat(200)}` }] }

describe('failureWords', () => {
  test('a node that does not answer, however deep in the chain: the chain could not be reached', () => {
    expect(failureWords(new HttpRequestError({ url, body }))).toBe('the chain could not be reached')
    expect(failureWords(new TimeoutError({ url, body }))).toBe('the chain could not be reached')
    const wrapped = new Error('outer', {
      cause: new Error('middle', { cause: new HttpRequestError({ url, body }) }),
    })
    expect(failureWords(wrapped)).toBe('the chain could not be reached')
    expect(failureWords(new TypeError('fetch failed'))).toBe('the chain could not be reached')
  })

  test("a library's short message is shown when it is short and names no server; else a general sentence", () => {
    expect(failureWords(new UserRejectedRequestError(new Error('no')))).toBe(
      'user rejected the request',
    )
    const long = new TransactionExecutionError(new BaseError(`x ${url}`), { account: null })
    expect(failureWords(long)).not.toMatch(/127\.0\.0\.1|eth_sendTransaction/)
    expect(failureWords(new Error(`failed at ${url} with ${JSON.stringify(body)}`))).toBe(
      'the wallet or the chain failed; nothing more is known',
    )
    expect(failureWords('x'.repeat(500))).toBe(
      'the wallet or the chain failed; nothing more is known',
    )
    expect(failureWords(undefined)).toBe('the wallet or the chain failed; nothing more is known')
  })

  test('every answer is at most 120 characters, whatever is thrown', () => {
    for (const thrown of [
      null,
      42,
      {},
      { shortMessage: 'y'.repeat(1000) },
      new Error('z'.repeat(1000)),
      Object.assign(new Error('a'), { cause: {} }),
    ]) {
      expect(failureWords(thrown).length).toBeLessThanOrEqual(120)
    }
  })
})

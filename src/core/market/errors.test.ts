/**
 * Sequence Market's refusals in words (issue 43): every custom error of the
 * market's ABI, encoded as the chain sends it, read back as a PlatformError
 * named after it with a sentence; the same inside the error chains viem and
 * wallets throw; and anything else — random bytes, truncated data, odd
 * objects, loops — a generic `MarketReverted` or nothing, never a throw.
 */
import fc from 'fast-check'
import {
  type AbiParameter,
  BaseError,
  CallExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  type Hex,
  RawContractError,
  toFunctionSelector,
  toFunctionSignature,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { runs } from '../../../test/support/fuzz.js'
import { isPlatformError } from '../transport/errors.js'
import { SEQUENCE_MARKET_ABI } from './abi.js'
import { MARKET_ERROR_ABI } from './errorAbi.js'
import { marketError } from './errors.js'

const WETH = '0x4200000000000000000000000000000000000006'
const MARKET = '0x00000000000000000000000000000000000000aa'
const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const maker = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const currencies = [{ address: WETH, symbol: 'WETH', decimals: 18 }]
const call = (functionName: 'acceptRequest' | 'createRequest' | 'cancelRequest') =>
  toFunctionSelector(
    toFunctionSignature(
      SEQUENCE_MARKET_ABI.find((i) => i.type === 'function' && i.name === functionName) as never,
    ),
  )

/** A value of each type the market's errors carry. */
const sample = (parameter: AbiParameter): unknown =>
  parameter.type === 'address' ? maker : parameter.type === 'bytes4' ? '0x80ac58cd' : 42n

const encode = (name: string, args: readonly unknown[] = []) =>
  encodeErrorResult({ abi: MARKET_ERROR_ABI, errorName: name as never, args: args as never })

describe('every custom error of the ABI', () => {
  test.each(MARKET_ERROR_ABI.map((item) => [item.name, item] as const))(
    '%s: its name, its selector as the code, a sentence',
    (name, item) => {
      const data = encode(name, item.inputs.map(sample))
      const error = marketError(data, { currencies, account: me })!
      expect(isPlatformError(error, name)).toBe(true)
      expect(error.code).toBe(
        Number.parseInt(toFunctionSelector(toFunctionSignature(item as never)).slice(2), 16),
      )
      expect(error.status).toBe(0)
      expect(error.msg).toMatch(/^[a-z0-9].{10,}[^.]$/)
      expect(error.msg).not.toMatch(/undefined|\[object|NaN/)
      expect(error.excerpt).toBeUndefined()
    },
  )

  test('the table of selectors of the ABI is the one the decoder reads the function from', () => {
    const functions = SEQUENCE_MARKET_ABI.filter((i) => i.type === 'function')
    for (const fn of functions) {
      const data = `${toFunctionSelector(toFunctionSignature(fn as never))}${'00'.repeat(32)}`
      const error = marketError(encode('InvalidQuantity'), { data })!
      const changing = !/^(get|is)/.test(fn.name)
      expect(error.operation).toBe(changing ? `SequenceMarket/${fn.name}` : 'SequenceMarket')
    }
  })
})

describe('the sentences', () => {
  const allowance = encode('InvalidCurrencyApproval', [WETH, 5n * 10n ** 17n, maker])
  test("an offer's maker short of WETH, when the caller accepts it", () => {
    const error = marketError(allowance, { currencies, account: me, data: call('acceptRequest') })
    expect(error?.msg).toBe(
      "the offer's WETH allowance is too low, or its maker's balance: 0.5 WETH is needed",
    )
    expect(error?.operation).toBe('SequenceMarket/acceptRequest')
  })
  test('the caller short of WETH; a currency without decimals names no amount; an unknown one by its address', () => {
    expect(marketError(allowance, { currencies, account: maker })?.msg).toBe(
      'your WETH allowance to the market is too low, or your balance: 0.5 WETH is needed',
    )
    const map = { [WETH]: { symbol: 'WETH' } }
    expect(marketError(allowance, { currencies: map, account: maker })?.msg).toBe(
      'your WETH allowance to the market is too low, or your balance',
    )
    expect(marketError(allowance)?.msg).toBe(
      'the 0x4200…0006 allowance of 0x7099…79C8 is too low, or its balance',
    )
  })
  test('a token not approved, an expiry by the function, an order gone, an invalidation', () => {
    const token = encode('InvalidTokenApproval', [MARKET, 7n, 1n, me])
    expect(marketError(token, { account: me })?.msg).toBe(
      'token #7 of 0x0000…00AA is not approved to the market, or you do not own it',
    )
    expect(marketError(encode('InvalidExpiry'), { data: call('createRequest') })?.msg).toBe(
      'the expiry must be in the future',
    )
    expect(marketError(encode('InvalidExpiry'), { data: call('acceptRequest') })?.msg).toBe(
      'the order has expired',
    )
    expect(
      marketError(encode('InvalidRequestId', [42n]), { data: call('cancelRequest') })?.msg,
    ).toBe('order 42 no longer exists (it was filled or cancelled), or another account made it')
    expect(marketError(encode('Invalidated'))?.msg).toMatch(/^the order was cancelled/)
    expect(marketError(encode('UnsupportedContractInterface', [MARKET, '0xd9b67a26']))?.msg).toBe(
      '0x0000…00AA is not an ERC-1155 contract the market can trade',
    )
  })
  test("a string reason is kept, cleaned; a panic says its code; another contract's error is generic", () => {
    const reason = encodeErrorResult({
      abi: [{ type: 'error', name: 'Error', inputs: [{ type: 'string', name: 'r' }] }],
      errorName: 'Error',
      args: ['Ownable:\u202e caller\nis not the owner'],
    })
    expect(marketError(reason)).toMatchObject({
      error: 'MarketReverted',
      msg: 'the market refused: Ownable: caller is not the owner',
    })
    const panic = encodeErrorResult({
      abi: [{ type: 'error', name: 'Panic', inputs: [{ type: 'uint256', name: 'c' }] }],
      errorName: 'Panic',
      args: [0x11n],
    })
    expect(marketError(panic)?.msg).toBe('the market failed (panic 0x11)')
    expect(marketError('0x12345678')).toMatchObject({
      error: 'MarketReverted',
      code: 0x12345678,
      excerpt: '0x12345678',
    })
  })
})

describe('error chains', () => {
  const data = encode('InvalidRequestId', [9n])
  test("viem's simulate (ContractFunctionRevertedError), call (CallExecutionError) and a wallet's EIP-1193 error", () => {
    const simulated = new BaseError('simulate failed', {
      cause: new ContractFunctionRevertedError({
        abi: SEQUENCE_MARKET_ABI,
        data,
        functionName: 'cancelRequest',
      }),
    })
    const called = new CallExecutionError(new RawContractError({ data }), {
      account: undefined,
    } as never)
    const wallet = { code: -32603, message: 'Internal JSON-RPC error.', data: { code: 3, data } }
    const nested = new Error('send failed', {
      cause: { code: 3, message: 'execution reverted', data },
    })
    for (const error of [simulated, called, wallet, nested]) {
      expect(marketError(error)).toMatchObject({ error: 'InvalidRequestId', cause: error })
    }
  })
  test('a revert without data is a generic refusal; no revert at all is nothing', () => {
    expect(marketError(new Error('execution reverted'))).toMatchObject({
      error: 'MarketReverted',
      msg: 'the market refused the transaction',
      code: 0,
    })
    expect(marketError({ code: 3, message: 'x' })?.error).toBe('MarketReverted')
    expect(marketError(new Error('fetch failed'))).toBeUndefined()
    expect(marketError({ code: 4001, message: 'User rejected the request.' })).toBeUndefined()
    expect(marketError('0x')).toMatchObject({ error: 'MarketReverted', excerpt: undefined })
    for (const nothing of [undefined, null, 0, '', 'hello', '0x1', {}, []]) {
      expect(marketError(nothing)).toBeUndefined()
    }
  })
  test('a chain that loops ends', () => {
    const a: { cause?: unknown; message: string } = { message: 'a' }
    a.cause = { message: 'b', cause: a }
    expect(marketError(a)).toBeUndefined()
  })
})

describe('garbage', () => {
  const check = (input: unknown) => {
    const error = marketError(input)
    if (error === undefined) return
    expect(isPlatformError(error)).toBe(true)
    expect(typeof error.msg).toBe('string')
    expect(error.msg.length).toBeLessThan(300)
  }
  test('random bytes: a PlatformError, never a throw', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        const hex = `0x${Buffer.from(bytes).toString('hex')}` as Hex
        const error = marketError(hex)
        expect(error?.error).toMatch(/^(Invalid\w*|UnsupportedContractInterface|MarketReverted)$/)
      }),
      runs(500),
    )
  })
  test("truncated and extended custom errors, with any selector of the market's", () => {
    const all = MARKET_ERROR_ABI.map((item) => encode(item.name, item.inputs.map(sample)))
    fc.assert(
      fc.property(
        fc.constantFrom(...all),
        fc.nat({ max: 400 }),
        fc.uint8Array({ maxLength: 64 }),
        (data, cut, extra) => {
          const truncated = data.slice(0, 2 + Math.min(cut, data.length - 2))
          check(truncated.length % 2 === 0 ? truncated : truncated.slice(0, -1))
          check(`${data}${Buffer.from(extra).toString('hex')}`)
        },
      ),
      runs(300),
    )
  })
  test('any value, as an error or as a cause', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true }), (value) => {
        check(value)
        check({ message: 'execution reverted', cause: value })
        check({ data: value, cause: { raw: value } })
      }),
      runs(300),
    )
  })
})

/**
 * Token currencies read on chain: each contract's `symbol()` and
 * `decimals()`, all of them in one `eth_call` (Multicall3 where the chain
 * has it, viem's deployless multicall elsewhere: anvil or any chain without
 * the contract).
 */
import {
  type Address,
  BaseError,
  type Client,
  ContractFunctionRevertedError,
  erc20Abi,
  erc20Abi_bytes32,
  hexToString,
} from 'viem'
import { multicall } from 'viem/actions'
import { type CurrencyInfo, readableSymbol } from './currency.js'

/** What one multicall answered for one call. */
type Outcome = { status: 'success'; result: unknown } | { status: 'failure'; error: unknown }

/** Calls one function without arguments on each address, in one multicall; a failure is kept per call. */
async function callEach(
  client: Client,
  calls: readonly { address: string; abi: typeof erc20Abi | typeof erc20Abi_bytes32; fn: string }[],
): Promise<Outcome[]> {
  const multicall3 = client.chain?.contracts?.multicall3?.address
  const outcomes = (await multicall(client, {
    contracts: calls.map(({ address, abi, fn }) => ({
      address: address as Address,
      abi,
      functionName: fn as 'symbol',
    })),
    allowFailure: true,
    // One eth_call for the whole batch, however many currencies a page shows.
    batchSize: 0,
    ...(multicall3 ? { multicallAddress: multicall3 } : { deployless: true }),
  })) as Outcome[]
  // Every call failing with the same error is the request that failed, not the tokens:
  // say so, so that the caller may ask again later.
  const first = outcomes[0]
  if (
    first?.status === 'failure' &&
    outcomes.every((o) => o.status === 'failure' && o.error === first.error)
  ) {
    throw first.error
  }
  return outcomes
}

/** Whether a call failed because the contract reverted, rather than answered something else. */
const reverted = (error: unknown) =>
  error instanceof BaseError &&
  error.walk((e) => e instanceof ContractFunctionRevertedError) !== null

/**
 * The symbol and decimals of each token contract, read on chain through a
 * viem client (`createPublicClient`, or wagmi's `config.getClient({ chainId })`)
 * in one batched call — a second one only for the contracts that answer
 * `symbol()` with `bytes32`, as some old tokens do. A contract that does not
 * answer both, or whose symbol is empty once made readable
 * (`readableSymbol`), is `undefined` in the result. Rejects only when the
 * request itself fails (the node is unreachable).
 *
 * @example
 * ```ts
 * const [usdc] = await readCurrencies(createPublicClient({ chain: polygon, transport: http() }), [usdcAddress])
 * usdc // { symbol: 'USDC', decimals: 6 }
 * ```
 */
export async function readCurrencies(
  client: Client,
  addresses: readonly string[],
): Promise<(CurrencyInfo | undefined)[]> {
  if (addresses.length === 0) return []
  const outcomes = await callEach(
    client,
    addresses.flatMap((address) => [
      { address, abi: erc20Abi, fn: 'symbol' },
      { address, abi: erc20Abi, fn: 'decimals' },
    ]),
  )
  const symbols = addresses.map((_, i) => outcomes[2 * i]!)
  const decimals = addresses.map((_, i) => outcomes[2 * i + 1]!)
  // A bytes32 symbol does not decode as a string: ask those again with the bytes32 ABI
  // (not those whose symbol() reverted: a second call would revert too).
  const retry = addresses
    .map((address, i) => ({ address, i }))
    .filter(({ i }) => {
      const symbol = symbols[i]!
      return (
        symbol.status === 'failure' && !reverted(symbol.error) && decimals[i]!.status === 'success'
      )
    })
  if (retry.length > 0) {
    const again = await callEach(
      client,
      retry.map(({ address }) => ({ address, abi: erc20Abi_bytes32, fn: 'symbol' })),
    ).catch(() => [])
    for (const [n, { i }] of retry.entries()) {
      const outcome = again[n]
      if (outcome?.status === 'success' && typeof outcome.result === 'string') {
        const text = hexToString(outcome.result as `0x${string}`).replace(/\0+$/, '')
        symbols[i] = { status: 'success', result: text }
      }
    }
  }
  return addresses.map((_, i) => {
    const symbol = symbols[i]!
    const places = decimals[i]!
    if (symbol.status !== 'success' || places.status !== 'success') return undefined
    const text = readableSymbol(symbol.result)
    const count = Number(places.result)
    if (!text || !Number.isInteger(count) || count < 0 || count > 255) return undefined
    return { symbol: text, decimals: count }
  })
}

/**
 * A Sequence Market transaction checked before the wallet is asked (issue
 * 43): the very call is run on the chain's node (`eth_call`, from the
 * connected account, on the public client — never the wallet), and a revert
 * is the market's refusal in words, so a doomed transaction never reaches a
 * signature prompt. After a transaction reverted, the same call replayed on
 * the block before says why in the same words.
 */
import type { Hex, TransactionReceipt } from 'viem'
import type { Config } from 'wagmi'
import { call, getConnection } from 'wagmi/actions'
import { type MarketErrorOptions, marketError } from '../core/market/errors.js'
import type { Step } from '../core/schemas/step.js'
import type { PlatformError } from '../core/transport/errors.js'
import { isPlatformError } from '../core/transport/errors.js'

/** What the check needs besides the step: the wallet, the chain, the currencies to name. */
export interface MarketCheckOptions {
  readonly wagmiConfig: Config
  readonly chainId?: number
  readonly currencies?: MarketErrorOptions['currencies']
}

/** The call a transaction step makes, from the connected account (undefined before one connects). */
function callOf(step: Step, config: Config) {
  const account = getConnection(config).address
  if (!account) return undefined
  return {
    account,
    to: step.to as Hex,
    data: (step.data || undefined) as Hex | undefined,
    value: BigInt(step.value || '0'),
  }
}

/** The market's refusal of a call that failed, in words, or undefined when it did not revert. */
export const refusalOf = (
  error: unknown,
  step: Step,
  options: Pick<MarketCheckOptions, 'currencies' | 'wagmiConfig'>,
): PlatformError | undefined =>
  marketError(error, {
    currencies: options.currencies,
    account: getConnection(options.wagmiConfig).address,
    data: step.data,
  })

/**
 * Runs a market transaction step as a call, on the node: its refusal in
 * words when it would revert; undefined when it would pass, or when the
 * node could not say (the wallet is then asked as usual).
 */
export async function refusalBefore(
  step: Step,
  options: MarketCheckOptions,
): Promise<PlatformError | undefined> {
  const request = callOf(step, options.wagmiConfig)
  if (!request) return undefined
  try {
    await call(options.wagmiConfig, { ...request, chainId: options.chainId })
    return undefined
  } catch (error) {
    return refusalOf(error, step, options)
  }
}

/**
 * Why a mined market transaction reverted: the same call replayed on the
 * block before it, in words; undefined when the replay passes or fails
 * otherwise (a transaction earlier in the same block made the difference).
 */
export async function refusalAfter(
  step: Step,
  receipt: Pick<TransactionReceipt, 'blockNumber'>,
  options: MarketCheckOptions,
): Promise<PlatformError | undefined> {
  const request = callOf(step, options.wagmiConfig)
  if (!request || receipt.blockNumber < 1n) return undefined
  try {
    await call(options.wagmiConfig, {
      ...request,
      chainId: options.chainId,
      blockNumber: receipt.blockNumber - 1n,
    })
    return undefined
  } catch (error) {
    return refusalOf(error, step, options)
  }
}

/**
 * The market's refusal anywhere in `error`'s cause chain (a `StepError`
 * carries it as its cause), or undefined.
 *
 * @example
 * ```ts
 * marketRefusal(stepError)?.error // 'InvalidRequestId'
 * ```
 */
export function marketRefusal(error: unknown): PlatformError | undefined {
  for (let e = error, depth = 0; e && depth < 8; depth++) {
    if (isPlatformError(e) && e.operation?.startsWith('SequenceMarket')) return e
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

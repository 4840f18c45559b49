/**
 * Running the steps the interface hands out (GenerateCancelTransaction's, and
 * any list of the same shape) with a wagmi wallet, in order, and reporting
 * each step's progress. Framework-free: wagmi's core actions do the wallet
 * work; no step runs after one that failed.
 */
import { type Hex, isHex, type TransactionReceipt } from 'viem'
import type { Config } from 'wagmi'
import {
  sendTransaction,
  signMessage,
  signTypedData,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import type { MarketErrorOptions } from '../core/market/errors.js'
import { isSequenceMarket } from '../core/schemas/enums.js'
import { anyObject } from '../core/schemas/read.js'
import type { Step } from '../core/schemas/step.js'
import { exchange } from '../core/transport/call.js'
import type { BaseClient } from '../core/transport/client.js'
import { failureWords } from './failureWords.js'
import { refusalAfter, refusalBefore, refusalOf } from './marketCheck.js'

/** Where a step is: waiting its turn, at the wallet, sent, done, refused by the user, or failed. */
export type StepStatus =
  | 'pending'
  | 'awaiting-signature'
  | 'submitted'
  | 'confirmed'
  | 'rejected'
  | 'failed'

/** One report of progress: the step, its index, its status, and what it produced so far. */
export interface StepProgress {
  readonly index: number
  readonly step: Step
  readonly status: StepStatus
  /** The transaction hash, once a transaction step is submitted. */
  readonly hash?: Hex
  /** The signature, once a signature step is signed. */
  readonly signature?: Hex
  /** Why the step failed or was rejected. */
  readonly error?: unknown
}

/** What one step produced. */
export interface StepOutcome {
  readonly step: Step
  readonly hash?: Hex
  readonly receipt?: TransactionReceipt
  readonly signature?: Hex
}

export interface ExecuteStepsOptions {
  /** The wagmi configuration of the connected wallet. */
  readonly wagmiConfig: Config
  /** The chain the transactions are for; the wallet must be on it (wagmi refuses otherwise). */
  readonly chainId?: number
  /** Called at every change of a step's status. */
  readonly onProgress?: (progress: StepProgress) => void
  /**
   * The platform client: its headers (the access key) go with a signature
   * posted to an endpoint under one of its base URLs, and its `fetch` and
   * time-out are used. Without it, the global `fetch` and 30 s.
   */
  readonly client?: BaseClient
  /**
   * The marketplace the steps are for (the order's `marketplace`). For
   * Sequence Market, each transaction is first run as a call on the node:
   * one the market would refuse stops the run in words (a `PlatformError`
   * named after the market's custom error, as the `StepError`'s cause)
   * before the wallet is asked; a revert after it is worded the same.
   */
  readonly marketplace?: string
  /** The currencies a market refusal names by symbol (`marketError`). */
  readonly currencies?: MarketErrorOptions['currencies']
  readonly signal?: AbortSignal
}

/** Why a run stopped: the user refused at the wallet, a step failed, or a step is of a kind the kit does not run. */
export type StepErrorReason = 'rejected' | 'failed' | 'unsupported'

/** The error a run stops with: which step, why, and the underlying error. */
export class StepError extends Error {
  readonly reason: StepErrorReason
  readonly index: number
  readonly step: Step
  constructor(
    reason: StepErrorReason,
    index: number,
    step: Step,
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause })
    this.name = 'StepError'
    this.reason = reason
    this.index = index
    this.step = step
  }
}

/**
 * True when `error` (or one of its causes) is a wallet's refusal (EIP-1193 code 4001).
 *
 * @example
 * ```ts
 * if (isUserRejection(error)) showMessage('You declined in your wallet.')
 * ```
 */
export function isUserRejection(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 8; depth++) {
    const { code, name, cause } = e as { code?: unknown; name?: unknown; cause?: unknown }
    if (code === 4001 || name === 'UserRejectedRequestError') return true
    e = cause
  }
  return false
}

/** The step ids that are transactions (decisions.md §3); signatures are `signEIP712` and `signEIP191`. */
const TRANSACTIONS = new Set([
  'tokenApproval',
  'buy',
  'sell',
  'createListing',
  'createOffer',
  'cancel',
])

/** Posts a signature to the step's endpoint: the step's `post.body` with `signature` added. */
async function postSignature(step: Step, signature: Hex, options: ExecuteStepsOptions) {
  const { endpoint, method, body } = step.post!
  if (!/^https?:\/\//i.test(endpoint)) throw new Error(`the step's endpoint is not an http(s) URL`)
  const { client } = options
  const origin = (url: string | undefined) => {
    try {
      return url ? new URL(url, endpoint).origin : undefined
    } catch {
      return undefined
    }
  }
  // The access key goes only to the marketplace service the client is configured for.
  const sameService = !!client && origin(client.urls.marketplace) === origin(endpoint)
  const headers = sameService ? client.headers : { 'Content-Type': 'application/json' }
  await exchange(
    {
      fetch: client?.fetch,
      url: endpoint,
      init: { method: method || 'POST', headers, body: JSON.stringify({ ...body, signature }) },
      timeoutMs: client?.timeoutMs ?? 30_000,
    },
    anyObject,
    `step ${step.id}`,
    options,
  )
}

/**
 * Runs steps in order with the connected wallet: a transaction step is sent
 * and awaited to its receipt; a `signEIP712` step is signed as typed data and
 * a `signEIP191` step as a message (its bytes when `data` is hex, else its
 * text), and the signature is posted to the step's
 * `post.endpoint` (its body with `signature` added). Progress is reported per
 * step. The first failure stops the run with a `StepError` — `rejected` when
 * the user refused at the wallet, `unsupported` for a step of a kind the kit
 * does not know, `failed` otherwise (a reverted transaction included) — and
 * no later step runs.
 *
 * @example
 * ```ts
 * const { steps } = await generateCancelTransaction(client, { network, collectionAddress, maker, marketplace, orderId })
 * await executeSteps(steps, {
 *   wagmiConfig,
 *   chainId: 137,
 *   client,
 *   onProgress: ({ index, status, hash }) => console.log(index, status, hash),
 * })
 * ```
 */
export async function executeSteps(
  steps: readonly Step[],
  options: ExecuteStepsOptions,
): Promise<StepOutcome[]> {
  const { wagmiConfig: config, chainId, onProgress } = options
  const outcomes: StepOutcome[] = []
  for (const [index, step] of steps.entries()) onProgress?.({ index, step, status: 'pending' })
  for (const [index, step] of steps.entries()) {
    const report = (status: StepStatus, more: Partial<StepProgress> = {}) =>
      onProgress?.({ index, step, status, ...more })
    const stop = (reason: StepErrorReason, message: string, cause?: unknown): never => {
      report(reason === 'rejected' ? 'rejected' : 'failed', { error: cause ?? message })
      throw new StepError(reason, index, step, `step ${index + 1} (${step.id}): ${message}`, cause)
    }
    const isSignature = step.id === 'signEIP712' || step.id === 'signEIP191'
    if (!isSignature && !TRANSACTIONS.has(step.id)) {
      stop('unsupported', `the kit does not know how to run a step of kind "${step.id}"`)
    }
    if (isSignature && !step.post) stop('failed', 'the step has no post endpoint')
    if (step.id === 'signEIP712' && !step.signature) stop('failed', 'the step has no typed data')
    if (!isSignature && (!isHex(step.to) || !isHex(step.data ?? '0x'))) {
      stop('failed', 'the transaction step has no valid `to` or `data`')
    }
    // An approval goes to a token's or a currency's contract, not the market: run as it is.
    const market =
      !isSignature && step.id !== 'tokenApproval' && isSequenceMarket(options.marketplace)
    // The market's refusal, found before the wallet is asked: no prompt for a doomed transaction.
    const refused = market ? await refusalBefore(step, options) : undefined
    if (refused) stop('failed', refused.msg, refused)
    report('awaiting-signature')
    try {
      if (isSignature) {
        let signature: Hex
        if (step.id === 'signEIP712') {
          const { domain, types, primaryType, value } = step.signature!
          const { EIP712Domain: _, ...messageTypes } = types
          signature = await signTypedData(config, {
            domain: domain as Record<string, unknown>,
            types: messageTypes as Record<string, { name: string; type: string }[]>,
            primaryType,
            message: value,
          })
        } else {
          // A hex message is signed as its bytes, any other as text.
          const data = step.data ?? ''
          signature = await signMessage(config, { message: isHex(data) ? { raw: data } : data })
        }
        report('submitted', { signature })
        await postSignature(step, signature, options)
        outcomes.push({ step, signature })
        report('confirmed', { signature })
      } else {
        const hash = await sendTransaction(config, {
          to: step.to as Hex,
          data: (step.data || undefined) as Hex | undefined,
          value: BigInt(step.value || '0'),
          chainId,
        })
        report('submitted', { hash })
        const receipt = await waitForTransactionReceipt(config, {
          hash,
          chainId,
        })
        if (receipt.status !== 'success') {
          const why = market ? await refusalAfter(step, receipt, options) : undefined
          stop('failed', `transaction ${hash} reverted${why ? `: ${why.msg}` : ''}`, why)
        }
        outcomes.push({ step, hash, receipt })
        report('confirmed', { hash })
      }
    } catch (e) {
      if (e instanceof StepError) throw e
      if (isUserRejection(e)) stop('rejected', 'the wallet refused the request', e)
      const why = market ? refusalOf(e, step, options) : undefined
      if (why) stop('failed', why.msg, why)
      stop('failed', failureWords(e), e)
    }
  }
  return outcomes
}

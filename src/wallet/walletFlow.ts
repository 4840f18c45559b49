/** What the wallet flows share: the error they stop with, and address comparison. */
import { isUserRejection } from './executeSteps.js'

/**
 * Why a wallet flow stopped: no wallet connected, the connected account is not
 * the one the flow needs, the user refused at the wallet, the link does not
 * exist (unlink), a check before the wallet refused (a trade's balance,
 * ownership, expiry or quantity), the network or the order has no market the
 * kit trades on, or another failure.
 */
export type WalletFlowReason =
  | 'not-connected'
  | 'wrong-account'
  | 'rejected'
  | 'not-linked'
  | 'refused'
  | 'unavailable'
  | 'failed'

/**
 * The error of a wallet flow (cancel, unlink, proof): a `reason` a UI can
 * word for the user, and the underlying error as `cause`.
 */
export class WalletFlowError extends Error {
  readonly reason: WalletFlowReason
  constructor(reason: WalletFlowReason, message: string, cause?: unknown) {
    super(message, { cause })
    this.name = 'WalletFlowError'
    this.reason = reason
  }
}

/**
 * The reason of any error a wallet flow may end with: a `WalletFlowError`'s or
 * a `StepError`'s own, `rejected` for a wallet's refusal anywhere in the cause
 * chain, `failed` otherwise.
 *
 * @example
 * ```ts
 * const reason = walletFlowReason(cancel.error) // 'rejected' → "You declined in your wallet."
 * ```
 */
export function walletFlowReason(error: unknown): WalletFlowReason {
  if (error instanceof WalletFlowError) return error.reason
  if (isUserRejection(error)) return 'rejected'
  return 'failed'
}

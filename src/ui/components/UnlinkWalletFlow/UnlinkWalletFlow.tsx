'use client'
/**
 * Unlinking a wallet from its parent (embedded) wallet, as two signatures
 * the user can follow: the parent's, then the linked wallet's, then the result.
 */
import { forwardRef } from 'react'
import type { Address } from 'viem'
import type { NetworkRef } from '../../../core/transport/networks.js'
import {
  type MessageSigner,
  type UnlinkStepStatus,
  useUnlinkWallet,
} from '../../../react/hooks/useUnlinkWallet.js'
import type { WalletFlowReason } from '../../../wallet/walletFlow.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { shortenAddress } from '../../shared/format.js'
import { type StepState, StepsView } from '../../shared/StepsView.js'
import { withStrings } from '../../shared/strings.js'

export const UNLINK_WALLET_STRINGS = {
  title: 'Unlink wallet',
  /** The explanation; `{linked}` and `{parent}` are shortened addresses. */
  intro:
    'Remove the link between {linked} and your account wallet {parent}. Both wallets sign a message.',
  /** The explanation once the wallet is unlinked. */
  introDone: '{linked} is no longer linked to your account wallet {parent}.',
  unlink: 'Unlink',
  unlinking: 'Unlinking…',
  steps: 'Signatures',
  parentStep: 'Account wallet {parent} signs',
  linkedStep: 'Linked wallet {linked} signs',
  status: {
    idle: 'waiting',
    'awaiting-signature': 'confirm in the wallet',
    signed: 'signed',
    failed: 'not signed',
  } satisfies Record<UnlinkStepStatus, string>,
  noWallet: 'no wallet connected',
  done: 'The wallet is unlinked.',
  errors: {
    rejected: 'A signature was declined. Nothing changed.',
    'not-connected': 'Connect the linked wallet first.',
    'wrong-account': 'Connect the linked wallet to unlink it: {message}',
    'not-linked': 'This wallet is not linked to {parent}.',
    refused: 'Could not unlink: {message}',
    unavailable: 'Could not unlink: {message}',
    failed: 'Could not unlink: {message}',
  } satisfies Record<WalletFlowReason, string>,
}
export type UnlinkWalletStrings = typeof UNLINK_WALLET_STRINGS

/** Each state of a signature as a step of `StepsView`. */
const STEP_STATE: Record<UnlinkStepStatus, StepState> = {
  idle: 'pending',
  'awaiting-signature': 'active',
  signed: 'done',
  failed: 'failed',
}

export interface UnlinkWalletFlowViewProps {
  readonly parentWalletAddress: string
  /** The connected (linked) wallet, if any. */
  readonly linkedWalletAddress?: string | undefined
  readonly status: 'idle' | 'pending' | 'success' | 'error'
  readonly steps: { readonly parent: UnlinkStepStatus; readonly linked: UnlinkStepStatus }
  readonly reason?: WalletFlowReason | undefined
  readonly errorMessage?: string | undefined
  readonly onUnlink: () => void
  readonly className?: string
  readonly strings?: Partial<UnlinkWalletStrings>
  /** The level of the flow's heading, for the page's outline (default 3). */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6
}

/**
 * The presentational unlink flow: the two signatures as numbered steps with
 * their state, the button, and the result or a message per failure
 * (declined, wrong wallet connected, not linked).
 *
 * @example
 * ```tsx
 * <UnlinkWalletFlowView parentWalletAddress={parent} linkedWalletAddress={linked} status="idle"
 *   steps={{ parent: 'idle', linked: 'idle' }} onUnlink={unlink} />
 * ```
 */
export const UnlinkWalletFlowView = forwardRef<HTMLElement, UnlinkWalletFlowViewProps>(
  function UnlinkWalletFlowView(
    {
      parentWalletAddress,
      linkedWalletAddress,
      status,
      steps,
      reason,
      errorMessage,
      onUnlink,
      className,
      strings,
      headingLevel = 3,
    }: UnlinkWalletFlowViewProps,
    ref,
  ) {
    const text = withStrings(UNLINK_WALLET_STRINGS, strings)
    const parent = shortenAddress(parentWalletAddress)
    const linked = linkedWalletAddress ? shortenAddress(linkedWalletAddress) : text.noWallet
    const values = { parent, linked, message: errorMessage ?? '' }
    const step = (key: 'parent' | 'linked', label: string) => ({
      key,
      label: fillIsolated(label, values),
      state: STEP_STATE[steps[key]],
      statusName: steps[key],
      status: text.status[steps[key]],
    })
    return (
      <StepsView
        ref={ref}
        block="pk-unlink"
        className={className}
        phase={status}
        title={text.title}
        headingLevel={headingLevel}
        intro={fillIsolated(status === 'success' ? text.introDone : text.intro, values)}
        stepsFirst
        steps={[step('parent', text.parentStep), step('linked', text.linkedStep)]}
        stepsLabel={text.steps}
        action={status === 'pending' ? text.unlinking : text.unlink}
        onAction={onUnlink}
        // Done, the explanation above says so: the status says it to screen readers only.
        outcomeHidden={status === 'success'}
        outcome={
          status === 'success'
            ? text.done
            : status === 'error' && reason
              ? fillIsolated(text.errors[reason], values)
              : ''
        }
      />
    )
  },
)
UnlinkWalletFlowView.displayName = 'UnlinkWalletFlowView'

export interface UnlinkWalletFlowProps
  extends Omit<
    UnlinkWalletFlowViewProps,
    'linkedWalletAddress' | 'status' | 'steps' | 'reason' | 'errorMessage' | 'onUnlink'
  > {
  /** The chain the signatures are verified against. */
  readonly network: NetworkRef
  readonly parentWalletAddress: Address
  /**
   * The wallet to unlink, when the app knows it: another connected wallet is
   * then a "wrong wallet" rather than an unknown link. The connected one by default.
   */
  readonly linkedWalletAddress?: Address
  /** Signs for the parent wallet; by default the parent signs with wagmi (see `useUnlinkWallet`). */
  readonly parentSigner?: MessageSigner
  readonly onUnlinked?: () => void
}

/**
 * Unlinks the connected wallet from its parent with `useUnlinkWallet`: the
 * parent wallet signs, then the connected linked wallet, then the API removes
 * the link. Each signature is a visible step. Needs a `WagmiProvider` and a
 * `PlatformProvider`.
 *
 * @example
 * ```tsx
 * <UnlinkWalletFlow network="polygon" parentWalletAddress={embedded.address} parentSigner={embedded} />
 * ```
 */
export const UnlinkWalletFlow = forwardRef<HTMLElement, UnlinkWalletFlowProps>(
  function UnlinkWalletFlow(
    {
      network,
      parentWalletAddress,
      linkedWalletAddress,
      parentSigner,
      onUnlinked,
      ...rest
    }: UnlinkWalletFlowProps,
    ref,
  ) {
    const unlink = useUnlinkWallet({
      parentSigner,
      mutation: { onSuccess: () => onUnlinked?.() },
    })
    return (
      // The hook's status, steps and reason are the view's props of those names.
      <UnlinkWalletFlowView
        {...rest}
        {...unlink}
        ref={ref}
        parentWalletAddress={parentWalletAddress}
        linkedWalletAddress={linkedWalletAddress ?? unlink.account}
        errorMessage={unlink.error instanceof Error ? unlink.error.message : undefined}
        onUnlink={() => unlink.mutate({ network, parentWalletAddress, linkedWalletAddress })}
      />
    )
  },
)
UnlinkWalletFlow.displayName = 'UnlinkWalletFlow'

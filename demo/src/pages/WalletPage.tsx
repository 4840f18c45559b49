/**
 * Identity flows with the connected wallet: unlink it from its parent
 * (embedded) wallet, and prove its ownership with an ETHAuth proof.
 */
import { DEV_ACCOUNTS } from 'platform-kit/emulator'
import { useETHAuthProof, useIsValidETHAuthProof } from 'platform-kit/react'
import { UnlinkWalletFlow } from 'platform-kit/ui'
import { useAccount, useWalletAvailable } from '../wallet.js'

/** In the emulator, dev account 0 is the parent (embedded) wallet of accounts 1 and 2; 3 of 4; 5 of 6. */
const PARENTS: Readonly<Record<number, number>> = { 1: 0, 2: 0, 4: 3, 6: 5 }

export function WalletPage() {
  const available = useWalletAvailable()
  return (
    <>
      <h1 className="demo-heading" tabIndex={-1}>
        Wallet
      </h1>
      {available ? (
        <WalletFlows />
      ) : (
        <p className="demo-note">
          The wallet flows need a local chain: start anvil (<code>npx anvil</code>) and restart{' '}
          <code>npm run demo</code>.
        </p>
      )}
    </>
  )
}

function WalletFlows() {
  const account = useAccount()
  if (!account) {
    return <p className="demo-note">Connect a dev account with the account menu in the header.</p>
  }
  const index = DEV_ACCOUNTS.findIndex((a) => a.address === account)
  const parent = DEV_ACCOUNTS[PARENTS[index] ?? 0]!.address
  return (
    <div className="demo-wallet">
      <UnlinkWalletFlow
        key={account}
        network="anvil"
        parentWalletAddress={parent}
        headingLevel={2}
      />
      <Proof key={`proof-${account}`} wallet={account} />
    </div>
  )
}

function Proof({ wallet }: { wallet: `0x${string}` }) {
  const prove = useETHAuthProof()
  const proof = prove.data
  const check = useIsValidETHAuthProof({
    network: 'anvil',
    walletAddress: wallet,
    ethAuthProofString: proof ?? '',
    query: { enabled: !!proof },
  })
  return (
    <section className="demo-proof" aria-label="Prove wallet ownership">
      <h2>Prove wallet ownership</h2>
      <button
        type="button"
        className="pk-button"
        disabled={prove.isPending}
        onClick={() => prove.mutate({ app: 'platform-kit demo', expiresIn: 3600 })}
      >
        Sign an ETHAuth proof
      </button>
      {prove.error && <p role="alert">{prove.error.message}</p>}
      {proof && (
        <>
          {/* The proof is long: its ends, the whole in the title and one press from the clipboard. */}
          <p className="demo-proof__string">
            <code title={proof}>{`${proof.slice(0, 14)}…${proof.slice(-8)}`}</code>{' '}
            <button
              type="button"
              className="pk-button"
              data-variant="secondary"
              onClick={() => void navigator.clipboard?.writeText(proof)}
            >
              Copy proof
            </button>
          </p>
          <p role="status">
            {check.isPending
              ? 'Checking with the API…'
              : check.data?.isValid
                ? 'The API accepts this proof.'
                : 'The API refuses this proof.'}
          </p>
        </>
      )}
    </section>
  )
}

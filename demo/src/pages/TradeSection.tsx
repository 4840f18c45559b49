/**
 * The collectible page's trade, with the connected dev account: in the
 * price box a holder lists the token for sale and anyone else makes an
 * offer, and one's own order is cancelled; the order book's rows are bought
 * (and, for a holder, offers accepted) through the kit's TradeButton.
 * Who holds the token is read from the chain (ERC-721 `ownerOf`, ERC-1155
 * `balanceOf`).
 */
import { OrderBook, PriceSummary, TradeRequestForm } from 'platform-kit/ui'
import { useState } from 'react'
import { type Address, erc721Abi, erc1155Abi } from 'viem'
import { useReadContract } from 'wagmi'
import { useAccount } from '../wallet.js'

interface TradeSectionProps {
  readonly network: string
  readonly chainId: number
  readonly contractAddress: string
  readonly tokenId: string
  readonly erc1155: boolean
}

/** Whether `account` holds the token, read from the chain. */
function useHolds(props: TradeSectionProps, account: Address | undefined): boolean {
  const address = props.contractAddress as Address
  const id = BigInt(props.tokenId)
  const owner = useReadContract({
    address,
    abi: erc721Abi,
    functionName: 'ownerOf',
    args: [id],
    chainId: props.chainId,
    query: { enabled: !!account && !props.erc1155 },
  })
  const balance = useReadContract({
    address,
    abi: erc1155Abi,
    functionName: 'balanceOf',
    args: [account ?? '0x0000000000000000000000000000000000000000', id],
    chainId: props.chainId,
    query: { enabled: !!account && props.erc1155 },
  })
  if (!account) return false
  return props.erc1155
    ? (balance.data ?? 0n) > 0n
    : owner.data?.toLowerCase() === account.toLowerCase()
}

/** The token's own trade for the account, in the price box: List for sale for a holder, else Make an offer. */
function RequestToggle(props: TradeSectionProps & { readonly holds: boolean; account: Address }) {
  const [open, setOpen] = useState(false)
  const kind = props.holds ? 'listing' : 'offer'
  return (
    <div className="demo-trade">
      <button
        type="button"
        className="pk-button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {props.holds ? 'List for sale' : 'Make an offer'}
      </button>
      {open && (
        <TradeRequestForm
          key={`${kind}-${props.account}`}
          kind={kind}
          network={props.network}
          collection={props.contractAddress}
          tokenId={props.tokenId}
          withQuantity={props.erc1155}
          headingLevel={3}
        />
      )}
    </div>
  )
}

/**
 * The price box as marketplaces draw it for the connected account: its own
 * order marked "Yours" with its cancel (and, on its own listing, Edit price:
 * the cancel and the listing again, in one dialog), another maker's listing with Buy,
 * and the token's own trade (List for sale, Make an offer) at its foot.
 */
export function TradePriceSummary(props: TradeSectionProps) {
  const account = useAccount()
  const holds = useHolds(props, account)
  return (
    <PriceSummary
      network={props.network}
      contractAddress={props.contractAddress}
      tokenId={props.tokenId}
      account={account}
      cancelable={!!account}
    >
      {account ? (
        <RequestToggle {...props} holds={holds} account={account} />
      ) : (
        <p className="demo-note">Connect a dev account (the account menu above) to trade here.</p>
      )}
    </PriceSummary>
  )
}

/** The order book for the connected account: Buy on others' listings, Accept for a holder, Cancel on its own. */
export function TradeSection(props: TradeSectionProps) {
  const account = useAccount()
  const holds = useHolds(props, account)
  return (
    <OrderBook
      network={props.network}
      contractAddress={props.contractAddress}
      tokenId={props.tokenId}
      account={account}
      cancelable={!!account}
      acceptOffers={holds}
      // Said once on the page: "Live" by the header, an empty book by the price box.
      liveStatus={false}
      emptyMessage={false}
    />
  )
}

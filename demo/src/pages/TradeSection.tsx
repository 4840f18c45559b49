/**
 * The collectible page's trade, with the connected dev account: a holder
 * lists it for sale, anyone else makes an offer; the order book's rows are
 * bought (and, for a holder, offers accepted) through the kit's TradeButton.
 * Who holds the token is read from the chain (ERC-721 `ownerOf`, ERC-1155
 * `balanceOf`).
 */
import { OrderBook, TradeRequestForm } from 'platform-kit/ui'
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

export function TradeSection(props: TradeSectionProps) {
  const account = useAccount()
  const holds = useHolds(props, account)
  const [open, setOpen] = useState(false)
  const kind = holds ? 'listing' : 'offer'
  const book = {
    network: props.network,
    contractAddress: props.contractAddress,
    tokenId: props.tokenId,
  }
  return (
    <>
      <p className="demo-note">
        {account
          ? `Connected as ${account}: ${holds ? 'you hold this token — list it, or accept an offer in the book' : 'buy a listing in the book, or make an offer'}; your own orders have a cancel button.`
          : 'Connect a dev account (the account menu in the header) to buy, sell and cancel here.'}
      </p>
      {account && (
        <div className="demo-trade">
          <button
            type="button"
            className="pk-button"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {holds ? 'List for sale' : 'Make an offer'}
          </button>
          {open && (
            <TradeRequestForm
              key={`${kind}-${account}`}
              kind={kind}
              network={props.network}
              collection={props.contractAddress}
              tokenId={props.tokenId}
              withQuantity={props.erc1155}
              headingLevel={3}
            />
          )}
        </div>
      )}
      <OrderBook {...book} account={account} cancelable={!!account} acceptOffers={holds} />
    </>
  )
}

'use client'
/**
 * Trading a native order, or making one, from the UI (issue 45): the plan
 * read before anything is asked, the money, the steps, one outcome.
 */
import { forwardRef, useContext } from 'react'
import { WagmiContext } from 'wagmi'
import type { TradeFee, TradeRequest, TradeResult } from '../../../wallet/trade/types.js'
import { TradePanelView, type TradePanelViewProps } from './TradePanelView.js'
import { useTradePanel } from './useTradePanel.js'

export interface TradePanelProps
  extends Pick<TradePanelViewProps, 'headingLevel' | 'className' | 'strings'> {
  /** The trade: a listing or an offer to make, or an order to buy or accept. */
  readonly request: TradeRequest
  /** Fees of a buy or an accept, taken out of the price with the royalty (a marketplace's own). */
  readonly fees?: readonly TradeFee[]
  /** Called once the trade is done, with the order made or taken. */
  readonly onTraded?: (result: TradeResult) => void
}

const Connected = forwardRef<HTMLElement, TradePanelProps>(function Connected(props, ref) {
  const { request, fees, onTraded, ...view } = props
  return <TradePanelView {...view} {...useTradePanel({ request, fees, onTraded })} ref={ref} />
})

/**
 * Buy, accept, list for sale or make an offer on Sequence Market with the
 * connected wallet: `useTradePlan` checks it on the chain before the wallet
 * is asked (a refusal is said in words, and the button stays off), the
 * panel shows the price, what is paid, the royalty and fees, what the
 * seller receives and how many transactions the wallet will ask; `useTrade`
 * runs it step by step. Without a `WagmiProvider`, or before a wallet
 * connects, it says what is needed to act.
 *
 * @example
 * ```tsx
 * <TradePanel request={{ kind: 'buy', order: listing }} onTraded={() => setOpen(false)} />
 * ```
 */
export const TradePanel = forwardRef<HTMLElement, TradePanelProps>(function TradePanel(props, ref) {
  const wagmi = useContext(WagmiContext)
  if (!wagmi) {
    const { request, fees: _, onTraded: __, ...view } = props
    return (
      <TradePanelView
        {...view}
        ref={ref}
        kind={request.kind}
        planState="read-only"
        status="idle"
        progress={[]}
        onConfirm={() => {}}
      />
    )
  }
  return <Connected {...props} ref={ref} />
})
TradePanel.displayName = 'TradePanel'

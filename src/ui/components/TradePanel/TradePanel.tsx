'use client'
/**
 * The trade unit's public file for the other components: the dialog they
 * open a trade in (its panel loaded on demand), and the action they put in
 * an order's place by default — Buy for another maker's native
 * listing, Accept for a native offer when the app says the account holds
 * the token.
 */
import type { CurrencyMap } from '../../../core/currency/currency.js'
import { marketplacePageOf } from '../../../core/market/pages.js'
import { sameAddress } from '../../../core/schemas/address.js'
import { isSequenceMarket } from '../../../core/schemas/enums.js'
import type { Order } from '../../../core/schemas/order.js'
import type { TradeRequest } from '../../../wallet/trade/types.js'
import { marketplaceName } from '../../shared/format.js'
import type { RenderOrderAction } from '../../shared/orderAction.js'
import { formatPrice } from '../../shared/price.js'
import { fill, withStrings } from '../../shared/strings.js'
import { TRADE_PANEL_STRINGS, type TradePanelStrings } from './strings.js'
import { TradeButton } from './TradeButton.js'

export { EditPriceDialog, type EditPriceDialogProps } from './EditPriceDialog.js'
export { TradeDialog, type TradeDialogProps, useTradeDialog } from './TradeDialog.js'

export interface TradeOrderActionOptions {
  /** The connected account: its own orders get no trade (they get their cancel). */
  readonly account?: string | undefined
  /** Offer Accept on native offers: the account holds the token. */
  readonly accept?: boolean
  readonly currencies?: CurrencyMap
  readonly locale?: string
  readonly strings?: Partial<TradePanelStrings>
  /**
   * Opens the trade in a dialog the caller owns (`useTradeDialog`), so that
   * its outcome stays when the order leaves the list; else each button owns one.
   */
  readonly onTrade?: (request: TradeRequest) => void
}

/** A third-party order's link to its marketplace's page, where the kit knows it; else nothing. */
function elsewhere(order: Order, text: TradePanelStrings) {
  const page = marketplacePageOf(order)
  const marketplace = marketplaceName(order)
  if (!page || !marketplace) return null
  return (
    <a
      className="pk-button"
      data-variant="secondary"
      href={page}
      target="_blank"
      rel="noopener noreferrer"
    >
      {fill(text.elsewhere, { marketplace })}
    </a>
  )
}

/**
 * The order action that trades native orders with the kit's `TradeButton`:
 * Buy on another maker's Sequence Market listing (and Accept on an offer
 * when `accept`), named by its price the component shows beside it;
 * nothing for the account's own orders; for another marketplace's order, a
 * link to its page there where the kit knows it (OpenSea's), else nothing.
 * `OrderBook` and `PriceSummary` use it when the app gives no `renderAction`.
 *
 * @example
 * ```tsx
 * <OrderBook network="polygon" contractAddress={address} tokenId="42" renderAction={tradeOrderAction({ account, accept: holdsToken })} />
 * ```
 */
export function tradeOrderAction(options: TradeOrderActionOptions = {}): RenderOrderAction {
  const text = withStrings(TRADE_PANEL_STRINGS, options.strings)
  return (order, side, shown) => {
    if (!isSequenceMarket(order.marketplace)) return elsewhere(order, text)
    if (sameAddress(order.createdBy, options.account)) return null
    if (side === 'offer' && !options.accept) return null
    const kind = side === 'listing' ? 'buy' : 'accept'
    const price = shown?.price ?? formatPrice(order, options.currencies, options.locale)
    const request: TradeRequest = { kind, order }
    const label = fill(text.actionLabel[kind], { price })
    const { onTrade } = options
    if (!onTrade) {
      return (
        <TradeButton request={request} label={label} strings={options.strings}>
          {text.short[kind]}
        </TradeButton>
      )
    }
    return (
      <button
        type="button"
        className="pk-button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => onTrade(request)}
      >
        {text.short[kind]}
      </button>
    )
  }
}

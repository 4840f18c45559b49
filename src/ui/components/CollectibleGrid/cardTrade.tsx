'use client'
/**
 * The bound grid's default action at each card's foot (issue 45): Buy on
 * another maker's native listing, which opens the grid's trade dialog; for
 * another marketplace's order what `tradeOrderAction` gives an order book (a
 * link to its page where the kit knows it); else a space as tall as a
 * button, so that every card is as tall as its neighbours whether it has an
 * action or not. Nothing of the trade's code is here: the dialog loads when
 * a Buy is first pressed.
 */
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { marketplacePageOf } from '../../../core/market/pages.js'
import { sameAddress } from '../../../core/schemas/address.js'
import type { Collectible } from '../../../core/schemas/collectible.js'
import { isSequenceMarket } from '../../../core/schemas/enums.js'
import type { Order } from '../../../core/schemas/order.js'
import { useCurrencies } from '../../../react/hooks/useCurrencies.js'
import type { TradeRequest } from '../../../wallet/trade/types.js'
import { type CurrencyMap, marketplaceName } from '../../shared/format.js'
import { formatPrice } from '../../shared/price.js'
import { clampText } from '../../shared/safety.js'
import { fill, withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import {
  COLLECTIBLE_CARD_STRINGS,
  type CollectibleCardStrings,
} from '../CollectibleCard/CollectibleCard.js'
import { COLLECTIBLE_GRID_STRINGS, type CollectibleGridStrings } from './strings.js'

/** The trade's dialog, loaded when a card's Buy is first pressed: a grid only looked at carries none of it. */
const TradeDialog = lazy(() =>
  import('../TradePanel/TradePanel.js').then((m) => ({ default: m.TradeDialog })),
)

interface CardTradeOptions {
  /** The connected account: its own listing gets nothing (its cancel is on the collectible's page). */
  readonly account: string | undefined
  readonly currencies: CurrencyMap | undefined
  readonly locale: string
  /** Opens the grid's one trade dialog. */
  readonly onTrade: (request: TradeRequest) => void
  readonly text: CollectibleGridStrings
  /** The cards' words: the name of a token without one, the marketplaces' names. */
  readonly card: CollectibleCardStrings
}

/** Another marketplace's order: a link to its page there (a new tab), where the kit knows it. */
function elsewhere(order: Order, options: CardTradeOptions) {
  const page = marketplacePageOf(order)
  const marketplace = marketplaceName(order, options.card.marketplaceNames)
  if (!page || !marketplace) return null
  return (
    <a
      className="pk-button"
      data-variant="secondary"
      href={page}
      target="_blank"
      rel="noopener noreferrer"
    >
      {fill(options.text.elsewhere, { marketplace: clampText(marketplace, 40) })}
    </a>
  )
}

/** The action of one card, or nothing. */
function CardTrade({
  collectible,
  options,
}: {
  readonly collectible: Collectible
  readonly options: CardTradeOptions
}) {
  const { order, metadata } = collectible
  const { account, locale, onTrade, text } = options
  // The card's own currencies, so the name says the price as the card shows it.
  const currencies = useCurrencies([order], { currencies: options.currencies })
  let action: ReactNode = null
  if (order && !isSequenceMarket(order.marketplace)) action = elsewhere(order, options)
  else if (order && order.side === 'listing' && !sameAddress(order.createdBy, account)) {
    const name = clampText(metadata.name, 120).trim() || options.card.untitled
    const price = formatPrice(order, currencies, locale)
    action = (
      <button
        type="button"
        className="pk-button"
        aria-label={fill(text.buyLabel, { name, price })}
        aria-haspopup="dialog"
        onClick={() => onTrade({ kind: 'buy', order })}
      >
        {text.buy}
      </button>
    )
  }
  if (action) return action
  // As tall as a button in any font, never seen nor read, and no target for the pointer.
  return (
    <span className="pk-button pk-grid__no-action" aria-hidden="true">
      {'\u00a0'}
    </span>
  )
}

export interface UseCardTradeOptions {
  /** The connected account: its own listings get no Buy. */
  readonly account: string | undefined
  /** The currencies the cards' prices are said in (by default, the client's). */
  readonly currencies?: CurrencyMap
  readonly locale?: string
  /** The Buy's words and the link's (`buy`, `buyLabel`, `elsewhere`). */
  readonly strings?: Partial<CollectibleGridStrings>
  /** The cards' words: the name of a token without one, the marketplaces' names. */
  readonly cardStrings?: Partial<CollectibleCardStrings>
}

export interface CardTrade {
  /** Each card's action, for `CollectibleCard`'s `renderAction`. */
  readonly renderAction: (collectible: Collectible) => ReactNode
  /** The one trade dialog its Buy opens (nothing until one is pressed): render it once, beside the cards. */
  readonly dialog: ReactNode
}

/**
 * The bound `CollectibleGrid`'s card action, for an app that lays out its
 * own `CollectibleCard`s: Buy on another maker's native listing (named with
 * the token and the price), opening one `TradePanel` dialog for them all;
 * the marketplace's link for another marketplace's order; else a space as
 * tall as a button, so that cards keep one height. The dialog's code loads
 * when a Buy is first pressed.
 *
 * @example
 * ```tsx
 * const trade = useCardTrade({ account: address })
 * return (
 *   <>
 *     {collectibles.map((c) => (
 *       <CollectibleCard key={c.metadata.tokenId} collectible={c} renderAction={trade.renderAction} />
 *     ))}
 *     {trade.dialog}
 *   </>
 * )
 * ```
 */
export function useCardTrade(options: UseCardTradeOptions): CardTrade {
  const [trade, setTrade] = useState<TradeRequest>()
  const locale = useLocale(options.locale)
  const shared: CardTradeOptions = {
    account: options.account,
    currencies: options.currencies,
    locale,
    onTrade: setTrade,
    text: withStrings(COLLECTIBLE_GRID_STRINGS, options.strings),
    card: withStrings(COLLECTIBLE_CARD_STRINGS, options.cardStrings),
  }
  return {
    renderAction: (collectible) => <CardTrade collectible={collectible} options={shared} />,
    dialog: trade && (
      <Suspense>
        <TradeDialog request={trade} onClose={() => setTrade(undefined)} />
      </Suspense>
    ),
  }
}

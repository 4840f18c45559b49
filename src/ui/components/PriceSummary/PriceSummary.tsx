'use client'
import type { ForwardedRef, ReactNode } from 'react'
/**
 * What a collectible costs now, as marketplaces put it beside the media: its
 * cheapest listing and its best offer, each with the price, US dollars,
 * marketplace and end, or a stable empty line.
 */
import { sameAddress } from '../../../core/schemas/address.js'
import type { Order } from '../../../core/schemas/order.js'
import { useCurrencies } from '../../../react/hooks/useCurrencies.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { type CurrencyMap, cx, marketplaceName, relativeTime } from '../../shared/format.js'
import { type GuardProps, guarded } from '../../shared/Guarded.js'
import { present, type RenderOrderAction } from '../../shared/orderAction.js'
import { formatUSD, priceParts } from '../../shared/price.js'
import { RetryAlert } from '../../shared/RetryAlert.js'
import { clampText, safeUrl } from '../../shared/safety.js'
import { fill, withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { tradeOrderAction, useTradeDialog } from '../TradePanel/TradePanel.js'
import { PRICE_SUMMARY_STRINGS, type PriceSummaryStrings } from './strings.js'
import { useOwnOrderActions } from './useOwnOrderActions.js'
import { type UsePriceSummaryParameters, usePriceSummary } from './usePriceSummary.js'

export { PRICE_SUMMARY_STRINGS, type PriceSummaryStrings } from './strings.js'

export interface PriceSummaryViewProps extends GuardProps {
  readonly status: 'pending' | 'error' | 'success'
  /** The cheapest live listing; none: "Not listed". */
  readonly listing?: Order | undefined
  /** The highest live offer; none: "No offers". */
  readonly offer?: Order | undefined
  readonly onRetry?: () => void
  /** Symbols (and decimals) of the currencies, by lower-case address. */
  readonly currencies?: CurrencyMap
  /** The time ends are counted from, in ms (default `Date.now()`). */
  readonly now?: number
  /** The locale of numbers and times (default: the provider's, else `en-US`). */
  readonly locale?: string
  /**
   * The app's own action for the order a box shows — its checkout for the
   * listing, its accept-offer flow for the offer — under the price, where
   * marketplace users look for Buy and Accept; nothing where it returns
   * `null` or `undefined`, or where the box has no order. Name the order in its
   * accessible name, e.g. "Buy for 1.5 USDC".
   */
  readonly renderAction?: RenderOrderAction
  /** The connected account: its own order is marked "Yours" and gets `renderCancel`, not `renderAction`. */
  readonly account?: string | undefined
  /** The control for the account's own order in a box (the bound `PriceSummary` gives its cancel with `cancelable`). */
  readonly renderCancel?: (order: Order) => ReactNode
  /** The app's actions for the token itself — List for sale, Make an offer — at the foot of the box. */
  readonly children?: ReactNode
  readonly strings?: Partial<PriceSummaryStrings>
}

interface PriceSideProps {
  readonly kind: 'listing' | 'offer'
  readonly order: Order | undefined
  readonly none: string
  readonly view: PriceSummaryViewProps
  readonly text: PriceSummaryStrings
  readonly currencies: CurrencyMap
  readonly locale: string
}

/** One box: its label (and whether the order is the account's), the price, and its action. */
function PriceSide({ kind, order, none, view, text, currencies, locale }: PriceSideProps) {
  const { status, now = Date.now() } = view
  // The amount as the kit reads it: a server's text that is not a number is never shown.
  const price = order && priceParts(order, currencies, locale)
  const marketplace = order && clampText(marketplaceName(order) ?? '', 40)
  const ends = order && relativeTime(order.validUntil, now, locale)
  const yours = !!order && sameAddress(order.createdBy, view.account)
  const ready = order && price && status === 'success'
  const action = ready
    ? yours && view.renderCancel
      ? view.renderCancel(order)
      : view.renderAction?.(order, kind, { price: `${price.amount} ${price.symbol}` })
    : undefined
  const empty = status === 'success' && !price
  // A logo the app gave for the currency, followed only when it is an http(s) or ipfs URL.
  const logo =
    order && safeUrl(currencies[order.priceCurrencyAddress?.toLowerCase() ?? '']?.logoUrl)
  return (
    <div className="pk-price__side" data-side={kind} data-empty={empty || undefined}>
      <dt className="pk-price__label">
        {text[kind]}
        {yours && price && <span className="pk-price__yours">{text.yours}</span>}
      </dt>
      <dd className="pk-price__value">
        {status === 'pending' ? (
          <span className="pk-skeleton pk-price__skeleton" aria-hidden="true" />
        ) : price ? (
          <>
            {/* One line: the amount and its symbol never part; a long symbol is cut short. */}
            <span className="pk-price__amount" title={price.full}>
              {logo && <img className="pk-price__logo" src={logo} alt="" />}
              <span className="pk-num">{price.amount}</span>{' '}
              <bdi className="pk-price__symbol">{clampText(price.symbol, 32)}</bdi>
            </span>
            <span className="pk-price__usd pk-num">{formatUSD(order, locale)}</span>
            {/* The marketplace's name is outside text: isolated, it cannot turn the kit's words round. */}
            <span className="pk-price__meta">
              {marketplace && fillIsolated(text.on, { marketplace })}
              {marketplace && ends && ' · '}
              {ends && fill(text.ends, { time: ends })}
            </span>
            {present(action) && <div className="pk-price__action">{action}</div>}
          </>
        ) : (
          <span className="pk-price__none">{none}</span>
        )}
      </dd>
    </div>
  )
}

function PriceSummaryViewUnguarded(props: PriceSummaryViewProps, ref: ForwardedRef<HTMLElement>) {
  const { status, listing, offer, onRetry, className, children } = props
  const text = withStrings(PRICE_SUMMARY_STRINGS, props.strings)
  const locale = useLocale(props.locale)
  const currencies = useCurrencies([listing, offer], { currencies: props.currencies })
  const side = { view: props, text, currencies, locale }
  return (
    <section
      ref={ref}
      className={cx('pk-price', className)}
      aria-label={text.heading}
      aria-busy={status === 'pending' || undefined}
    >
      {status === 'error' ? (
        <RetryAlert
          className="pk-price__error"
          message={text.error}
          retryLabel={text.retry}
          onRetry={onRetry}
        />
      ) : (
        <dl className="pk-price__sides">
          <PriceSide kind="listing" order={listing} none={text.noListing} {...side} />
          <PriceSide kind="offer" order={offer} none={text.noOffer} {...side} />
        </dl>
      )}
      {present(children) && <div className="pk-price__more">{children}</div>}
      {status === 'pending' && (
        <span className="pk-visually-hidden" role="status">
          {text.loading}
        </span>
      )}
    </section>
  )
}

/**
 * A collectible's price summary from data you have: the lowest listing and
 * the best offer (price in the currency's digits on one line, US dollars,
 * marketplace, end), each in a box labelled by what it shows, a skeleton
 * while `pending`, a compact "Not listed" / "No offers" when a side is empty,
 * and a retry alert on `error`. `renderAction` puts the app's own action
 * (Buy, Accept) in a box, under its price. For the fetching version see
 * `PriceSummary`.
 *
 * @example
 * ```tsx
 * <PriceSummaryView
 *   status="success"
 *   listing={listings[0]}
 *   offer={offers[0]}
 *   currencies={currencies}
 *   renderAction={(order, side) =>
 *     side === 'listing' ? (
 *       <button type="button" onClick={() => checkout(order)}>
 *         Buy <span className="pk-visually-hidden">for {formatPrice(order, currencies)}</span>
 *       </button>
 *     ) : null
 *   }
 * />
 * ```
 */
export const PriceSummaryView = guarded(PriceSummaryViewUnguarded, 'PriceSummary', 'pk-price')

export type PriceSummaryProps = UsePriceSummaryParameters &
  Omit<PriceSummaryViewProps, 'status' | 'listing' | 'offer' | 'onRetry'> & {
    /**
     * Gives the `account`'s own order in a box a `CancelOrderButton` (the
     * whole cancellation with the app's wagmi config), then says it is
     * cancelled; and its own native listing "Edit price" beside it (an
     * `EditPriceDialog`: the cancel, then the listing at the new price).
     * Needs a `WagmiProvider`.
     */
    readonly cancelable?: boolean
  }

function PriceSummaryUnguarded(props: PriceSummaryProps, ref: ForwardedRef<HTMLElement>) {
  // The hook reads its own parameters, the view its own props.
  const price = usePriceSummary(props)
  const currencies = useCurrencies([price.listing, price.offer], { currencies: props.currencies })
  const locale = useLocale(props.locale)
  // By default another maker's native listing is bought here, in a dialog of the summary's: its
  // outcome stays when the listing bought leaves the box.
  const trade = useTradeDialog()
  const renderAction =
    props.renderAction ??
    tradeOrderAction({ account: props.account, currencies, locale, onTrade: trade.open })
  const text = withStrings(PRICE_SUMMARY_STRINGS, props.strings)
  const own = useOwnOrderActions(!!props.cancelable, currencies, locale, text)
  return (
    <>
      <PriceSummaryView
        {...props}
        renderAction={renderAction}
        renderCancel={props.renderCancel ?? own.renderCancel}
        ref={ref}
        status={price.status}
        listing={price.listing}
        offer={price.offer}
        onRetry={() => void price.refetch()}
      >
        {own.notice}
        {props.children}
      </PriceSummaryView>
      {trade.dialog}
      {own.dialog}
    </>
  )
}

/**
 * What one collectible costs now: its cheapest live listing and its best
 * offer, read with `usePriceSummary` — the order book's own queries, so an
 * `OrderBook` of the same collectible on the page adds no request, and a live
 * feed refreshes both. Under the lowest listing, when it is another maker's
 * native order, a Buy button opens the kit's `TradePanel` (`tradeOrderAction`);
 * `renderAction` puts the app's own action there instead.
 *
 * @example
 * ```tsx
 * <PriceSummary network="polygon" contractAddress={address} tokenId="42" currencies={currencies} />
 * ```
 */
export const PriceSummary = guarded(PriceSummaryUnguarded, 'PriceSummary', 'pk-price')

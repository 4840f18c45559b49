'use client'
import { type CSSProperties, type ForwardedRef, type ReactNode, useId, useRef } from 'react'
import type { Collectible } from '../../../core/schemas/collectible.js'
import type { Order } from '../../../core/schemas/order.js'
/**
 * A collectible as a card: its media, name, token id and best order (price,
 * currency, US dollar value, marketplace and, for ERC-1155, the quantity
 * available). Presentational: it renders the `Collectible` it is given.
 */
import { useCurrencies } from '../../../react/hooks/useCurrencies.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import {
  type CurrencyMap,
  cx,
  formatAmount,
  marketplaceName,
  NO_AMOUNT,
} from '../../shared/format.js'
import { type GuardProps, guarded } from '../../shared/Guarded.js'
import { amountDigits, formatUSD, priceParts } from '../../shared/price.js'
import { clampText } from '../../shared/safety.js'
import { fill, withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { TokenMedia } from '../TokenMedia/TokenMedia.js'
import { COLLECTIBLE_CARD_STRINGS, type CollectibleCardStrings } from './strings.js'
import { useTabIndexWithin } from './useTabIndexWithin.js'

export {
  CollectibleCardSkeleton,
  type CollectibleCardSkeletonProps,
} from './CollectibleCardSkeleton.js'
export { COLLECTIBLE_CARD_STRINGS, type CollectibleCardStrings } from './strings.js'

export interface CollectibleCardProps extends GuardProps {
  readonly collectible: Collectible
  /** Known currencies by lower-case address: the symbol shown next to a price. */
  readonly currencies?: CurrencyMap
  /** The locale its numbers are written in (default: the `PlatformProvider`'s `locale`, else `en-US`). */
  readonly locale?: string
  /**
   * The collection's contract type: `ERC1155` always shows the quantity
   * available, `ERC721` never does. Unknown (default): shown when it is not 1.
   */
  readonly contractType?: 'ERC721' | 'ERC1155'
  /** Makes the card a link to this URL (the app's own URL; nothing from metadata). */
  readonly href?: string
  /** Makes the card a button; called when it is activated. Ignored when `href` is given. */
  readonly onSelect?: (collectible: Collectible) => void
  /**
   * The app's own action for this collectible (its checkout's Buy, an
   * accept-offer flow…), at the card's foot, where marketplaces put Buy. It is
   * outside the card's link or button (never nested in it) and above it, so
   * that pointer and keyboard reach it; give it a name that says the token
   * (`Buy Ada #7`), as a screen reader may reach it out of the card's context.
   */
  readonly renderAction?: (collectible: Collectible) => ReactNode
  /**
   * The tab index of the card's focusable element: its link or button, or the
   * card itself when it has neither (a grid with a roving tab index sets it).
   * At -1 the action's focusable elements leave the tab order too; otherwise
   * Tab goes from the card to its action.
   */
  readonly tabIndex?: number
  /** The IPFS gateway for the media (see `TokenMedia`). */
  readonly ipfsGateway?: string
  readonly className?: string
  readonly strings?: Partial<CollectibleCardStrings>
}

/** `115792…9935`: a long token id shortened for display. */
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 6)}…${id.slice(-4)}` : id)

/** Whether a card shows an order's quantity available. */
function showsQuantity(order: Order, contractType: 'ERC721' | 'ERC1155' | undefined) {
  if (contractType === 'ERC721') return false
  if (contractType === 'ERC1155') return true
  return order.quantityAvailable !== '1'
}

function CollectibleCardUnguarded(
  {
    collectible,
    currencies: given,
    locale: givenLocale,
    contractType,
    href,
    onSelect,
    renderAction,
    tabIndex,
    ipfsGateway,
    className,
    strings,
  }: CollectibleCardProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const text = withStrings(COLLECTIBLE_CARD_STRINGS, strings)
  const locale = useLocale(givenLocale)
  const { metadata, order } = collectible
  // The symbols of its currencies, named without configuration (the app's map wins).
  const currencies = useCurrencies([order, collectible.listing, collectible.offer], {
    currencies: given,
  })
  const name = clampText(metadata.name, 120).trim() || text.untitled
  const id = metadata.tokenId
  const interactive = href !== undefined || onSelect !== undefined
  const nameId = useId()
  const foot = useRef<HTMLDivElement>(null)
  useTabIndexWithin(foot, renderAction && tabIndex)
  const nameText = <span className="pk-card__name-text">{name}</span>
  const title =
    href !== undefined ? (
      <a className="pk-card__action" href={href} tabIndex={tabIndex}>
        {nameText}
      </a>
    ) : onSelect ? (
      <button
        type="button"
        className="pk-card__action"
        tabIndex={tabIndex}
        onClick={() => onSelect(collectible)}
      >
        {nameText}
      </button>
    ) : (
      nameText
    )
  // The id is shown once: when the name already ends with it, its line is for assistive technology only.
  const idInName = name.endsWith(`#${id}`)

  return (
    <article
      ref={ref}
      className={cx('pk-card', interactive && 'pk-card--interactive', className)}
      tabIndex={interactive ? undefined : tabIndex}
      aria-labelledby={nameId}
      data-token-id={id}
    >
      <TokenMedia metadata={metadata} variant="still" ipfsGateway={ipfsGateway} />
      <div className="pk-card__body">
        <div className="pk-card__name" id={nameId} dir="auto">
          {title}
        </div>
        <p className={idInName ? 'pk-visually-hidden' : 'pk-card__id'} title={id}>
          {!idInName && (
            <span aria-hidden="true">{fillIsolated(text.tokenId, { id: shortId(id) })}</span>
          )}
          <span className="pk-visually-hidden">{fillIsolated(text.tokenIdLabel, { id })}</span>
        </p>
        {order ? (
          cardOrder(order, currencies, locale, contractType, text)
        ) : (
          <p className="pk-card__unlisted">{text.notListed}</p>
        )}
      </div>
      {renderAction && (
        <div ref={foot} className="pk-card__foot">
          {renderAction(collectible)}
        </div>
      )}
    </article>
  )
}

/** The lines of a card's order: its price, US dollars, marketplace and quantity. */
function cardOrder(
  order: Order,
  currencies: CurrencyMap | undefined,
  locale: string,
  contractType: 'ERC721' | 'ERC1155' | undefined,
  text: CollectibleCardStrings,
) {
  const marketplace = marketplaceName(order, text.marketplaceNames)
  // Amounts as the kit reads them (its own text, like its words); outside text in elements of
  // its own (issue 28).
  const price = priceParts(order, currencies, locale)
  const usd = formatUSD(order, locale)
  return (
    <>
      <p className="pk-card__price" data-side={order.side}>
        <span className="pk-card__price-label">
          {order.side === 'offer' ? text.offerPrice : text.listingPrice}
        </span>{' '}
        <span
          className="pk-card__amount"
          title={price.full}
          style={{ '--pk-card-digits': amountDigits(price.amount) } as CSSProperties}
        >
          <span className="pk-card__number">{price.amount}</span>{' '}
          <bdi className="pk-card__symbol">{price.symbol}</bdi>
        </span>{' '}
        {/* Always there, empty without a value: the card's lines stay where its neighbours' are. */}
        <span className="pk-card__usd" title={order.priceUSDFormatted}>
          {usd !== NO_AMOUNT && fill(text.usd, { usd })}
        </span>
      </p>
      <p className="pk-card__meta">
        {marketplace && (
          <span className="pk-card__marketplace" title={marketplace}>
            {fillIsolated(text.marketplace, { marketplace: clampText(marketplace, 40) })}
          </span>
        )}
        {showsQuantity(order, contractType) && order.quantityAvailableFormatted && (
          <span className="pk-card__quantity" title={order.quantityAvailableFormatted}>
            {fill(text.quantity, { quantity: formatAmount(order.quantityAvailableFormatted) })}
          </span>
        )}
      </p>
    </>
  )
}

/**
 * A collectible as a card: media (still), name clamped to two lines, token
 * id, and its best order — the price with its currency symbol (from
 * `currencies`) and US dollar value, the marketplace and, for ERC-1155, the
 * quantity available — or "Not listed" without one. With `href` the name is
 * a link and with `onSelect` a button, each stretched over the whole card, so
 * the card is one keyboard stop whose accessible name is the token's name;
 * `renderAction` adds the app's own action at its foot, the next stop. On a
 * narrow card the amount takes a line of its own, and its currency the line
 * under it if need be: a number is never cut. Metadata is rendered as text
 * only.
 *
 * @example
 * ```tsx
 * <CollectibleCard
 *   collectible={collectible}
 *   currencies={{ [usdc.toLowerCase()]: { symbol: 'USDC', decimals: 6 } }}
 *   contractType="ERC1155"
 *   onSelect={(c) => open(c.metadata.tokenId)}
 *   renderAction={(c) => <button type="button" onClick={() => buy(c)}>Buy {c.metadata.name}</button>}
 * />
 * ```
 */
export const CollectibleCard = guarded(
  CollectibleCardUnguarded,
  'CollectibleCard',
  'pk-card',
  false,
)

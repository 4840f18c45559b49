/** The props of `CollectibleGridView`, and what its `renderCard` receives. */
import type { ReactNode } from 'react'
import type { Collectible } from '../../../core/schemas/collectible.js'
import type { CurrencyMap } from '../../shared/format.js'
import type { GuardProps } from '../../shared/Guarded.js'
import type { CollectibleCardStrings } from '../CollectibleCard/CollectibleCard.js'
import type { LiveStatusStrings } from '../LiveStatusBadge/LiveStatusBadge.js'
import type { CollectibleGridStrings } from './strings.js'

/** What `renderCard` receives for each cell. */
export interface CollectibleGridCardArgs {
  readonly collectible: Collectible
  /** The position in the list, from 0. */
  readonly index: number
  /**
   * 0 for the one card the Tab key reaches, -1 for the others (a roving tab
   * index): put it on the card's focusable element, which the grid focuses
   * when the arrow keys move to the cell.
   */
  readonly tabIndex: number
  /** From `getHref`. */
  readonly href: string | undefined
  /** Calls the grid's `onSelect` with this collectible, when there is one. */
  readonly onSelect: (() => void) | undefined
}

export interface CollectibleGridViewProps extends GuardProps {
  /** Everything loaded so far, in order. */
  readonly collectibles: readonly Collectible[]
  /** `pending` shows skeletons, `error` (with nothing loaded) the error state, `success` the data or the empty state. */
  readonly status: 'pending' | 'error' | 'success'
  /** Whether a later page exists. */
  readonly hasNextPage?: boolean
  /** Whether the next page is loading (shows the "loading more" row). */
  readonly isFetchingNextPage?: boolean
  /** Whether loading the next page failed (shows its error and a retry button). */
  readonly isFetchNextPageError?: boolean
  /**
   * Loads the next page: called once when the last rendered row comes within
   * `pageThreshold` rows of the end of what is loaded and `hasNextPage`.
   */
  readonly fetchNextPage?: () => unknown
  /** The error state's retry button (e.g. the query's `refetch`). */
  readonly onRetry?: () => unknown
  /** Makes each card a button; called with the collectible activated. */
  readonly onSelect?: (collectible: Collectible, index: number) => void
  /** Makes each card a link to the URL returned (the app's own URL). */
  readonly getHref?: (collectible: Collectible) => string | undefined
  /** Renders a cell's card instead of `CollectibleCard`. */
  readonly renderCard?: (args: CollectibleGridCardArgs) => ReactNode
  /**
   * The app's own action on each card (`CollectibleCard`'s `renderAction`),
   * at the card's foot: Tab goes from the focused card to its action, and the
   * actions of the other cards stay out of the tab order with their cards (a
   * roving tab index); the arrow keys move on from an action as from its card.
   * Not used with `renderCard`.
   */
  readonly renderCardAction?: (collectible: Collectible) => ReactNode
  /** Known currencies by lower-case address, for the cards. */
  readonly currencies?: CurrencyMap
  /** The locale of the numbers (default: the `PlatformProvider`'s `locale`, else `en-US`). */
  readonly locale?: string
  /**
   * What scrolls: `self` (default), the grid's own box, sized by the CSS
   * variable `--pk-grid-height`; or `window`, the page, with the grid as tall
   * as its rows and still only the visible ones rendered.
   */
  readonly scroll?: 'self' | 'window'
  /**
   * Shows the result count above the cards (default true): `42 results`, or
   * `60+ results` while later pages exist (the interface gives no total).
   */
  readonly showCount?: boolean
  /** The collection's contract type, for the cards (ERC-1155 shows quantities). */
  readonly contractType?: 'ERC721' | 'ERC1155'
  /** The IPFS gateway of the cards' media. */
  readonly ipfsGateway?: string
  /**
   * The narrowest a card may be, in pixels: the number of columns is as many
   * as fit. Without it, the CSS variable `--pk-grid-min-card-width` (200px by
   * default) decides. On a phone a card narrows below it to half the width
   * less the gap, for two columns, as long as that is at least
   * `--pk-grid-narrowest-card-width` (128px by default).
   */
  readonly minCardWidth?: number
  /** Rows rendered beyond the visible ones, above and below (default 2). */
  readonly overscan?: number
  /** How many rows before the end of the loaded rows the next page is requested (default 2). */
  readonly pageThreshold?: number
  /** Rows of skeletons while the first page loads (default 2). */
  readonly loadingRows?: number
  /**
   * The size of the scroll container before it can be measured (server
   * rendering, or environments without layout such as jsdom): it is used
   * whenever the container reports no size.
   */
  readonly initialRect?: { readonly width: number; readonly height: number }
  /** Under a `LiveQueries`, shows the live feed's state beside the count (`LiveStatusBadge`); `false` hides it. */
  readonly liveStatus?: boolean
  /**
   * Under a `LiveQueries`, marks the cards a live update added or changed for
   * two seconds (`data-live-mark` on their cell) and says what changed in a
   * polite live region at most every five seconds ("2 collectibles changed");
   * `false` does neither.
   */
  readonly liveMarks?: boolean
  readonly className?: string
  readonly strings?: Partial<CollectibleGridStrings>
  /** Strings of every card. */
  readonly cardStrings?: Partial<CollectibleCardStrings>
  readonly liveStrings?: Partial<LiveStatusStrings>
}

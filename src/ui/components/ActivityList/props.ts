/** The props of `ActivityListView`: the items and the read's state, with no data layer. */
import type { CurrencyMap } from '../../../core/currency/currency.js'
import type { Network, NetworkRef } from '../../../core/transport/networks.js'
import type { ActivityEntry } from '../../../react/hooks/useActivity.js'
import type { GuardProps } from '../../shared/Guarded.js'
import type { ActivityFilter } from './filters.js'
import type { ActivityListStrings } from './strings.js'
import type { ActivityTokenInfo, ActivityTokenReader } from './useActivityTokens.js'

export type { ActivityEntry } from '../../../react/hooks/useActivity.js'
export type {
  ActivityTokenInfo,
  ActivityTokenMetadata,
  ActivityTokenReader,
  ActivityTokenRequest,
} from './useActivityTokens.js'

/** Whether the first page is loading, failed, or is there. */
export type ActivityListStatus = 'pending' | 'error' | 'success'

export interface ActivityListViewProps extends GuardProps {
  /** The items, newest first (`useActivity`'s `items`). */
  readonly items: readonly ActivityEntry[]
  readonly status: ActivityListStatus
  /** The read's failure; the list says its own words (`strings.error`) and offers a retry. */
  readonly error?: Error | null
  /** Whether older items remain to be loaded. */
  readonly hasNextPage?: boolean
  readonly isFetchingNextPage?: boolean
  /** Loads the next page (older items); called as the end of the list comes into view. */
  readonly onLoadMore?: (() => unknown) | undefined
  /** Reads the list again, offered with the error. */
  readonly onRetry?: (() => unknown) | undefined
  /**
   * The network the items are on, for its block explorer: a name or chain id
   * looked up in the `PlatformProvider`'s networks (else the kit's), or a
   * `Network` itself. Without it, each item's `chainId` is looked up.
   */
  readonly network?: NetworkRef | Network
  /** What the app knows of the tokens, by token id (decimal string): name and media. */
  readonly tokens?: ReadonlyMap<string, ActivityTokenInfo>
  /**
   * Reads the names and media of the other tokens of the rows shown: one call
   * per contract, never one per row, each token once (`useActivityTokens`).
   * Without it, `ActivityListView` shows by its id a token `tokens` does not
   * know, and `ActivityList` reads it from the platform's metadata service
   * (`GetTokenMetadata`: name and image) when its `PlatformProvider`'s client
   * has a `metadata` URL.
   */
  readonly readTokens?: ActivityTokenReader
  /** The filter chosen (default `all`): its choice is checked, and an empty list says what it lacks. */
  readonly filter?: ActivityFilter
  /**
   * Shows the filter by kind above the list (All, Sales, Listings, Offers,
   * Transfers) and is called with the one chosen; the app reads again with
   * its kinds (`ACTIVITY_FILTERS`). Without it, no filter is shown.
   */
  readonly onFilterChange?: (filter: ActivityFilter) => void
  /** The time relative times are written from (default `Date.now()` at render). */
  readonly now?: number
  readonly locale?: string | undefined
  /** The IPFS gateway of the tokens' media. */
  readonly ipfsGateway?: string
  /** `self` (default): the list scrolls in its own box (`--pk-activity-height`); `window`: with the page. */
  readonly scroll?: 'self' | 'window'
  /** The size of the scroll box before it can be measured (server rendering, tests). */
  readonly initialRect?: { readonly width: number; readonly height: number }
  readonly strings?: Partial<ActivityListStrings>
  /**
   * Known currencies by lower-case address, for the market items' prices; a
   * currency not in it is read from its contract, as everywhere in the kit.
   */
  readonly currencies?: CurrencyMap
}

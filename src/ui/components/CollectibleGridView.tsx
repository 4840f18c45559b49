'use client'
/**
 * A collection's collectibles as a virtualized, keyboard-navigable grid of
 * cards that renders what it is given and asks for the next page as the user
 * scrolls. Its logic is in hooks an app can use with its own markup:
 * `useGridLayout`, `useGridNavigation`, `useVirtualGrid`, `useLoadMoreNearEnd`.
 */
import {
  type CSSProperties,
  type ForwardedRef,
  type ReactNode,
  useCallback,
  useMemo,
  useRef,
} from 'react'
import type { Collectible } from '../../core/schemas/collectible.js'
import { useGridLayout } from '../hooks/useGridLayout.js'
import { useGridNavigation } from '../hooks/useGridNavigation.js'
import { useLoadMoreNearEnd, useVirtualGrid } from '../hooks/useVirtualGrid.js'
import { type CurrencyMap, cx } from '../lib/format.js'
import { withStrings } from '../lib/strings.js'
import {
  CollectibleCard,
  CollectibleCardSkeleton,
  type CollectibleCardStrings,
} from './CollectibleCard.js'
import { type GuardProps, guarded } from './Guarded.js'
import { GridCount, GridFooter, GridRows } from './grid/GridParts.js'
import { COLLECTIBLE_GRID_STRINGS, type CollectibleGridStrings } from './grid/strings.js'
import { RetryAlert } from './RetryAlert.js'
import { useLocale } from './useLocale.js'

export { COLLECTIBLE_GRID_STRINGS, type CollectibleGridStrings } from './grid/strings.js'

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
   * default) decides.
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
  readonly className?: string
  readonly strings?: Partial<CollectibleGridStrings>
  /** Strings of every card. */
  readonly cardStrings?: Partial<CollectibleCardStrings>
}

function CollectibleGridViewUnguarded(
  {
    collectibles,
    status,
    hasNextPage = false,
    isFetchingNextPage = false,
    isFetchNextPageError = false,
    fetchNextPage,
    onRetry,
    onSelect,
    getHref,
    renderCard,
    currencies,
    locale: givenLocale,
    contractType,
    ipfsGateway,
    minCardWidth,
    scroll = 'self',
    showCount = true,
    overscan = 2,
    pageThreshold = 2,
    loadingRows = 2,
    initialRect,
    className,
    strings,
    cardStrings,
  }: CollectibleGridViewProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const text = withStrings(COLLECTIBLE_GRID_STRINGS, strings)
  const locale = useLocale(givenLocale)
  const viewportRef = useRef<HTMLDivElement>(null)
  const probeRef = useRef<HTMLDivElement>(null)
  const fallbackWidth = initialRect?.width ?? 0
  const fallbackHeight = initialRect?.height ?? 0
  const fallback = useMemo(
    () => ({ width: fallbackWidth, height: fallbackHeight }),
    [fallbackWidth, fallbackHeight],
  )
  const layout = useGridLayout({
    container: viewportRef,
    probe: probeRef,
    minCardWidth,
    fallback,
    scroll,
  })
  const { columns, rowEstimate } = layout
  const count = collectibles.length
  const showData = count > 0
  const rowCount = showData ? Math.ceil(count / columns) : 0
  // The keys scroll through the virtualizer, which in turn keeps the tab stop's row rendered:
  // a ref breaks the circle between the two hooks.
  const scrollTo = useRef<(row: number) => void>(() => {})
  const nav = useGridNavigation({
    count,
    columns,
    pageRows: Math.max(1, Math.floor(layout.height / Math.max(rowEstimate, 1))),
    scrollToRow: useCallback((row: number) => scrollTo.current(row), []),
  })
  const grid = useVirtualGrid({
    rowCount,
    rowEstimate,
    overscan,
    keepRow: nav.activeRow,
    scroll,
    viewport: viewportRef,
    grid: nav.gridRef,
    fallback,
  })
  scrollTo.current = grid.scrollToRow
  useLoadMoreNearEnd({
    loaded: collectibles,
    lastRendered: grid.lastRendered,
    rowCount,
    threshold: pageThreshold,
    hasNextPage,
    busy: isFetchingNextPage || isFetchNextPageError,
    fetchNextPage,
  })

  const style = {
    '--pk-grid-columns': String(columns),
    ...(minCardWidth !== undefined ? { '--pk-grid-min-card-width': `${minCardWidth}px` } : {}),
  } as CSSProperties
  const state = showData ? 'data' : status === 'success' ? 'empty' : status

  const renderCell = (collectible: Collectible, index: number) => {
    const tabIndex = nav.tabIndexOf(index)
    const href = getHref?.(collectible)
    const select = onSelect ? () => onSelect(collectible, index) : undefined
    if (renderCard) return renderCard({ collectible, index, tabIndex, href, onSelect: select })
    return (
      <CollectibleCard
        collectible={collectible}
        currencies={currencies}
        locale={locale}
        contractType={contractType}
        href={href}
        onSelect={select}
        tabIndex={tabIndex}
        ipfsGateway={ipfsGateway}
        strings={cardStrings}
      />
    )
  }

  return (
    <div
      ref={ref}
      className={cx('pk-grid', className)}
      style={style}
      data-state={state}
      data-scroll={scroll}
      aria-busy={state === 'pending' ? 'true' : undefined}
    >
      <div ref={probeRef} className="pk-grid__probe" aria-hidden="true" />
      {showCount && (
        <GridCount count={count} more={hasNextPage} shown={showData} locale={locale} text={text} />
      )}
      <div ref={viewportRef} className="pk-grid__viewport">
        {state === 'pending' && (
          <div className="pk-grid__skeletons" role="status">
            <span className="pk-visually-hidden">{text.loading}</span>
            {Array.from({ length: columns * Math.max(1, loadingRows) }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have nothing else to key on
              <CollectibleCardSkeleton key={i} decorative />
            ))}
          </div>
        )}
        {state === 'error' && (
          <RetryAlert
            className="pk-grid__message"
            message={text.error}
            retryLabel={text.retry}
            onRetry={onRetry}
          />
        )}
        {state === 'empty' && (
          <p className="pk-grid__message" role="status">
            {text.empty}
          </p>
        )}
        {showData && (
          <>
            <GridRows
              nav={nav}
              grid={grid}
              columns={columns}
              rowCount={rowCount}
              items={collectibles}
              keyOf={(c) => c.metadata.tokenId}
              label={text.label}
              renderCell={renderCell}
            />
            <GridFooter
              loadingMore={isFetchingNextPage}
              failed={isFetchNextPageError}
              onRetry={fetchNextPage}
              text={text}
            />
          </>
        )}
      </div>
    </div>
  )
}

/**
 * A virtualized grid of collectible cards that renders what it is given:
 * skeletons while `pending`, the error state with a retry button, the empty
 * state, or the cards in rows of as many columns as fit. Only the visible rows
 * (plus `overscan`) are in the DOM, so 10,000 cards scroll like 20; nearing
 * the end of what is loaded calls `fetchNextPage` once. It is an ARIA grid
 * with one tab stop: the arrow keys move between cards (left and right follow
 * the reading order across rows), Home and End go to the start and end of the
 * row, Ctrl+Home and Ctrl+End to the first and last card, Page Up and Page
 * Down a screenful of rows, scrolling the focused card into view. Size it with
 * a height (the CSS variable `--pk-grid-height`, 600px by default).
 *
 * @example
 * ```tsx
 * const { data, status, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useCollectibles(params)
 * const collectibles = useMemo(() => data?.pages.flatMap((p) => p.collectibles) ?? [], [data])
 * <CollectibleGridView
 *   collectibles={collectibles}
 *   status={status}
 *   hasNextPage={hasNextPage}
 *   isFetchingNextPage={isFetchingNextPage}
 *   fetchNextPage={fetchNextPage}
 *   onRetry={refetch}
 *   onSelect={(c) => navigate(`/token/${c.metadata.tokenId}`)}
 * />
 * ```
 */
export const CollectibleGridView = guarded(
  CollectibleGridViewUnguarded,
  'CollectibleGridView',
  'pk-grid',
)

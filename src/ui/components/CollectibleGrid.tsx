/**
 * A collection's collectibles as a virtualized, keyboard-navigable grid of
 * cards that loads the next page as the user scrolls: `CollectibleGridView`
 * renders what it is given, `CollectibleGrid` binds it to `useCollectibles`.
 */
import {
  measureElement as defaultMeasureElement,
  observeElementRect as defaultObserveElementRect,
  defaultRangeExtractor,
  type Range,
  type Rect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual'
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { ListCollectiblesParams } from '../../core/operations/listCollectibles.js'
import type { Collectible } from '../../core/schemas/collectible.js'
import type { SortBy } from '../../core/schemas/page.js'
import { useCollectibles } from '../../react/hooks/useCollectibles.js'
import { type CurrencyMap, cx } from '../lib/format.js'
import { withStrings } from '../lib/strings.js'
import {
  CollectibleCard,
  CollectibleCardSkeleton,
  type CollectibleCardStrings,
} from './CollectibleCard.js'
import { type GuardProps, guarded } from './Guarded.js'
import { RetryAlert } from './RetryAlert.js'

export const COLLECTIBLE_GRID_STRINGS = {
  /** The accessible name of the grid. */
  label: 'Collectibles',
  /** Announced while the first page loads. */
  loading: 'Loading collectibles',
  /** Shown while the next page loads. */
  loadingMore: 'Loading more collectibles…',
  /** Shown when there is nothing to show. */
  empty: 'No collectibles found',
  /** Shown when the collectibles could not be loaded. */
  error: 'The collectibles could not be loaded.',
  /** Shown when the next page could not be loaded. */
  nextPageError: 'More collectibles could not be loaded.',
  /** The label of the retry buttons. */
  retry: 'Try again',
}
export type CollectibleGridStrings = typeof COLLECTIBLE_GRID_STRINGS

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
  readonly ref?: Ref<HTMLDivElement>
}

const DEFAULT_MIN_CARD = 200
const DEFAULT_GAP = 12
/** The height of a card below its square media: name, id, price and meta lines, padding. */
const CARD_TEXT_HEIGHT = 128

/** The viewport's size and the CSS sizes the layout follows. */
interface Layout {
  readonly width: number
  readonly height: number
  readonly minCard: number
  readonly gap: number
}

const px = (value: string | undefined, fallback: number) => {
  const n = Number.parseFloat(value ?? '')
  return Number.isFinite(n) && n >= 0 ? n : fallback
}

/** Measures the viewport (with a ResizeObserver) and the card width and gap set in CSS. */
function useLayout(
  viewport: { readonly current: HTMLDivElement | null },
  probe: { readonly current: HTMLDivElement | null },
  fallback: Rect,
  minCardWidth: number | undefined,
): Layout {
  const [layout, setLayout] = useState<Layout>({
    width: fallback.width,
    height: fallback.height,
    minCard: minCardWidth ?? DEFAULT_MIN_CARD,
    gap: DEFAULT_GAP,
  })
  useLayoutEffect(() => {
    const element = viewport.current
    if (!element) return
    const measure = () => {
      const style = probe.current ? getComputedStyle(probe.current) : undefined
      const measured = probe.current?.getBoundingClientRect().width ?? 0
      const next: Layout = {
        width: element.clientWidth || fallback.width,
        height: element.clientHeight || fallback.height,
        minCard: measured > 0 ? measured : (minCardWidth ?? DEFAULT_MIN_CARD),
        gap: px(style?.columnGap, DEFAULT_GAP),
      }
      setLayout((prev) =>
        prev.width === next.width &&
        prev.height === next.height &&
        prev.minCard === next.minCard &&
        prev.gap === next.gap
          ? prev
          : next,
      )
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (probe.current) observer.observe(probe.current)
    return () => observer.disconnect()
  }, [viewport, probe, fallback.width, fallback.height, minCardWidth])
  return layout
}

function CollectibleGridViewUnguarded({
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
  contractType,
  ipfsGateway,
  minCardWidth,
  overscan = 2,
  pageThreshold = 2,
  loadingRows = 2,
  initialRect,
  className,
  strings,
  cardStrings,
  ref,
}: CollectibleGridViewProps) {
  const text = withStrings(COLLECTIBLE_GRID_STRINGS, strings)
  const viewportRef = useRef<HTMLDivElement>(null)
  const probeRef = useRef<HTMLDivElement>(null)
  const gridRef = useRef<HTMLDivElement>(null)
  const fallbackWidth = initialRect?.width ?? 0
  const fallbackHeight = initialRect?.height ?? 0
  const fallback = useMemo<Rect>(
    () => ({ width: fallbackWidth, height: fallbackHeight }),
    [fallbackWidth, fallbackHeight],
  )
  const layout = useLayout(viewportRef, probeRef, fallback, minCardWidth)
  const columns = Math.max(
    1,
    Math.floor((layout.width + layout.gap) / (layout.minCard + layout.gap)),
  )
  const cardWidth = Math.max(0, (layout.width - layout.gap * (columns - 1)) / columns)
  const rowEstimate = Math.round(cardWidth + CARD_TEXT_HEIGHT + layout.gap)
  const count = collectibles.length
  const rowCount = Math.ceil(count / columns)
  const showData = count > 0

  const [active, setActive] = useState(0)
  const activeIndex = Math.min(active, Math.max(count - 1, 0))
  const activeRow = Math.floor(activeIndex / columns)
  const focusPending = useRef(false)

  // The active card's row stays rendered, so the grid always has its tab stop.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range)
      if (activeRow < range.count && !rows.includes(activeRow)) {
        rows.push(activeRow)
        rows.sort((a, b) => a - b)
      }
      return rows
    },
    [activeRow],
  )
  const observeElementRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) =>
      defaultObserveElementRect(instance, (rect) =>
        cb(rect.width > 0 || rect.height > 0 ? rect : fallback),
      ),
    [fallback],
  )
  const measureElement = useCallback(
    (
      element: Element,
      entry: ResizeObserverEntry | undefined,
      instance: Virtualizer<HTMLDivElement, Element>,
    ) => {
      const size = defaultMeasureElement(element, entry, instance)
      return size > 0 ? size : rowEstimate
    },
    [rowEstimate],
  )
  const virtualizer = useVirtualizer({
    count: showData ? rowCount : 0,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => rowEstimate,
    overscan,
    initialRect: fallback,
    observeElementRect,
    measureElement,
    rangeExtractor,
    useFlushSync: false,
  })
  // A new width or column count changes every row's height: measure again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the layout changes
  useLayoutEffect(() => {
    virtualizer.measure()
  }, [virtualizer, rowEstimate, columns])

  const rows = virtualizer.getVirtualItems()
  const lastRendered = Math.min(
    (virtualizer.range?.endIndex ?? rows[rows.length - 1]?.index ?? 0) + overscan,
    rowCount - 1,
  )

  // Next page: once per loaded list, never while a page is loading or after it failed.
  const requestedFor = useRef<readonly Collectible[] | null>(null)
  useEffect(() => {
    if (!showData || !hasNextPage || !fetchNextPage) return
    if (isFetchingNextPage || isFetchNextPageError) return
    if (lastRendered < rowCount - 1 - pageThreshold) return
    if (requestedFor.current === collectibles) return
    requestedFor.current = collectibles
    fetchNextPage()
  }, [
    showData,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    lastRendered,
    rowCount,
    pageThreshold,
    collectibles,
  ])

  // Focus follows the arrow keys once the target row is rendered.
  useEffect(() => {
    if (!focusPending.current) return
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-pk-index="${activeIndex}"]`)
    if (!cell) return
    focusPending.current = false
    const target = cell.querySelector<HTMLElement>('[tabindex="0"]') ?? cell
    target.focus({ preventScroll: true })
  })

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, count - 1))
    setActive(next)
    focusPending.current = true
    virtualizer.scrollToIndex(Math.floor(next / columns), { align: 'auto' })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count === 0 || event.altKey || event.metaKey) return
    const target = event.target as HTMLElement
    if (target.closest('input, textarea, select, [contenteditable]')) return
    const column = activeIndex % columns
    const rowStart = activeIndex - column
    const lastIndex = count - 1
    const pageRows = Math.max(1, Math.floor(layout.height / Math.max(rowEstimate, 1)))
    let next: number
    switch (event.key) {
      case 'ArrowRight':
        next = Math.min(activeIndex + 1, lastIndex)
        break
      case 'ArrowLeft':
        next = Math.max(activeIndex - 1, 0)
        break
      case 'ArrowDown':
        // Into a shorter last row: its last card.
        next =
          rowStart + columns <= lastIndex ? Math.min(activeIndex + columns, lastIndex) : activeIndex
        break
      case 'ArrowUp':
        next = activeIndex - columns >= 0 ? activeIndex - columns : activeIndex
        break
      case 'Home':
        next = event.ctrlKey ? 0 : rowStart
        break
      case 'End':
        next = event.ctrlKey ? lastIndex : Math.min(rowStart + columns - 1, lastIndex)
        break
      case 'PageDown': {
        const lastRow = Math.floor(lastIndex / columns)
        const row = Math.min(activeRow + pageRows, lastRow)
        next = Math.min(row * columns + column, lastIndex)
        break
      }
      case 'PageUp': {
        const row = Math.max(activeRow - pageRows, 0)
        next = row * columns + column
        break
      }
      default:
        return
    }
    event.preventDefault()
    moveTo(next)
  }

  // A card focused by pointer or Tab becomes the tab stop.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-pk-index]')
    const index = Number(cell?.dataset.pkIndex)
    if (Number.isInteger(index) && index !== activeIndex) setActive(index)
  }

  const style = {
    '--pk-grid-columns': String(columns),
    ...(minCardWidth !== undefined ? { '--pk-grid-min-card-width': `${minCardWidth}px` } : {}),
  } as CSSProperties
  const state = showData ? 'data' : status === 'success' ? 'empty' : status

  const renderCell = (collectible: Collectible, index: number) => {
    const tabIndex = index === activeIndex ? 0 : -1
    const href = getHref?.(collectible)
    const select = onSelect ? () => onSelect(collectible, index) : undefined
    if (renderCard) return renderCard({ collectible, index, tabIndex, href, onSelect: select })
    return (
      <CollectibleCard
        collectible={collectible}
        currencies={currencies}
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
      aria-busy={state === 'pending' ? 'true' : undefined}
    >
      <div ref={probeRef} className="pk-grid__probe" aria-hidden="true" />
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
            {/* biome-ignore lint/a11y/useSemanticElements: an ARIA grid of cards, not a table */}
            <div
              ref={gridRef}
              role="grid"
              className="pk-grid__grid"
              aria-label={text.label}
              aria-rowcount={rowCount}
              aria-colcount={columns}
              style={{ height: virtualizer.getTotalSize() }}
              onKeyDown={onKeyDown}
              onFocus={onFocus}
            >
              {rows.map((row) => {
                const start = row.index * columns
                const cells = collectibles.slice(start, start + columns)
                return (
                  // biome-ignore lint/a11y/useSemanticElements: rows of an ARIA grid
                  // biome-ignore lint/a11y/useFocusableInteractive: its cards take the focus
                  <div
                    key={row.key}
                    ref={virtualizer.measureElement}
                    role="row"
                    className="pk-grid__row"
                    data-index={row.index}
                    aria-rowindex={row.index + 1}
                    style={{ transform: `translateY(${row.start}px)` }}
                  >
                    {cells.map((collectible, column) => (
                      // biome-ignore lint/a11y/useSemanticElements: cells of an ARIA grid
                      // biome-ignore lint/a11y/useFocusableInteractive: its card takes the focus
                      <div
                        key={collectible.metadata.tokenId}
                        role="gridcell"
                        className="pk-grid__cell"
                        aria-colindex={column + 1}
                        data-pk-index={start + column}
                      >
                        {renderCell(collectible, start + column)}
                      </div>
                    ))}
                  </div>
                )
              })}
            </div>
            <div className="pk-grid__footer">
              <div className="pk-grid__more" role="status">
                {isFetchingNextPage && (
                  <>
                    <span className="pk-grid__spinner" aria-hidden="true" />
                    {text.loadingMore}
                  </>
                )}
              </div>
              {isFetchNextPageError && !isFetchingNextPage && (
                <RetryAlert
                  className="pk-grid__more"
                  message={text.nextPageError}
                  retryLabel={text.retry}
                  onRetry={fetchNextPage}
                  inline
                  variant="secondary"
                />
              )}
            </div>
          </>
        )}
      </div>
    </div>
  )
}

export interface CollectibleGridProps
  extends Omit<
    CollectibleGridViewProps,
    | 'collectibles'
    | 'status'
    | 'hasNextPage'
    | 'isFetchingNextPage'
    | 'isFetchNextPageError'
    | 'fetchNextPage'
    | 'onRetry'
  > {
  readonly network: ListCollectiblesParams['network']
  readonly contractAddress: ListCollectiblesParams['contractAddress']
  /** The side whose best order each card shows: `listing` (default) or `offer`. */
  readonly side?: ListCollectiblesParams['side']
  /** Which collectibles; `{ includeEmpty: true }` adds those without an order. */
  readonly filter?: ListCollectiblesParams['filter']
  /** Collectibles per request, 1–100 (default 30). */
  readonly pageSize?: number
  /**
   * The order of the list, as `page.sort` of `ListCollectibles` takes it
   * (`[{ column: 'price', order: 'DESC' }]`); the server's default (best price,
   * then token id) when absent.
   */
  readonly sort?: readonly SortBy[]
}

function CollectibleGridUnguarded({
  network,
  contractAddress,
  side,
  filter,
  pageSize = 30,
  sort,
  ...view
}: CollectibleGridProps) {
  const query = useCollectibles({
    network,
    contractAddress,
    side,
    filter,
    page: { pageSize, ...(sort ? { sort: [...sort] } : {}) },
  })
  const { data, fetchNextPage, refetch } = query
  const collectibles = useMemo(() => data?.pages.flatMap((page) => page.collectibles) ?? [], [data])
  const next = useCallback(() => fetchNextPage(), [fetchNextPage])
  const retry = useCallback(() => refetch(), [refetch])
  return (
    <CollectibleGridView
      {...view}
      collectibles={collectibles}
      status={query.status}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      isFetchNextPageError={query.isFetchNextPageError}
      fetchNextPage={next}
      onRetry={retry}
    />
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

/**
 * A collection's collectibles (`Marketplace/ListCollectibles`) as a
 * virtualized grid of cards that loads page after page as the user scrolls:
 * `useCollectibles` bound to `CollectibleGridView`, with its loading, empty
 * and error states (the retry button refetches).
 *
 * @example
 * ```tsx
 * <CollectibleGrid
 *   network="polygon"
 *   contractAddress="0x…"
 *   filter={{ includeEmpty: true, searchText }}
 *   pageSize={60}
 *   currencies={currencies}
 *   onSelect={(c) => setSelected(c.metadata.tokenId)}
 * />
 * ```
 */
export const CollectibleGrid = guarded(CollectibleGridUnguarded, 'CollectibleGrid', 'pk-grid')

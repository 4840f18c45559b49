'use client'
/**
 * The column count and row height of a grid of cards, from the width it has
 * and the card width and gap its CSS sets.
 */
import { replaceEqualDeep } from '@tanstack/react-query'
import { type RefObject, useLayoutEffect, useState } from 'react'

const DEFAULT_MIN_CARD = 200
const DEFAULT_GAP = 12
/**
 * The height of a card below its square media: name, id, price and meta lines, padding. A card
 * narrower than 200 px (two columns on a phone) has its amount on a line of its own, and measures
 * about this much too: a desktop card measures some 20 px less.
 */
const CARD_TEXT_HEIGHT = 150

/** Options of {@link useGridLayout}. */
export interface GridLayoutOptions {
  /** The element whose width the grid fills. */
  readonly container: RefObject<HTMLElement | null>
  /**
   * An element sized by the CSS: its width is the narrowest card, its
   * `column-gap` the gap (see `.pk-grid__probe`).
   */
  readonly probe: RefObject<HTMLElement | null>
  /** The narrowest a card may be, in pixels, when there is no probe to measure. */
  readonly minCardWidth?: number
  /** The size to assume until the container can be measured (server rendering, jsdom). */
  readonly fallback: { readonly width: number; readonly height: number }
  /** Whose height is a screenful: the container's (it scrolls) or the window's. */
  readonly scroll: 'self' | 'window'
  /** The height of what each card has below its text (an app's action, with its gap), in pixels (default 0). */
  readonly footHeight?: number
}

/** The layout {@link useGridLayout} measured. */
export interface GridLayout {
  /** The container's width, and the height of a screenful. */
  readonly width: number
  readonly height: number
  readonly columns: number
  readonly gap: number
  /** The first estimate of a row's height (a card and a gap), before rows are measured. */
  readonly rowEstimate: number
}

const px = (value: string | undefined, fallback: number) => {
  const n = Number.parseFloat(value ?? '')
  return Number.isFinite(n) && n >= 0 ? n : fallback
}

interface Measured {
  readonly width: number
  readonly height: number
  readonly minCard: number
  readonly gap: number
}

/**
 * Measures a grid's container (with a ResizeObserver, and the window's
 * height when the page scrolls) and the card width and gap set in CSS, and
 * gives the columns that fit and a row height to start from.
 *
 * @example
 * ```tsx
 * const layout = useGridLayout({ container, probe, fallback: { width: 0, height: 0 }, scroll: 'window' })
 * <div style={{ gridTemplateColumns: `repeat(${layout.columns}, 1fr)` }}>…</div>
 * ```
 */
export function useGridLayout({
  container,
  probe,
  minCardWidth,
  fallback,
  scroll,
  footHeight = 0,
}: GridLayoutOptions): GridLayout {
  const [measured, setMeasured] = useState<Measured>({
    width: fallback.width,
    height: fallback.height,
    minCard: minCardWidth ?? DEFAULT_MIN_CARD,
    gap: DEFAULT_GAP,
  })
  useLayoutEffect(() => {
    const element = container.current
    if (!element) return
    const measure = () => {
      const style = probe.current ? getComputedStyle(probe.current) : undefined
      const probed = probe.current?.getBoundingClientRect().width ?? 0
      const height = scroll === 'window' ? window.innerHeight : element.clientHeight
      const next: Measured = {
        width: element.clientWidth || fallback.width,
        height: height || fallback.height,
        minCard: probed > 0 ? probed : (minCardWidth ?? DEFAULT_MIN_CARD),
        gap: px(style?.columnGap, DEFAULT_GAP),
      }
      // The same measures keep the same state: no render.
      setMeasured((prev) => replaceEqualDeep(prev, next))
    }
    measure()
    if (scroll === 'window') window.addEventListener('resize', measure)
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    observer?.observe(element)
    if (probe.current) observer?.observe(probe.current)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [container, probe, fallback.width, fallback.height, minCardWidth, scroll])

  const { width, height, minCard, gap } = measured
  // A pixel of slack: the container's width is rounded, the probe's is not (half of 297 px is 142.5).
  const columns = Math.max(1, Math.floor((width + gap + 1) / (minCard + gap)))
  const cardWidth = Math.max(0, (width - gap * (columns - 1)) / columns)
  return {
    width,
    height,
    columns,
    gap,
    rowEstimate: Math.round(cardWidth + CARD_TEXT_HEIGHT + footHeight + gap),
  }
}

'use client'
/** A box's width as it changes, for a chart drawn at the width it has. */
import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * The content width of `box` in whole pixels, followed as it changes;
 * `undefined` until first measured (and where `ResizeObserver` is missing).
 *
 * @example
 * ```tsx
 * const width = Math.min(720, useMeasuredWidth(box) ?? 720)
 * ```
 */
export function useMeasuredWidth(box: RefObject<HTMLElement | null>): number | undefined {
  const [measured, setMeasured] = useState<number>()
  useLayoutEffect(() => {
    if (!box.current || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0)
      if (w > 0) setMeasured(w)
    })
    observer.observe(box.current)
    return () => observer.disconnect()
  }, [box])
  return measured
}

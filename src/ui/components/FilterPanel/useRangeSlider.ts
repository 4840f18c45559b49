'use client'
/**
 * A slider with two thumbs, a minimum and a maximum: where each thumb sits,
 * the keys of the WAI-ARIA slider pattern on each, and the pointer (a press
 * on the track, a drag of a thumb). No markup: the filter panel draws it, or
 * an app's own. Its numbers are in `rangeValues.ts`.
 */
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'
import { fractionOf, keyTarget, valueAt } from './rangeValues.js'

/** Which thumb of a two-thumb slider. */
export type RangeThumb = 'min' | 'max'

export interface UseRangeSliderOptions {
  /** The lowest value the slider offers: the left end. */
  readonly lowest: number
  /** The highest value it offers: the right end. */
  readonly highest: number
  /** The minimum thumb's value. */
  readonly min: number
  /** The maximum thumb's value. */
  readonly max: number
  /** Called with a thumb's new value, already kept between its ends and the other thumb. */
  readonly onChange: (thumb: RangeThumb, value: number) => void
  /** The step of the arrow keys and of the values a pointer gives (default 1). */
  readonly step?: number | undefined
  /** Neither keys nor pointer change anything, and the thumbs leave the tab order. */
  readonly disabled?: boolean | undefined
}

/** What a thumb's element takes: the slider role, its values, focus and keys. */
export interface RangeThumbProps {
  readonly ref: (element: HTMLElement | null) => void
  readonly role: 'slider'
  readonly tabIndex: 0 | -1
  readonly 'aria-valuemin': number
  readonly 'aria-valuemax': number
  readonly 'aria-valuenow': number
  readonly 'aria-orientation': 'horizontal'
  readonly 'aria-disabled': true | undefined
  readonly 'data-thumb': RangeThumb
  /** Set while the pointer drags this thumb. */
  readonly 'data-dragging': true | undefined
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}

/** What the control's element takes (the track and the thumbs inside it): the pointer. */
export interface RangeControlProps {
  readonly onPointerDown: (event: PointerEvent<HTMLElement>) => void
  readonly onPointerMove: (event: PointerEvent<HTMLElement>) => void
  readonly onPointerUp: (event: PointerEvent<HTMLElement>) => void
  readonly onPointerCancel: (event: PointerEvent<HTMLElement>) => void
  readonly onLostPointerCapture: (event: PointerEvent<HTMLElement>) => void
  readonly 'data-dragging': true | undefined
}

export interface UseRangeSliderResult {
  /** Where the minimum thumb sits, from 0 (left end) to 1 (right end). */
  readonly from: number
  /** Where the maximum thumb sits, from 0 to 1. */
  readonly to: number
  /** For the element whose left and right edges are where a thumb's centre sits at 0 and at 1. */
  readonly railRef: (element: HTMLElement | null) => void
  readonly controlProps: RangeControlProps
  readonly thumbProps: (thumb: RangeThumb) => RangeThumbProps
  /** The thumb the pointer drags, if any. */
  readonly dragging: RangeThumb | undefined
}

/** What the pointer needs of the slider: its elements, where the thumbs sit, and a move. */
interface RangeDragOptions {
  readonly elements: { readonly current: Record<RangeThumb | 'rail', HTMLElement | null> }
  /** Where the minimum and maximum thumbs sit, 0 to 1. */
  readonly from: number
  readonly to: number
  /** Both thumbs sit on one value: the first move's direction picks one. */
  readonly together: boolean
  readonly disabled: boolean
  /** Moves a thumb to the value at fraction `f` of the range. */
  readonly moveTo: (thumb: RangeThumb, f: number) => void
}

/**
 * The pointer on a two-thumb slider: a press on the track moves the nearer
 * thumb there and drags it, a press on a thumb drags it from where it was
 * grabbed (pointer capture, touch too), and the thumb dragged is focused.
 */
function useRangeDrag({ elements, from, to, together, disabled, moveTo }: RangeDragOptions) {
  /** The pointer being followed: its thumb (undefined until a first move picks one), and where it grabbed. */
  const drag = useRef<{ pointer: number; thumb?: RangeThumb; grab: number; x: number } | null>(null)
  const [dragging, setDragging] = useState<RangeThumb>()
  /** Where a pointer's x falls on the rail, 0 to 1; undefined before layout. */
  const fractionAtX = (x: number) => {
    const box = elements.current.rail?.getBoundingClientRect()
    if (!box || box.width <= 0) return undefined
    return Math.min(1, Math.max(0, (x - box.left) / box.width))
  }
  const focus = (thumb: RangeThumb) => elements.current[thumb]?.focus({ preventScroll: true })
  const end = () => {
    drag.current = null
    setDragging(undefined)
  }

  const controlProps: RangeControlProps = {
    onPointerDown: (event) => {
      if (disabled || !event.isPrimary || event.button !== 0) return
      const f = fractionAtX(event.clientX)
      if (f === undefined) return
      event.preventDefault()
      const target = event.target as Node
      const on = (['min', 'max'] as const).find((t) => elements.current[t]?.contains(target))
      let thumb: RangeThumb | undefined
      let grab = 0
      if (on) {
        // Both thumbs on one value: the first move's direction says which one.
        thumb = together ? undefined : on
        grab = f - (on === 'min' ? from : to)
      } else {
        const dFrom = Math.abs(f - from)
        const dTo = Math.abs(f - to)
        thumb = dFrom < dTo ? 'min' : dTo < dFrom ? 'max' : f <= from ? 'min' : 'max'
        moveTo(thumb, f)
      }
      try {
        event.currentTarget.setPointerCapture(event.pointerId)
      } catch {
        // A pointer the browser no longer knows (or a synthetic event): no capture.
      }
      focus(thumb ?? on ?? 'min')
      drag.current = { pointer: event.pointerId, thumb, grab, x: event.clientX }
      setDragging(thumb)
    },
    onPointerMove: (event) => {
      const d = drag.current
      if (!d || event.pointerId !== d.pointer) return
      if (!d.thumb) {
        if (event.clientX === d.x) return
        d.thumb = event.clientX < d.x ? 'min' : 'max'
        focus(d.thumb)
        setDragging(d.thumb)
      }
      const f = fractionAtX(event.clientX)
      if (f === undefined) return
      const at = Math.min(1, Math.max(0, f - d.grab))
      moveTo(d.thumb, at)
    },
    onPointerUp: end,
    onPointerCancel: end,
    onLostPointerCapture: end,
    'data-dragging': dragging ? true : undefined,
  }
  return { controlProps, dragging }
}

/**
 * The logic of a slider with two thumbs, for any markup (the filter panel's
 * `INT` ranges draw it): each thumb follows the WAI-ARIA slider pattern —
 * Arrow Left/Down and Right/Up move it a step, Page Down/Up a tenth of the
 * range (at least a step), Home and End to the lowest and highest it may
 * take, which for the minimum thumb ends at the maximum and for the maximum
 * starts at the minimum, so min ≤ max always holds. A press on the track
 * moves the nearer thumb there and drags it (pointer capture, touch too); a
 * press on a thumb drags it, and where both thumbs sit on one value the
 * first move's direction picks one. Positions are fractions of the range in
 * floating point, right for spans of any size (1 to 2⁶⁰, where a step of 1
 * moves to the next double) and 0 when `lowest === highest`. Give the
 * control `touch-action: none`, and each thumb an `aria-label` and
 * `aria-valuetext`.
 *
 * @example
 * ```tsx
 * const s = useRangeSlider({ lowest: 1, highest: 98, min, max, onChange: (t, v) => set(t, v) })
 * <div {...s.controlProps} style={{ touchAction: 'none' }}>
 *   <div ref={s.railRef} style={{ position: 'relative', margin: '0 12px', height: 24 }}>
 *     <span {...s.thumbProps('min')} aria-label="Minimum" style={{ position: 'absolute', left: `${s.from * 100}%` }} />
 *     <span {...s.thumbProps('max')} aria-label="Maximum" style={{ position: 'absolute', left: `${s.to * 100}%` }} />
 *   </div>
 * </div>
 * ```
 */
export function useRangeSlider({
  lowest,
  highest,
  min,
  max,
  onChange,
  step = 1,
  disabled = false,
}: UseRangeSliderOptions): UseRangeSliderResult {
  const elements = useRef<Record<RangeThumb | 'rail', HTMLElement | null>>({
    rail: null,
    min: null,
    max: null,
  })
  const [refs] = useState(() => ({
    rail: (el: HTMLElement | null) => {
      elements.current.rail = el
    },
    min: (el: HTMLElement | null) => {
      elements.current.min = el
    },
    max: (el: HTMLElement | null) => {
      elements.current.max = el
    },
  }))
  const from = fractionOf(min, lowest, highest)
  const to = fractionOf(max, lowest, highest)
  const current = (thumb: RangeThumb) => (thumb === 'min' ? min : max)
  /** A thumb's value, kept between its end and the other thumb. */
  const keep = (thumb: RangeThumb, n: number) =>
    thumb === 'min' ? Math.min(max, Math.max(lowest, n)) : Math.max(min, Math.min(highest, n))
  const set = (thumb: RangeThumb, n: number) => {
    const next = keep(thumb, n)
    if (!disabled && next !== current(thumb)) onChange(thumb, next)
  }

  const onKeyDown = (thumb: RangeThumb) => (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return
    const value = current(thumb)
    const n = keyTarget(event.key, thumb === 'min', { value, lowest, highest, min, max, step })
    if (n === undefined) return
    event.preventDefault()
    set(thumb, n)
  }

  const { controlProps, dragging } = useRangeDrag({
    elements,
    from,
    to,
    together: min === max,
    disabled,
    moveTo: (thumb, f) => set(thumb, valueAt(f, lowest, highest, step)),
  })

  const thumbProps = (thumb: RangeThumb): RangeThumbProps => ({
    ref: refs[thumb],
    role: 'slider',
    tabIndex: disabled ? -1 : 0,
    'aria-valuemin': thumb === 'min' ? lowest : min,
    'aria-valuemax': thumb === 'max' ? highest : max,
    'aria-valuenow': current(thumb),
    'aria-orientation': 'horizontal',
    'aria-disabled': disabled || undefined,
    'data-thumb': thumb,
    'data-dragging': dragging === thumb || undefined,
    onKeyDown: onKeyDown(thumb),
  })

  return { from, to, railRef: refs.rail, controlProps, thumbProps, dragging }
}

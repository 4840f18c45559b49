'use client'
/** A slider with two thumbs: the markup of `useRangeSlider`. */
import type { CSSProperties } from 'react'
import { cx } from '../../shared/format.js'
import { type RangeThumb, type UseRangeSliderOptions, useRangeSlider } from './useRangeSlider.js'

export interface RangeSliderProps extends UseRangeSliderOptions {
  /** The accessible name of each thumb ("Minimum Level", "Maximum Level"). */
  readonly labels: Readonly<Record<RangeThumb, string>>
  /** A value as a screen reader hears it (`aria-valuetext`), in the locale. */
  readonly valueText?: ((value: number) => string) | undefined
  readonly className?: string | undefined
}

/** A fraction as a CSS percentage, written the same on a server and in a browser. */
const percent = (f: number) => `${Number((f * 100).toFixed(4))}%`

/**
 * One track with two thumbs, a minimum and a maximum, and the span between
 * them highlighted: each thumb is a WAI-ARIA slider (its name from `labels`,
 * its value in words from `valueText`) that the keys and the pointer of
 * `useRangeSlider` move, touch included. Positions are CSS percentages from
 * the values, so the server draws it as the browser does. The filter panel
 * draws each `INT` range with it.
 *
 * @example
 * ```tsx
 * <RangeSlider lowest={1} highest={98} min={min} max={max}
 *   onChange={(thumb, n) => (thumb === 'min' ? setMin(n) : setMax(n))}
 *   labels={{ min: 'Minimum Level', max: 'Maximum Level' }} />
 * ```
 */
export function RangeSlider({ labels, valueText, className, ...options }: RangeSliderProps) {
  const slider = useRangeSlider(options)
  const style = {
    '--pk-range-from': percent(slider.from),
    '--pk-range-to': percent(slider.to),
  } as CSSProperties
  return (
    <div className={cx('pk-range', className)} style={style} {...slider.controlProps}>
      <div className="pk-range__rail" ref={slider.railRef}>
        <div className="pk-range__fill" />
        {(['min', 'max'] as const).map((thumb) => {
          const props = slider.thumbProps(thumb)
          return (
            <div
              key={thumb}
              className="pk-range__thumb"
              {...props}
              role="slider"
              tabIndex={props.tabIndex}
              aria-valuenow={props['aria-valuenow']}
              aria-label={labels[thumb]}
              aria-valuetext={valueText?.(props['aria-valuenow'])}
            />
          )
        })}
      </div>
    </div>
  )
}

/**
 * Where the depth chart writes its spread ("Spread $2.56"): inside the band
 * between the best bid and the best ask when the label fits there, else above
 * the plot, centred on the band, where it crosses none of the band's borders.
 */

/** The chart's labels are 11 px: about 6.5 px a character at most, so an estimate never falls short. */
export const LABEL_CHAR_WIDTH = 6.5

/** The room the plot leaves above itself for a label placed there, in pixels. */
export const LABEL_ROOM = 18

export interface SpreadLabelInput {
  /** The band's left and right edges (the best bid's and the best ask's x). */
  readonly from: number
  readonly to: number
  /** The label's text. */
  readonly text: string
  /** The chart's width: the label never leaves it. */
  readonly width: number
  /** The pixels a character takes at most (default {@link LABEL_CHAR_WIDTH}). */
  readonly charWidth?: number
}

export interface SpreadLabelPlacement {
  /** Inside the band, or above the plot. */
  readonly inside: boolean
  /** The label's centre (its `text-anchor` is `middle`). */
  readonly x: number
  /** The estimated width of the label. */
  readonly labelWidth: number
}

/**
 * The place of the spread's label. Inside the band, centred, when it fits
 * with 4 px to spare on each side; else above the plot (the chart gives it
 * {@link LABEL_ROOM} pixels there), centred on the band but moved inward so
 * that it stays inside the chart.
 *
 * @example
 * ```ts
 * spreadLabel({ from: 100, to: 124, text: 'Spread $2.56', width: 320 })
 * // { inside: false, x: 112, labelWidth: 78 }
 * ```
 */
export function spreadLabel({
  from,
  to,
  text,
  width,
  charWidth = LABEL_CHAR_WIDTH,
}: SpreadLabelInput): SpreadLabelPlacement {
  const labelWidth = text.length * charWidth
  const centre = (from + to) / 2
  if (labelWidth + 8 <= to - from) return { inside: true, x: centre, labelWidth }
  const half = labelWidth / 2
  const x = labelWidth >= width ? width / 2 : Math.min(Math.max(centre, half), width - half)
  return { inside: false, x, labelWidth }
}

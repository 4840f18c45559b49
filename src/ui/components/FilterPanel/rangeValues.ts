/**
 * The numbers of a two-thumb slider: where a value sits on the range, the
 * value at a place on it, and where a key moves a thumb — in floating point,
 * right for spans of any size (1 to 2⁶⁰, where a step moves to the next
 * double). Pure: `useRangeSlider` uses them.
 */

/**
 * Where `value` sits from `lowest` (0) to `highest` (1), in floating point:
 * halves keep the widest spans (−10³⁰⁸ to 10³⁰⁸) finite; one value is 0.
 */
export function fractionOf(value: number, lowest: number, highest: number): number {
  if (!(highest > lowest)) return 0
  const f = (value / 2 - lowest / 2) / (highest / 2 - lowest / 2)
  return Math.min(1, Math.max(0, f))
}

/** The value at fraction `f`, on the step from `lowest`; a weighted sum never overflows. */
export function valueAt(f: number, lowest: number, highest: number, step: number): number {
  const v = lowest * (1 - f) + highest * f
  const k = (v - lowest) / step
  const snapped = Number.isFinite(k) ? lowest + Math.round(k) * step : v
  return Math.min(highest, Math.max(lowest, snapped))
}

const bits = new DataView(new ArrayBuffer(8))
/** The next double after `x` upwards or downwards: a step of 1 from 2⁶⁰ would not move. */
function nextAfter(x: number, up: boolean): number {
  if (x === 0) return up ? Number.MIN_VALUE : -Number.MIN_VALUE
  bits.setFloat64(0, x)
  const word = bits.getBigUint64(0)
  bits.setBigUint64(0, x > 0 === up ? word + 1n : word - 1n)
  return bits.getFloat64(0)
}

/** `value + delta`, or the next double that way where the sum rounds back to `value`. */
function moved(value: number, delta: number): number {
  const next = value + delta
  return next !== value || delta === 0 ? next : nextAfter(value, delta > 0)
}

/** What a key moves a thumb to: the range's numbers, and the thumb's own value. */
export interface RangeKeyInput {
  readonly value: number
  readonly lowest: number
  readonly highest: number
  /** The minimum and maximum thumbs' values: the ends of what the other thumb may take. */
  readonly min: number
  readonly max: number
  readonly step: number
}

/**
 * The value a key of the WAI-ARIA slider pattern moves a thumb to: Arrow
 * Left/Down and Right/Up a step, Page Down/Up a tenth of the range (at least
 * a step), Home and End to the lowest and highest it may take (the minimum
 * thumb ends at the maximum, the maximum starts at the minimum); undefined
 * for any other key.
 */
export function keyTarget(key: string, isMin: boolean, input: RangeKeyInput): number | undefined {
  const { value, lowest, highest, step } = input
  const tenth = Math.round((highest / 10 - lowest / 10) / step) * step
  const page = Math.max(step, Number.isFinite(tenth) ? tenth : 0)
  const next: Partial<Record<string, number>> = {
    ArrowLeft: moved(value, -step),
    ArrowDown: moved(value, -step),
    ArrowRight: moved(value, step),
    ArrowUp: moved(value, step),
    PageDown: moved(value, -page),
    PageUp: moved(value, page),
    Home: isMin ? lowest : input.min,
    End: isMin ? input.max : highest,
  }
  return next[key]
}

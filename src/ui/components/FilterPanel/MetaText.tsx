'use client'
/** Metadata text as a label in the filter panel. */
import { clampText } from '../../shared/safety.js'

/** Metadata text as a label: clamped, and isolated from the surrounding text's direction. */
export const MetaText = ({ value, max = 80 }: { value: string; max?: number }) => (
  <bdi>{clampText(value, max)}</bdi>
)

'use client'
/**
 * Which of a token's media TokenMedia shows: the safe ones, best first, and
 * the next one each time the shown one fails.
 */
import { useEffect, useMemo, useState } from 'react'
import type { TokenMetadata } from '../../../core/schemas/tokenMetadata.js'
import { safeUrl, svgImageUrl } from '../../shared/safety.js'

/** The media fields TokenMedia reads. */
export type TokenMediaSource = Pick<
  TokenMetadata,
  'name' | 'image' | 'imageData' | 'video' | 'audio' | 'animationUrl' | 'backgroundColor'
>

export type Candidate =
  | { readonly kind: 'image'; readonly src: string }
  | { readonly kind: 'video'; readonly src: string }
  | { readonly kind: 'frame'; readonly src: string }

const VIDEO = /\.(mp4|webm|mov|m4v|ogv)(\?|#|$)/i

/** The media to try, best first; anything unsafe has already been left out. */
function candidates(metadata: TokenMediaSource, variant: 'still' | 'full', gateway: string) {
  const list: Candidate[] = []
  if (variant === 'full') {
    const animation = safeUrl(metadata.animationUrl, gateway)
    if (animation) list.push({ kind: VIDEO.test(animation) ? 'video' : 'frame', src: animation })
    const video = safeUrl(metadata.video, gateway)
    if (video) list.push({ kind: 'video', src: video })
  }
  const image = safeUrl(metadata.image, gateway)
  if (image) list.push({ kind: 'image', src: image })
  if (typeof metadata.imageData === 'string' && metadata.imageData.trim()) {
    list.push({ kind: 'image', src: svgImageUrl(metadata.imageData) })
  }
  return list
}

/**
 * The media to show now (none once every one failed) and a function that
 * passes to the following one; another token, variant or gateway starts again
 * from its first.
 */
export function useMediaCandidates(
  metadata: TokenMediaSource,
  variant: 'still' | 'full',
  gateway: string,
) {
  const list = useMemo(() => candidates(metadata, variant, gateway), [metadata, variant, gateway])
  const [failed, setFailed] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts from its first candidate
  useEffect(() => setFailed(0), [list])
  return [list[failed], () => setFailed((n) => n + 1)] as const
}

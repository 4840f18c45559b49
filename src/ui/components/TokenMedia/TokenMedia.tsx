'use client'
/**
 * Shows a token's media safely (decisions.md §11): images, SVG `imageData`,
 * video, audio and HTML animations from untrusted metadata, with no script of
 * theirs ever running in the host page.
 */
import { type CSSProperties, type ForwardedRef, useEffect, useMemo, useState } from 'react'
import type { TokenMetadata } from '../../../core/schemas/tokenMetadata.js'
import { cx } from '../../shared/format.js'
import { type GuardProps, guarded } from '../../shared/Guarded.js'
import {
  clampText,
  DEFAULT_IPFS_GATEWAY,
  safeColor,
  safeUrl,
  svgImageUrl,
} from '../../shared/safety.js'
import { fill, withStrings } from '../../shared/strings.js'

export const TOKEN_MEDIA_STRINGS = {
  /** Shown, under an icon, when the token has no media that can be shown. */
  noMedia: 'No media',
  /** The accessible name of an HTML animation's frame; `{name}` is the token's name. */
  animationTitle: 'Animation of {name}',
}
export type TokenMediaStrings = typeof TOKEN_MEDIA_STRINGS

/** The media fields TokenMedia reads. */
export type TokenMediaSource = Pick<
  TokenMetadata,
  'name' | 'image' | 'imageData' | 'video' | 'audio' | 'animationUrl' | 'backgroundColor'
>

export interface TokenMediaProps extends GuardProps {
  readonly metadata: TokenMediaSource
  /**
   * `still` (default) shows an image only — the right choice for cards and
   * grids; `full` prefers the animation or video and adds audio controls.
   */
  readonly variant?: 'still' | 'full'
  /** Width over height of the box (default 1). The box keeps it while media loads or fails. */
  readonly aspectRatio?: number
  /** The IPFS gateway for `ipfs://` URLs (default `https://ipfs.io/ipfs/`). */
  readonly ipfsGateway?: string
  readonly className?: string
  readonly strings?: Partial<TokenMediaStrings>
}

type Candidate =
  | { readonly kind: 'image'; readonly src: string }
  | { readonly kind: 'video'; readonly src: string }
  | { readonly kind: 'frame'; readonly src: string }

const VIDEO = /\.(mp4|webm|mov|m4v|ogv)(\?|#|$)/i

/** The placeholder's picture: a frame with a hill and a sun, drawn in the text's colour. */
const PICTURE = 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5a1.5 1.5 0 1 0 0 .01'

/** The side of the canvas an image from the metadata is drawn on to see whether it paints anything. */
const PROBE = 32

/**
 * Whether a loaded image painted nothing: an SVG of the metadata made of
 * what an image may not run or load (scripts, frames, remote images) is a
 * transparent box, no media for the eye. Only `data:` images are looked at
 * (they never taint the canvas); when the browser will not say, it painted.
 */
function paintsNothing(image: HTMLImageElement): boolean {
  if (image.naturalWidth === 0 || !image.getAttribute('src')?.startsWith('data:')) return false
  try {
    const canvas = document.createElement('canvas')
    canvas.width = PROBE
    canvas.height = PROBE
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) return false
    context.drawImage(image, 0, 0, PROBE, PROBE)
    const pixels = context.getImageData(0, 0, PROBE, PROBE).data
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) return false
    return true
  } catch {
    return false
  }
}

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

function TokenMediaUnguarded(
  {
    metadata,
    variant = 'still',
    aspectRatio = 1,
    ipfsGateway = DEFAULT_IPFS_GATEWAY,
    className,
    strings,
  }: TokenMediaProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const text = withStrings(TOKEN_MEDIA_STRINGS, strings)
  const list = useMemo(
    () => candidates(metadata, variant, ipfsGateway),
    [metadata, variant, ipfsGateway],
  )
  const [failed, setFailed] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts from its first candidate
  useEffect(() => setFailed(0), [list])
  const current = list[failed]
  const next = () => setFailed((n) => n + 1)
  const name = clampText(metadata.name, 120)
  const audio = variant === 'full' ? safeUrl(metadata.audio, ipfsGateway) : undefined
  const background = safeColor(metadata.backgroundColor)
  const style = {
    '--pk-media-aspect': aspectRatio > 0 ? aspectRatio : 1,
    '--pk-media-bg': background,
  } as CSSProperties

  return (
    <div
      ref={ref}
      className={cx('pk-media', className)}
      style={style}
      data-media={current?.kind ?? 'none'}
    >
      {current?.kind === 'image' && (
        <img
          key={current.src}
          className="pk-media__content"
          src={current.src}
          alt={name}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onLoad={(event) => paintsNothing(event.currentTarget) && next()}
          onError={next}
        />
      )}
      {current?.kind === 'video' && (
        <video
          key={current.src}
          className="pk-media__content"
          src={current.src}
          aria-label={name}
          controls
          muted
          loop
          playsInline
          preload="metadata"
          onError={next}
        />
      )}
      {current?.kind === 'frame' && (
        <iframe
          key={current.src}
          className="pk-media__content"
          src={current.src}
          title={fill(text.animationTitle, { name })}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          loading="lazy"
          allow=""
        />
      )}
      {/* The icon is decoration; the words are for everyone. */}
      {!current && (
        <div className="pk-media__fallback">
          <svg className="pk-media__icon" aria-hidden="true" viewBox="0 0 24 24">
            <path d={PICTURE} />
          </svg>
          <span className="pk-media__fallback-text">{text.noMedia}</span>
        </div>
      )}
      {audio && (
        // biome-ignore lint/a11y/useMediaCaption: token audio comes without captions
        <audio className="pk-media__audio" src={audio} controls preload="none" aria-label={name} />
      )}
    </div>
  )
}

/**
 * A token's media in a box of fixed aspect ratio: the first of its image,
 * SVG `imageData` (and, in the `full` variant, animation and video) that is
 * safe to show and loads (an SVG that paints nothing counts as failed), with
 * a placeholder when none does: an icon and "No media", in the theme's
 * colours whatever the token's `backgroundColor`. Only `http(s)` and
 * `ipfs` URLs are followed; SVG is shown as an image (its scripts never run);
 * an HTML animation runs in a sandboxed frame without same-origin access;
 * `backgroundColor` is used only when it is a hex colour. Media loads lazily.
 *
 * @example
 * ```tsx
 * <TokenMedia metadata={collectible.metadata} aspectRatio={1} />
 * <TokenMedia metadata={collectible.metadata} variant="full" ipfsGateway="https://my-gateway.example/ipfs/" />
 * ```
 */
export const TokenMedia = guarded(TokenMediaUnguarded, 'TokenMedia', 'pk-media', false)

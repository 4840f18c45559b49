'use client'
/**
 * Shows a token's media safely (decisions.md §11): images, SVG `imageData`,
 * video, audio and HTML animations from untrusted metadata, with no script of
 * theirs ever running in the host page. Which media is shown is
 * `useMediaCandidates`; its element, `MediaContent`.
 */
import type { CSSProperties, ForwardedRef } from 'react'
import { cx } from '../../shared/format.js'
import { type GuardProps, guarded } from '../../shared/Guarded.js'
import { clampText, DEFAULT_IPFS_GATEWAY, safeColor, safeUrl } from '../../shared/safety.js'
import { fill, withStrings } from '../../shared/strings.js'
import { MediaContent } from './MediaContent.js'
import { type TokenMediaSource, useMediaCandidates } from './mediaCandidates.js'

export const TOKEN_MEDIA_STRINGS = {
  /** Shown, under an icon, when the token has no media that can be shown. */
  noMedia: 'No media',
  /** The accessible name of an HTML animation's frame; `{name}` is the token's name. */
  animationTitle: 'Animation of {name}',
}
export type TokenMediaStrings = typeof TOKEN_MEDIA_STRINGS

export type { TokenMediaSource } from './mediaCandidates.js'

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

/** The placeholder's picture: a frame with a hill and a sun, drawn in the text's colour. */
const PICTURE = 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15.5 9.5a1.5 1.5 0 1 0 0 .01'

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
  const [current, next] = useMediaCandidates(metadata, variant, ipfsGateway)
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
      {current && (
        <MediaContent
          current={current}
          name={name}
          frameTitle={fill(text.animationTitle, { name })}
          next={next}
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

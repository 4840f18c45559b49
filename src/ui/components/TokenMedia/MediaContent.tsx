'use client'
/**
 * The element of one of a token's media: an image, a video, or an HTML
 * animation in a sandboxed frame. A load that fails, or an image that paints
 * nothing, passes to the next media.
 */
import type { Candidate } from './mediaCandidates.js'

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

interface MediaContentProps {
  readonly current: Candidate
  /** The token's name, clamped: the image's alt, the video's label. */
  readonly name: string
  /** The frame's accessible name. */
  readonly frameTitle: string
  /** Called when the media cannot be shown. */
  readonly next: () => void
}

/** The media's element, keyed by its URL so that the next one starts afresh. */
export function MediaContent({ current, name, frameTitle, next }: MediaContentProps) {
  return (
    <>
      {current.kind === 'image' && (
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
      {current.kind === 'video' && (
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
      {current.kind === 'frame' && (
        <iframe
          key={current.src}
          className="pk-media__content"
          src={current.src}
          title={frameTitle}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          loading="lazy"
          allow=""
        />
      )}
    </>
  )
}

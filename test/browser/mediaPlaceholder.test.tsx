/**
 * A token without media, in real Chromium (issue 27): the placeholder's icon
 * and words are visible in the light and the dark theme at every card size
 * (text contrast at least 4.5:1, the icon's at least 3:1, computed from the
 * colours the page draws), whatever the token's background colour; an SVG
 * of the metadata that paints nothing (scripts, frames, remote images only)
 * shows the placeholder too, while one that paints keeps its image.
 */
import '../../src/ui/styles.css'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { TokenMedia } from '../../src/ui/components/TokenMedia/TokenMedia.js'

afterEach(cleanup)

/** sRGB channels of a computed `rgb()`/`rgba()` colour. */
function channels(color: string): [number, number, number, number] {
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number)
  return [r, g, b, a]
}
const luminance = ([r, g, b]: number[]) => {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!)
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(channels(a)), luminance(channels(b))].sort((p, q) => q - p)
  return (x! + 0.05) / (y! + 0.05)
}

/** The colour painted behind an element: the first ancestor's background that is not transparent. */
function backdrop(el: Element): string {
  for (let e: Element | null = el; e; e = e.parentElement) {
    const bg = getComputedStyle(e).backgroundColor
    if (channels(bg)[3] > 0) return bg
  }
  return 'rgb(255, 255, 255)'
}

const BLANK = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><foreignObject width="64" height="64"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:window.__pwned=1"></iframe></body></foreignObject></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><image href="http://127.0.0.1:9/evil/track.png"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><style>@import url(http://127.0.0.1:9/evil/x.css);rect{fill:url(javascript:window.__pwned=1)}</style><rect width="64" height="64"/></svg>',
]
const PAINTS =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><text y="20">click</text></svg>'

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  test.each([96, 150, 480])('at %i px: icon and words visible, inside the box', async (size) => {
    await page.viewport(1000, 800)
    const { container } = render(
      <div data-pk-theme={theme} style={{ background: 'var(--pk-surface-raised)', padding: 8 }}>
        <div style={{ width: size }}>
          {/* A token colour chosen for an image does not decide the placeholder's colours. */}
          <TokenMedia metadata={{ name: 'Nothing', backgroundColor: 'ff0000' }} />
        </div>
      </div>,
    )
    const box = container.querySelector('.pk-media')!.getBoundingClientRect()
    const words = container.querySelector<HTMLElement>('.pk-media__fallback-text')!
    const icon = container.querySelector<SVGElement>('.pk-media__icon')!
    expect(words.textContent).toBe('No media')
    expect(icon.getAttribute('aria-hidden')).toBe('true')
    const bg = backdrop(words)
    expect(contrast(getComputedStyle(words).color, bg)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(getComputedStyle(icon).stroke, bg)).toBeGreaterThanOrEqual(3)
    for (const part of [words, icon]) {
      const r = part.getBoundingClientRect()
      expect(r.width).toBeGreaterThan(8)
      expect(r.left).toBeGreaterThanOrEqual(box.left)
      expect(r.right).toBeLessThanOrEqual(box.right)
      expect(r.top).toBeGreaterThanOrEqual(box.top)
      expect(r.bottom).toBeLessThanOrEqual(box.bottom)
    }
    // The words on one line from card size up, not cut.
    if (size >= 150) expect(words.getBoundingClientRect().height).toBeLessThan(24)
    expect(words.scrollWidth).toBeLessThanOrEqual(words.clientWidth)
  })
})

test('an SVG that paints nothing shows the placeholder; one that paints keeps its image', async () => {
  for (const imageData of BLANK) {
    const { container, unmount } = render(
      <div style={{ width: 200 }}>
        <TokenMedia metadata={{ name: 'Blank', imageData }} />
      </div>,
    )
    await expect
      .poll(() => container.querySelector('.pk-media__fallback-text')?.textContent)
      .toBe('No media')
    expect(container.querySelector('img')).toBeNull()
    unmount()
  }
  const { container } = render(
    <div style={{ width: 200 }}>
      <TokenMedia metadata={{ name: 'Text', imageData: PAINTS }} />
    </div>,
  )
  const img = container.querySelector('img')!
  await expect.poll(() => img.complete && img.naturalWidth > 0).toBe(true)
  await new Promise((r) => requestAnimationFrame(() => r(null)))
  expect(container.querySelector('img')).toBe(img)
  expect(container.querySelector('.pk-media__fallback')).toBeNull()
})

test('a failed image, then a blank SVG, ends on the placeholder', async () => {
  const { container } = render(
    <div style={{ width: 200 }}>
      <TokenMedia
        metadata={{ name: 'Plain', image: 'http://127.0.0.1:9/plain.png', imageData: BLANK[1] }}
      />
    </div>,
  )
  await expect
    .poll(() => container.querySelector('.pk-media__fallback-text')?.textContent)
    .toBe('No media')
})

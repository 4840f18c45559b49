import { fireEvent, render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, test } from 'vitest'
import { TokenMedia } from '../../src/ui/components/TokenMedia.js'
import { safeColor, safeUrl } from '../../src/ui/lib/safety.js'

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"><script>window.__pwned=1</script><rect width="10" height="10"/></svg>'

describe('safeUrl', () => {
  test.each([
    ['https://example.org/a.png', 'https://example.org/a.png'],
    ['http://example.org/a.png', 'http://example.org/a.png'],
    ['  https://example.org/a.png\n', 'https://example.org/a.png'],
    ['ipfs://bafyCID/1.png', 'https://ipfs.io/ipfs/bafyCID/1.png'],
    ['ipfs://ipfs/QmCID/1.png', 'https://ipfs.io/ipfs/QmCID/1.png'],
  ])('follows %s', (input, expected) => {
    expect(safeUrl(input)).toBe(expected)
  })

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \tjavascript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x.png',
    '/relative.png',
    'ipfs://',
    '',
    42,
    undefined,
  ])('refuses %j', (input) => {
    expect(safeUrl(input)).toBeUndefined()
  })

  test('uses the configured gateway, and follows nothing through an unsafe one', () => {
    expect(safeUrl('ipfs://cid/x', 'http://127.0.0.1:8080/ipfs')).toBe(
      'http://127.0.0.1:8080/ipfs/cid/x',
    )
    expect(safeUrl('ipfs://cid/x', 'javascript:alert(1)//')).toBeUndefined()
  })
})

describe('safeColor', () => {
  test.each([
    ['ff8800', '#ff8800'],
    ['#ABC', '#abc'],
  ])('uses %s', (input, expected) => expect(safeColor(input)).toBe(expected))
  test.each([
    'red',
    'red;background:url(javascript:alert(1))',
    'expression(alert(1))',
    '#12345',
    'fff;',
    '',
  ])('refuses %j', (input) => expect(safeColor(input)).toBeUndefined())
})

describe('TokenMedia', () => {
  test('shows a safe image lazily, named after the token', () => {
    render(<TokenMedia metadata={{ name: 'Ada', image: 'https://127.0.0.1/ada.png' }} />)
    const img = screen.getByRole('img', { name: 'Ada' }) as HTMLImageElement
    expect(img.getAttribute('src')).toBe('https://127.0.0.1/ada.png')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('referrerpolicy')).toBe('no-referrer')
  })

  test('never follows a javascript: image and shows imageData as an image instead', () => {
    const { container } = render(
      <TokenMedia metadata={{ name: 'x', image: 'javascript:alert(1)', imageData: svg }} />,
    )
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/)
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('svg')).toBeNull()
    expect(container.innerHTML).not.toMatch(/javascript:/i)
    expect(container.innerHTML).not.toMatch(/ onload=/i)
  })

  test('runs an HTML animation only in a sandbox without same-origin, in the full variant', () => {
    const metadata = {
      name: 'Anim',
      animationUrl: 'https://127.0.0.1/anim.html',
      image: 'https://127.0.0.1/a.png',
    }
    const { container, rerender } = render(<TokenMedia metadata={metadata} variant="full" />)
    const frame = container.querySelector('iframe')!
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts')
    expect(frame.getAttribute('src')).toBe('https://127.0.0.1/anim.html')
    expect(frame.title).toBe('Animation of Anim')
    rerender(<TokenMedia metadata={metadata} />)
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://127.0.0.1/a.png')
  })

  test('refuses a data:text/html animation', () => {
    const { container } = render(
      <TokenMedia
        metadata={{ name: 'x', animationUrl: 'data:text/html,<script>parent.__pwned=1</script>' }}
        variant="full"
      />,
    )
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText('No media')).toBeTruthy()
  })

  test('plays a video animation and offers audio in the full variant', () => {
    const { container } = render(
      <TokenMedia
        metadata={{
          name: 'v',
          animationUrl: 'ipfs://cid/clip.mp4',
          audio: 'https://127.0.0.1/a.mp3',
        }}
        variant="full"
        ipfsGateway="http://127.0.0.1:8080/ipfs/"
      />,
    )
    expect(container.querySelector('video')?.getAttribute('src')).toBe(
      'http://127.0.0.1:8080/ipfs/cid/clip.mp4',
    )
    expect(container.querySelector('audio')?.getAttribute('preload')).toBe('none')
  })

  test('falls back to the next medium, then to the fallback, when media fails', () => {
    const { container } = render(
      <TokenMedia
        metadata={{ name: 'f', image: 'https://127.0.0.1/broken.png', imageData: '<svg/>' }}
      />,
    )
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('img', { name: 'f' }).textContent).toBe('No media')
  })

  test('uses backgroundColor only when it is a hex colour', () => {
    const { container, rerender } = render(
      <TokenMedia metadata={{ name: 'c', backgroundColor: '00ff00' }} />,
    )
    const box = container.firstElementChild as HTMLElement
    expect(box.style.getPropertyValue('--pk-media-bg')).toBe('#00ff00')
    rerender(
      <TokenMedia
        metadata={{ name: 'c', backgroundColor: 'red;background:url(javascript:alert(1))' }}
      />,
    )
    expect(box.style.getPropertyValue('--pk-media-bg')).toBe('')
    expect(box.getAttribute('style')).not.toMatch(/javascript/)
  })

  test('keeps its aspect ratio, takes a className, forwards its ref and overridable strings', () => {
    const ref = createRef<HTMLDivElement>()
    render(
      <TokenMedia
        ref={ref}
        className="mine"
        aspectRatio={16 / 9}
        metadata={{ name: '' }}
        strings={{ noMedia: 'Keine Medien' }}
      />,
    )
    expect(ref.current?.className).toBe('pk-media mine')
    expect(ref.current?.style.getPropertyValue('--pk-media-aspect')).toBe(String(16 / 9))
    expect(screen.getByText('Keine Medien')).toBeTruthy()
  })

  test('renders a hostile name as text', () => {
    render(<TokenMedia metadata={{ name: '<img src=x onerror=alert(1)>', imageData: '<svg/>' }} />)
    expect(screen.getByRole('img', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy()
  })
})

import { fireEvent, render, screen, within } from '@testing-library/react'
import fc from 'fast-check'
import { createRef } from 'react'
import { describe, expect, test } from 'vitest'
import { safeColor, safeUrl } from '../../shared/safety.js'
import { TokenMedia } from './TokenMedia.js'

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

describe('safeUrl on ipfs: only inside the gateway path', () => {
  const gateway = 'http://127.0.0.1:8080/gw/ipfs/'

  test.each([
    ['ipfs://bafyCID', 'https://ipfs.io/ipfs/bafyCID'],
    ['ipfs://bafyCID/', 'https://ipfs.io/ipfs/bafyCID/'],
    ['ipfs://bafyCID/path/file.png', 'https://ipfs.io/ipfs/bafyCID/path/file.png'],
    ['ipfs://ipfs/bafyCID/path/file.png', 'https://ipfs.io/ipfs/bafyCID/path/file.png'],
    ['IPFS://bafyCID/1.png', 'https://ipfs.io/ipfs/bafyCID/1.png'],
    ['ipfs://bafyCID/a%20b.png', 'https://ipfs.io/ipfs/bafyCID/a%20b.png'],
    ['ipfs://bafyCID/1.png?filename=a.png', 'https://ipfs.io/ipfs/bafyCID/1.png?filename=a.png'],
    [
      'ipfs://bafyCID/.well-known/v1..2.json',
      'https://ipfs.io/ipfs/bafyCID/.well-known/v1..2.json',
    ],
    ['ipfs://bafyCID/..hidden', 'https://ipfs.io/ipfs/bafyCID/..hidden'],
    ['ipfs://bafyCID/%E2%80%A4.png', 'https://ipfs.io/ipfs/bafyCID/%E2%80%A4.png'],
  ])('follows %s', (input, expected) => {
    expect(safeUrl(input)).toBe(expected)
  })

  test('keeps the gateway origin and path, whatever follows', () => {
    expect(safeUrl('ipfs://bafyCID/x.png', gateway)).toBe(
      'http://127.0.0.1:8080/gw/ipfs/bafyCID/x.png',
    )
    expect(safeUrl('ipfs://ipfs/bafyCID', 'https://gw.example:8443/ipfs')).toBe(
      'https://gw.example:8443/ipfs/bafyCID',
    )
    // A gateway is a base path: one with a query or fragment cannot be joined.
    expect(safeUrl('ipfs://bafyCID/x', 'https://gw.example/ipfs/?token=1')).toBeUndefined()
    expect(safeUrl('ipfs://bafyCID/x', 'https://gw.example/ipfs/#')).toBeUndefined()
  })

  const traversals = [
    // plain
    'ipfs://../../api/logout',
    'ipfs://..',
    'ipfs://.',
    'ipfs://bafyCID/..',
    'ipfs://bafyCID/../../..',
    'ipfs://bafyCID/../../../api/logout',
    'ipfs://bafyCID/a/../../b',
    'ipfs://bafyCID/./x.png',
    'ipfs://bafyCID/...',
    'ipfs://ipfs/../api/logout',
    'ipfs://ipfs/bafyCID/../../api/logout',
    'ipfs://bafyCID/x.png/../../../api?x=1',
    // percent-encoded dots, any case
    'ipfs://%2e%2e/api/logout',
    'ipfs://%2E%2E/api/logout',
    'ipfs://bafyCID/%2e%2e/%2e%2e/api/logout',
    'ipfs://bafyCID/%2E./%2E./api/logout',
    'ipfs://bafyCID/.%2e/.%2E/api/logout',
    'ipfs://bafyCID/%2e%2E/%2E%2e/api',
    'ipfs://bafyCID/%2e/x.png',
    'ipfs://bafyCID/..%00',
    'ipfs://bafyCID/%2e%2e%20',
    // double- and triple-encoded
    'ipfs://bafyCID/%252e%252e/%252e%252e/api',
    'ipfs://bafyCID/%252E%252E/api',
    'ipfs://bafyCID/%25252e%25252e/api',
    // separators that are not one yet
    'ipfs://bafyCID/..%2f..%2fapi%2flogout',
    'ipfs://bafyCID/..%2F..%2Fapi',
    'ipfs://bafyCID/x%2f..%2f..%2f..%2fapi',
    'ipfs://bafyCID/%252f..%252f..',
    'ipfs://bafyCID/..%5c..%5capi',
    'ipfs://bafyCID/%5C..%5C..%5Capi',
    'ipfs://bafyCID\\..\\..\\api',
    'ipfs://bafyCID/..\\api',
    // mixed-case scheme and prefix
    'IPFS://bafyCID/../x',
    'IpFs://%2E%2e/api',
    'ipfs://IPFS/../api',
    // no CID, or not a CID where the CID goes
    'ipfs:///api/logout',
    'ipfs://ipfs/',
    'ipfs://ipfs//api/logout',
    'ipfs://?x=1',
    'ipfs://#x',
    'ipfs://bafy%2f..%2f..',
    'ipfs://evil.example/x.png',
    'ipfs://user@evil.example/x.png',
    // not ipfs://…
    'ipfs:bafyCID/x.png',
    'ipfs:/bafyCID/x.png',
  ]

  test.each(traversals)('refuses %s, on the default gateway and on one with a path', (input) => {
    expect(safeUrl(input)).toBeUndefined()
    expect(safeUrl(input, gateway)).toBeUndefined()
  })

  test('refuses an encoding nested deeper than any gateway decodes', () => {
    let dots = '..'
    for (let i = 0; i < 12; i++) dots = encodeURIComponent(dots.replace(/\./g, '%2e'))
    expect(safeUrl(`ipfs://bafyCID/${dots}/api`)).toBeUndefined()
  })

  test('refuses a traversal the way it refuses javascript:', () => {
    for (const image of ['ipfs://bafyCID/../../api/logout', 'javascript:alert(1)']) {
      const { container, unmount } = render(<TokenMedia metadata={{ name: 'x', image }} />)
      expect(container.querySelector('img')).toBeNull()
      expect(screen.getByText('No media')).toBeTruthy()
      unmount()
    }
  })

  test('whatever the path, the URL requested stays under the gateway path', () => {
    const pieces = [
      '..',
      '.',
      '%2e',
      '%2E',
      '%25',
      '2e',
      '/',
      '\\',
      '%2f',
      '%5C',
      'a',
      'bafyCID',
      'ipfs/',
      '?',
      '#',
    ]
    const fullyDecoded = (text: string) => {
      let out = text
      while (/%[0-9a-f]{2}/i.test(out)) {
        out = out.replace(/%([0-9a-f]{2})/gi, (_, h: string) =>
          String.fromCharCode(Number.parseInt(h, 16)),
        )
      }
      return out
    }
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const result = safeUrl(`ipfs://${parts.join('')}`, gateway)
        if (result === undefined) return
        const url = new URL(result)
        expect(url.origin).toBe('http://127.0.0.1:8080')
        expect(url.pathname).toMatch(/^\/gw\/ipfs\/[a-z0-9]+(\/|$)/i)
        for (const segment of fullyDecoded(url.pathname).split(/[/\\]/)) {
          expect(segment).not.toMatch(/^\.+$/)
        }
      }),
      { numRuns: 2000 },
    )
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
    expect(container.querySelector('.pk-media__fallback')?.textContent).toBe('No media')
  })

  test('without media: a decorative icon and words for everyone, overridable', () => {
    const { container, rerender, unmount } = render(<TokenMedia metadata={{ name: 'Nothing' }} />)
    const fallback = container.querySelector('.pk-media__fallback')!
    expect(fallback.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    // Text in the page, not an image's label that replaces it: read as it is shown.
    const words = within(fallback as HTMLElement).getByText('No media')
    expect(words.closest('[role="img"], [aria-hidden="true"]')).toBeNull()
    expect(fallback.getAttribute('aria-label')).toBeNull()
    expect(container.querySelector('.pk-media')?.getAttribute('data-media')).toBe('none')
    rerender(<TokenMedia metadata={{ name: 'Nothing' }} strings={{ noMedia: 'Pas de média' }} />)
    expect(within(container).getByText('Pas de média')).toBeTruthy()
    unmount()
  })

  test('an image that loads stays, where the browser cannot tell whether it painted', () => {
    const { container } = render(<TokenMedia metadata={{ name: 's', imageData: '<svg/>' }} />)
    fireEvent.load(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeTruthy()
    expect(within(container).queryByText('No media')).toBeNull()
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

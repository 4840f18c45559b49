/**
 * CollectibleDetails against the emulator: shortened and whole values, copy,
 * safe links only.
 */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import { EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { CollectibleDetails } from './CollectibleDetails.js'

const platform = setupTestPlatform({ size: 300 })
const { emulator } = platform
afterEach(() => {
  cleanup()
  emulator.controls.reset()
  window.history.replaceState(null, '', '/')
})

const creatures = EMULATOR_COLLECTION.creatures.address

describe('CollectibleDetails', () => {
  const MAX = (2n ** 256n - 1n).toString()
  test('contract and a 78-digit token id shortened, whole for screen readers; copy; network by name', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { wrapper } = platform.providers()
    render(
      <CollectibleDetails
        network={31337}
        contractAddress={creatures}
        tokenId={MAX}
        standard="ERC721"
      />,
      { wrapper },
    )
    const region = screen.getByRole('region', { name: 'Details' })
    expect(region.textContent).toContain(creatures)
    expect(region.textContent).toContain(MAX)
    expect(screen.getByTitle(creatures).textContent).toBe(
      `${creatures.slice(0, 6)}…${creatures.slice(-4)}`,
    )
    expect(screen.getByTitle(MAX).textContent).toBe(`${MAX.slice(0, 7)}…${MAX.slice(-6)}`)
    expect(region.textContent).toContain('anvil')
    expect(region.textContent).toContain('ERC721')
    await userEvent.click(screen.getByRole('button', { name: 'Copy Contract' }))
    expect(writeText).toHaveBeenCalledWith(creatures)
    expect(screen.getByRole('status').textContent).toBe('Copied')
  })

  test('a long link is shown by its host, shortened start…end, and goes to the whole URL', () => {
    const { wrapper } = platform.providers()
    const host = `${'a'.repeat(60)}.${'b'.repeat(60)}.example`
    const url = `https://${host}/${'p'.repeat(5_000)}`
    render(
      <CollectibleDetails
        network="anvil"
        contractAddress={creatures}
        tokenId="1"
        metadata={{ externalUrl: url }}
      />,
      { wrapper },
    )
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe(url)
    expect(link.getAttribute('title')).toBe(url)
    expect(link.textContent).toBe(`${host.slice(0, 16)}…${host.slice(-23)}`)
    cleanup()
    render(
      <CollectibleDetails
        network="anvil"
        contractAddress={creatures}
        tokenId="1"
        metadata={{ externalUrl: 'https://example.com/a' }}
      />,
      { wrapper },
    )
    expect(screen.getByRole('link').textContent).toBe('example.com')
  })

  test('only a safe external link is followed; ipfs through the gateway', () => {
    const { wrapper } = platform.providers()
    const cases: [string, string | null][] = [
      ['javascript:alert(1)', null],
      ['data:text/html,<script>alert(1)</script>', null],
      ['https://example.com/x', 'https://example.com/x'],
      ['ipfs://bafybeigdyrzt/1', 'https://ipfs.io/ipfs/bafybeigdyrzt/1'],
    ]
    for (const [externalUrl, expected] of cases) {
      const { container, unmount } = render(
        <CollectibleDetails
          network="anvil"
          contractAddress={creatures}
          tokenId="1"
          metadata={{ externalUrl }}
        />,
        { wrapper },
      )
      expect(container.querySelector('a')?.getAttribute('href') ?? null).toBe(expected)
      if (expected) expect(container.querySelector('a')?.getAttribute('rel')).toContain('noopener')
      unmount()
    }
  })
})

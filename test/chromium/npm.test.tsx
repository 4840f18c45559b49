/**
 * A component in the npm-shipped Chromium (project chromium-npm, which sets
 * CHROMIUM_SOURCE=npm): the browser is that one, lays the kit's styles out,
 * draws text, and takes a click from Playwright.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, inject, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import { CollectibleCard } from '../../src/ui/components/CollectibleCard/CollectibleCard.js'
import '../../src/ui/styles.css'

afterEach(cleanup)

test('runs in the npm-shipped Chromium', () => {
  const major = inject('npmChromiumMajor')
  expect(major).toMatch(/^\d+$/)
  expect(navigator.userAgent).toMatch(new RegExp(`Chrome/${major}\\.`))
})

test('renders and clicks a collectible card', async () => {
  const onSelect = vi.fn()
  render(
    <CollectibleCard
      collectible={{ metadata: { tokenId: '7', name: 'Ada', attributes: [], assets: [] } }}
      onSelect={onSelect}
    />,
  )
  const name = screen.getByText('Ada')
  expect(name.getBoundingClientRect().width).toBeGreaterThan(0)
  expect(name.getBoundingClientRect().height).toBeGreaterThan(0)
  // Playwright's click, through the browser's own input pipeline.
  await page.getByRole('button', { name: 'Ada' }).click()
  expect(onSelect).toHaveBeenCalledOnce()
})

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { wholeText } from '../../../../test/support/text.js'
import { EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { CollectibleGrid } from './CollectibleGrid.js'

const creatures = EMULATOR_COLLECTION.creatures.address
/** The hostile collection's last token id: the largest uint256. */
const MAX_UINT256 = (2n ** 256n - 1n).toString()

const meta = {
  title: 'Components/CollectibleGrid',
  component: CollectibleGrid,
  args: {
    network: 'anvil',
    contractAddress: creatures,
    filter: { includeEmpty: true },
    pageSize: 100,
    contractType: 'ERC721',
    onSelect: fn(),
  },
} satisfies Meta<typeof CollectibleGrid>

export default meta
type Story = StoryObj<typeof meta>

const cells = (root: HTMLElement) => root.querySelectorAll('[role="gridcell"]')
const viewportOf = (root: HTMLElement) => root.querySelector<HTMLElement>('.pk-grid__viewport')!
const rowCount = (root: HTMLElement) =>
  Number(root.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') ?? 0)

/** Skeletons while the first page loads: the emulator never answers ListCollectibles. */
export const Loading: Story = {
  parameters: { platform: { fail: { 'Marketplace/ListCollectibles': 'no-answer' } } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.pk-grid')!
    await expect(root.getAttribute('aria-busy')).toBe('true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading collectibles')
    await expect(root.querySelectorAll('[data-pk-skeleton]').length).toBeGreaterThanOrEqual(2)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(root.getAttribute('aria-busy')).toBe('true')
    await expect(canvas.queryByRole('grid')).toBeNull()
  },
}

/** A slow emulator (0.8 s per page): the skeletons first, then the collectibles. */
export const Slow: Story = {
  parameters: { platform: { latency: { 'Marketplace/ListCollectibles': 800 } } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.pk-grid')!
    await expect(root.getAttribute('aria-busy')).toBe('true')
    await expect(root.querySelectorAll('[data-pk-skeleton]').length).toBeGreaterThanOrEqual(2)
    await expect(canvas.queryByRole('grid')).toBeNull()
    await expect(await canvas.findByRole('grid', {}, { timeout: 10_000 })).toBeVisible()
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(0))
    await expect(root.querySelector('[data-pk-skeleton]')).toBeNull()
  },
}

/** The empty scenario: the collection exists and holds nothing. */
export const Empty: Story = {
  parameters: { platform: { scenario: 'empty' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No collectibles found', {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.queryByRole('grid')).toBeNull()
  },
}

/** ListCollectibles fails once (PermissionDenied, not retried): the notice, then a retry that loads. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    platform: {
      fail: {
        'Marketplace/ListCollectibles': {
          error: 'PermissionDenied',
          message: 'this key may not list the collection',
          times: 1,
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent('The collectibles could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByRole('grid', {}, { timeout: 10_000 })).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The 10,000-token creatures collection: only the visible rows are in the DOM, pages load on scroll. */
export const Data: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('grid', { name: 'Collectibles' }, { timeout: 10_000 })
    await expect(grid).toBeVisible()
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(0))
    await expect(canvas.getAllByRole('article')[0]).toBeVisible()
    const viewport = viewportOf(canvasElement)
    const columns = Number(grid.getAttribute('aria-colcount'))
    for (let i = 0; i < 5; i++) {
      const before = rowCount(canvasElement)
      viewport.scrollTop = viewport.scrollHeight
      // Reaching the end loads the next page (100 more collectibles).
      await waitFor(() => expect(rowCount(canvasElement)).toBeGreaterThan(before), {
        timeout: 10_000,
      })
      await expect(cells(canvasElement).length).toBeLessThan(200)
    }
    // 600 loaded, a screenful (plus overscan) rendered.
    await expect(rowCount(canvasElement) * columns).toBeGreaterThanOrEqual(600)
    await expect(cells(canvasElement).length).toBeLessThan(10_000 / 50)
    const rows = [...canvasElement.querySelectorAll('[role="row"]')].map((r) =>
      Number(r.getAttribute('aria-rowindex')),
    )
    // The rows near the scroll position (and the first, which holds the tab stop).
    await expect(rows.filter((r) => r !== 1).every((r) => r > 50)).toBe(true)
  },
}

/** Arrow keys move the one tab stop from card to card, scrolling as they go. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const grid = await canvas.findByRole('grid', {}, { timeout: 10_000 })
    const columns = Number(grid.getAttribute('aria-colcount'))
    await waitFor(() => expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1))
    await userEvent.tab()
    const focused = () =>
      Number(document.activeElement?.closest<HTMLElement>('[data-pk-index]')?.dataset.pkIndex)
    await expect(focused()).toBe(0)
    await userEvent.keyboard('{ArrowRight}')
    await expect(focused()).toBe(1)
    await userEvent.keyboard('{ArrowDown}')
    await expect(focused()).toBe(1 + columns)
    for (let i = 0; i < 6; i++) await userEvent.keyboard('{PageDown}')
    await waitFor(() => expect(focused()).toBeGreaterThan(3 * columns))
    // The focused card is scrolled into view.
    const viewport = viewportOf(canvasElement).getBoundingClientRect()
    const card = (document.activeElement as HTMLElement).getBoundingClientRect()
    await expect(card.top).toBeGreaterThanOrEqual(viewport.top - 1)
    await expect(card.top).toBeLessThan(viewport.bottom)
    await expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1)
    await userEvent.keyboard('{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith(expect.anything(), focused())
    await userEvent.keyboard('{Control>}{Home}{/Control}')
    await waitFor(() => expect(focused()).toBe(0))
  },
}

/** The hostile scenario: script in names, javascript: and data:text/html URLs, CSS injection. */
export const HostileMetadata: Story = {
  parameters: { platform: { scenario: 'hostile' } },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('grid', {}, { timeout: 10_000 })
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(0))
    const viewport = viewportOf(canvasElement)
    // The card of the largest token id (2^256 - 1), found by its data attribute: where it is in
    // the list depends on its price, and whether its row is rendered on the window's size (only
    // the rows near the view are), so the grid is scrolled through, half a view at a time.
    const card = () => canvasElement.querySelector<HTMLElement>(`[data-token-id="${MAX_UINT256}"]`)
    for (let i = 0; i < 100 && !card(); i++) {
      viewport.scrollTop += Math.max(100, viewport.clientHeight / 2)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    await waitFor(() => expect(card()).not.toBeNull())
    card()!.scrollIntoView({ block: 'nearest' })
    await expect(card()).toBeVisible()
    // Its id, in full for assistive technology and in the title, shortened on the card.
    await expect(
      within(card()!).getByText(wholeText(`Token ID ${MAX_UINT256}`)),
    ).toBeInTheDocument()
    await expect(card()!.querySelector(`[title="${MAX_UINT256}"]`)).toHaveTextContent(
      '#115792…9935',
    )
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    await expect(canvasElement.querySelector('script, iframe, style, object')).toBeNull()
    for (const element of canvasElement.querySelectorAll('[href], [src], [style]')) {
      for (const name of ['href', 'src', 'style']) {
        await expect(element.getAttribute(name) ?? '').not.toMatch(
          /javascript:|vbscript:|data:text\/html/i,
        )
      }
    }
  },
}

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', {}, { timeout: 10_000 })
    const card = (await canvas.findAllByRole('article'))[0]!
    await waitFor(() => expect(getComputedStyle(card).backgroundColor).toBe('rgb(31, 35, 41)'))
  },
}

/**
 * The page scrolls as one (`scroll="window"`): no scroll box inside the grid,
 * still only the rows near the window's view rendered, and the result count above.
 */
export const PageScroll: Story = {
  args: { scroll: 'window', pageSize: 60 },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('grid', {}, { timeout: 10_000 })
    const viewport = viewportOf(canvasElement)
    await expect(viewport.scrollHeight).toBeLessThanOrEqual(viewport.clientHeight + 1)
    await expect(canvasElement.querySelector('.pk-grid__count')).toHaveTextContent('60+ results')
    await expect(cells(canvasElement).length).toBeLessThan(60)
  },
}

const buyCard = fn()

/**
 * On a phone (at most a 366 px column: a 390 px screen less its margins): two columns
 * of cards, as marketplaces show them, each with the app's own action at its
 * foot; Tab goes from the focused card to its action, the arrows on to the
 * next card.
 */
export const PhoneWithActions: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 366 }}>{Story()}</div>],
  args: {
    getHref: (c) => `#token-${c.metadata.tokenId}`,
    renderCardAction: (c) => (
      <button type="button" className="pk-button" onClick={() => buyCard(c.metadata.tokenId)}>
        Buy #{c.metadata.tokenId}
      </button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const grid = await canvas.findByRole('grid', {}, { timeout: 10_000 })
    await waitFor(() => expect(cells(canvasElement).length).toBeGreaterThan(1))
    await expect(grid.getAttribute('aria-colcount')).toBe('2')
    const [first, second] = [...canvasElement.querySelectorAll<HTMLElement>('.pk-card')]
    await expect(Math.round(first!.getBoundingClientRect().top)).toBe(
      Math.round(second!.getBoundingClientRect().top),
    )
    await userEvent.tab()
    const link = document.activeElement as HTMLElement
    await expect(link.tagName).toBe('A')
    await userEvent.tab()
    const action = document.activeElement as HTMLElement
    await expect(action.textContent).toMatch(/^Buy #/)
    await expect(link.closest('.pk-card')!.contains(action)).toBe(true)
    await expect(link.contains(action)).toBe(false)
    await userEvent.keyboard('{Enter}')
    await expect(buyCard).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(document.activeElement?.closest('.pk-card')).toBe(second))
  },
}

/**
 * The kit's default action (issue 45): Buy at the foot of each card whose
 * listing is another maker's Sequence Market order, named with the token and
 * its price; the other cards keep the room, so every card of a row is as tall
 * as the others. Buy opens the trade in a dialog (no wallet here: it says so).
 */
export const WithBuy: Story = {
  args: { getHref: (c) => `#token-${c.metadata.tokenId}`, onSelect: undefined },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('grid', {}, { timeout: 10_000 })
    const buys = await canvas.findAllByRole('button', { name: /^Buy .+ for / }, { timeout: 10_000 })
    await expect(buys[0]).toHaveTextContent(/^Buy$/)
    // Every card of the first row as tall as the others, with a Buy or without.
    const row = canvasElement.querySelector('[role="row"]')!
    const heights = [...row.querySelectorAll('.pk-card')].map((c) =>
      Math.round(c.getBoundingClientRect().height),
    )
    await expect(new Set(heights).size).toBe(1)
    await userEvent.click(buys[0]!)
    const dialog = await canvas.findByRole('dialog', { name: 'Buy' }, { timeout: 10_000 })
    await waitFor(
      () =>
        expect(within(dialog).getByRole('status')).toHaveTextContent('Connect a wallet to buy.'),
      { timeout: 10_000 },
    )
    // Closed, the dialog leaves the page (a synthetic Escape does not close a <dialog>).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
  },
}

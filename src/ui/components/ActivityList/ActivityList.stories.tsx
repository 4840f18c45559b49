import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import {
  activityEntry,
  HOSTILE,
  MARKET_CURRENCIES,
  manyEntries,
  marketEntries,
  NOW,
  SCRIPT_EXPLORER,
  TOKENS,
} from '../../../../test/support/activityFixtures.js'
import { type ActivityEntry, ActivityListView } from './ActivityList.js'
import type { ActivityFilter } from './filters.js'

const FIFTY = manyEntries(50)
const TEN_THOUSAND = manyEntries(10_000)

/** Two items arrive over the live feed once the list is shown: marked "New", announced once. */
function LiveList(props: Parameters<typeof ActivityListView>[0]) {
  const [items, setItems] = useState<readonly ActivityEntry[]>(props.items)
  useEffect(() => {
    setItems((held) => [
      activityEntry(100_002, { arrived: true, time: new Date(NOW - 4_000).toISOString() }),
      activityEntry(100_001, { arrived: true, time: new Date(NOW - 9_000).toISOString() }),
      ...held,
    ])
  }, [])
  return <ActivityListView {...props} items={items} />
}

/** A reader of the tokens the app does not know: one call per contract, names after a moment. */
const readTokens = async ({ tokenIds }: { readonly tokenIds: readonly string[] }) => {
  await new Promise((resolve) => setTimeout(resolve, 150))
  return tokenIds.map((tokenId) => ({ tokenId, name: `Wild Creature ${tokenId}` }))
}

/** The market's items under the filter by kind, kept as an app keeps it (here, in state). */
function FilteredList(props: Parameters<typeof ActivityListView>[0]) {
  const [filter, setFilter] = useState<ActivityFilter>('all')
  const kinds: Record<ActivityFilter, readonly string[]> = {
    all: [],
    sales: ['sale'],
    listings: ['listing'],
    offers: ['offer'],
    transfers: ['mint', 'transfer', 'burn'],
  }
  const items = props.items.filter((item) => filter === 'all' || kinds[filter].includes(item.kind))
  return (
    <ActivityListView
      {...props}
      items={items}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next)
        props.onFilterChange?.(next)
      }}
    />
  )
}

/**
 * The activity list's states with fixed items. `ActivityList` reads them
 * with `useActivity` from the app's activity read (`createActivityHandler`)
 * and prepends what the live feed brings.
 */
const meta = {
  title: 'Components/ActivityList',
  component: ActivityListView,
  args: {
    items: FIFTY,
    status: 'success',
    network: 'polygon',
    tokens: TOKENS,
    now: NOW,
    hasNextPage: false,
    onLoadMore: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 1400 }}>{Story()}</div>],
} satisfies Meta<typeof ActivityListView>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { items: [], status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Loading activity…')).toHaveLength(1)
    await expect(canvas.queryByRole('feed')).toBeNull()
  },
}

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No activity yet')).toHaveLength(1)
    await expect(canvas.queryByRole('feed')).toBeNull()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { items: [], status: 'error', error: new Error('503 Service Unavailable') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The activity could not be loaded.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Many: Story = {
  args: { items: TEN_THOUSAND, hasNextPage: true },
  play: async ({ canvas, canvasElement, args }) => {
    const feed = canvas.getByRole('feed', { name: 'Activity' })
    // 10,000 items, a few dozen rows in the page.
    await expect(canvasElement.querySelectorAll('article').length).toBeLessThan(60)
    const first = within(feed).getAllByRole('article')[0]!
    first.focus()
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-posinset')).toBe('10000'))
    await expect(canvasElement.querySelectorAll('article').length).toBeLessThan(60)
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled())
    // Still on the last row when Home is pressed, and where the focus went from there if it does
    // not end on the first row: full runs found it removed with its row ('focusout 10000') — a
    // render before the move's had taken the pending focus to the row it was leaving, which
    // useActivityList now waits out (src/ui/components/ActivityList/ActivityListKeys.test.tsx).
    await expect(document.activeElement?.getAttribute('aria-posinset')).toBe('10000')
    const trail: string[] = []
    const name = (target: EventTarget | null) =>
      target instanceof HTMLElement
        ? (target.getAttribute('aria-posinset') ?? target.tagName.toLowerCase())
        : String(target)
    const went = (event: FocusEvent) => trail.push(`${event.type} ${name(event.target)}`)
    document.addEventListener('focusin', went)
    document.addEventListener('focusout', went)
    await userEvent.keyboard('{Home}')
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-posinset'), trail.join(', ')).toBe('1'),
    ).finally(() => {
      document.removeEventListener('focusin', went)
      document.removeEventListener('focusout', went)
    })
  },
}

export const Hostile: Story = {
  args: { items: HOSTILE, network: SCRIPT_EXPLORER },
  play: async ({ canvas, canvasElement }) => {
    // A script for an explorer makes no link; the hashes stay text.
    await expect(canvas.queryAllByRole('link')).toHaveLength(0)
    await expect(canvasElement.querySelector('[href^="javascript"]')).toBeNull()
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull()
    await expect(canvas.getByText('+9,999 more')).toBeVisible()
    await expect(canvas.getAllByText('Other').length).toBeGreaterThanOrEqual(3)
  },
}

export const Live: Story = {
  render: (args) => <LiveList {...args} />,
  args: { items: FIFTY.slice(0, 20) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('2 new activity items', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    await expect(canvas.getAllByText('New')).toHaveLength(2)
  },
}

/** What a marketplace's Activity tab shows: sales, listings, offers and cancels priced, with their dollars. */
export const Market: Story = {
  args: {
    items: [...marketEntries(), ...manyEntries(10)],
    currencies: MARKET_CURRENCIES,
    readTokens,
  },
  play: async ({ canvas }) => {
    const sale = canvas.getAllByRole('article')[0]!
    await expect(sale).toHaveTextContent('Sale')
    await expect(sale).toHaveTextContent('0.006300 WETH')
    await expect(sale).toHaveTextContent('≈ $21.42')
    // The tokens the app did not know are read, one call for the rows shown.
    await expect(await canvas.findByText('Wild Creature 33')).toBeInTheDocument()
  },
}

/** The filter by kind: a radio group that Tab reaches, whose arrows choose. */
export const Filter: Story = {
  render: (args) => <FilteredList {...args} />,
  args: {
    items: [...marketEntries(), ...manyEntries(10)],
    currencies: MARKET_CURRENCIES,
    onFilterChange: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Sales' }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('sales')
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: 'Listings' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: 'Offers' }))
    await expect(canvas.getAllByRole('article')[0]).toHaveTextContent('Offer')
  },
}

/** A filter with nothing of its kind: it says what there is none of. */
export const FilterEmpty: Story = {
  args: { items: [], filter: 'sales', onFilterChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sales yet')).toBeInTheDocument()
    await expect(canvas.getByRole('radio', { name: 'Sales' })).toBeChecked()
  },
}

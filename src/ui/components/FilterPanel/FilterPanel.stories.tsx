import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { PropertyFilter } from '../../../core/schemas/propertyFilter.js'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { FilterPanel, type FilterPanelProps, FilterPanelView } from './FilterPanel.js'
import { FilterSheet } from './FilterSheet.js'

const WAIT = { timeout: 10_000 }

/**
 * The panel holding its value in state, shown beside it (below it on a
 * phone) so that a change can be seen.
 */
function Stateful(props: FilterPanelProps) {
  const [value, setValue] = useState<CollectiblesFilter>(props.value)
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: 16 }}>
      <div style={{ flex: '0 1 300px', minWidth: 0 }}>
        <FilterPanel
          {...props}
          value={value}
          onChange={(next) => {
            setValue(next)
            props.onChange(next)
          }}
        />
      </div>
      <output
        aria-label="Filter value"
        style={{
          flex: '1 1 200px',
          minWidth: 0,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: 12,
        }}
      >
        {JSON.stringify(value, null, 2)}
      </output>
    </div>
  )
}

const meta = {
  title: 'Components/FilterPanel',
  component: FilterPanel,
  args: {
    network: 'anvil',
    contractAddress: EMULATOR_COLLECTION.creatures.address,
    value: {},
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FilterPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The emulator never answers: the panel stays loading, its fixed groups already usable. */
export const Loading: Story = {
  parameters: { platform: { fail: { 'Metadata/TokenCollectionFilters': 'no-answer' } } },
  render: (args) => (
    <div style={{ width: 300 }}>
      <FilterPanel {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Filters' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading filters…')
    await expect(canvas.getByRole('group', { name: 'Marketplaces' })).toBeVisible()
  },
}

/** The empty scenario: a collection without tokens has no property to filter by. */
export const Empty: Story = {
  parameters: { platform: { scenario: 'empty' } },
  render: (args) => (
    <div style={{ width: 300 }}>
      <FilterPanel {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No properties to filter by.', {}, WAIT)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeDisabled()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  parameters: { platform: { fail: { 'Metadata/TokenCollectionFilters': 'QueryFailed' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'The filters could not be loaded.',
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Data: Story = {
  play: async ({ canvas, args }) => {
    const rarity = await canvas.findByRole('group', { name: 'Rarity' }, WAIT)
    const epic = within(rarity).getByRole('checkbox', { name: 'Epic' })
    await expect(epic).not.toBeChecked()
    await userEvent.click(epic)
    await expect(epic).toBeChecked()
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        properties: [{ name: 'Rarity', type: 'STRING', values: ['Epic'] }],
      }),
    )
    await expect(canvas.getByRole('status', { name: 'Filter value' })).toHaveTextContent('"Epic"')
    // The value search narrows the list.
    await userEvent.type(within(rarity).getByRole('searchbox', { name: 'Search Rarity' }), 'leg')
    await expect(within(rarity).getAllByRole('checkbox')).toHaveLength(1)
    // A range is one slider with two thumbs.
    const level = canvas.getByRole('group', { name: 'Level' })
    await expect(within(level).getByRole('slider', { name: 'Minimum Level' })).toBeVisible()
    await expect(within(level).getByRole('slider', { name: 'Maximum Level' })).toBeVisible()
    await expect(level.querySelectorAll('.pk-range')).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }))
    await expect(canvas.getByRole('status', { name: 'Filter value' })).toHaveTextContent('{}')
  },
}

const RANGES: PropertyFilter[] = [
  { name: 'Level', type: 'INT', min: 1, max: 98, values: [] },
  { name: 'Beyond 2^53', type: 'INT', min: 1, max: 2 ** 60, values: [] },
  { name: 'Generation', type: 'INT', min: 3, max: 3, values: [] },
]

/** The view with ranges given: one slider with two thumbs per property, 2⁶⁰ in full, one value as inputs only. */
export const Ranges: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<CollectiblesFilter>({})
    return (
      <div style={{ maxWidth: 300 }}>
        <FilterPanelView
          status="success"
          filters={RANGES}
          marketplaces={[]}
          value={value}
          onChange={(next) => {
            setValue(next)
            args.onChange(next)
          }}
        />
      </div>
    )
  },
  play: async ({ canvas, args }) => {
    const level = canvas.getByRole('group', { name: 'Level' })
    const min = within(level).getByRole('slider', { name: 'Minimum Level' })
    const max = within(level).getByRole('slider', { name: 'Maximum Level' })
    min.focus()
    await userEvent.keyboard('{PageUp}{ArrowRight}')
    max.focus()
    await userEvent.keyboard('{PageDown}{Home}{ArrowLeft}')
    await expect(args.onChange).toHaveBeenLastCalledWith({
      properties: [{ name: 'Level', type: 'INT', min: 12, max: 12 }],
    })
    await expect(min).toHaveAttribute('aria-valuetext', '12')
    await userEvent.keyboard('{End}')
    await expect(max).toHaveAttribute('aria-valuenow', '98')
    // 2⁶⁰ in full, unclipped; its thumbs at either end.
    const beyond = canvas.getByRole('group', { name: 'Beyond 2^53' })
    const top = within(beyond).getByRole('spinbutton', { name: 'Maximum Beyond 2^53' })
    await expect(top).toHaveValue(2 ** 60)
    await expect((top as HTMLInputElement).value).toBe('1152921504606846976')
    await expect(top.scrollWidth).toBeLessThanOrEqual(top.clientWidth)
    const rail = beyond.querySelector('.pk-range__rail') as HTMLElement
    const thumb = within(beyond).getByRole('slider', { name: 'Maximum Beyond 2^53' })
    const centre = thumb.getBoundingClientRect().left + thumb.getBoundingClientRect().width / 2
    await expect(Math.round(centre)).toBe(Math.round(rail.getBoundingClientRect().right))
    // One value: the inputs only.
    const generation = canvas.getByRole('group', { name: 'Generation' })
    await expect(within(generation).queryAllByRole('slider')).toHaveLength(0)
    await expect(within(generation).getAllByRole('spinbutton')).toHaveLength(2)
  },
}

export const HostileMetadata: Story = {
  args: { contractAddress: EMULATOR_COLLECTION.hostile.address },
  play: async ({ canvas, canvasElement }) => {
    const group = await canvas.findByRole(
      'group',
      { name: '<img src=x onerror=window.__pwned=1>' },
      WAIT,
    )
    await userEvent.click(
      within(group).getByRole('checkbox', { name: '<script>window.__pwned=1</script>' }),
    )
    await expect(canvasElement.querySelector('script, img')).toBeNull()
    await expect(canvasElement.innerHTML).not.toMatch(/="[^"]*javascript:/i)
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  },
}

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('group', { name: 'Rarity' }, WAIT)
    await expect(canvasElement.querySelector('[data-pk-theme="dark"]')).not.toBeNull()
  },
}

/** The sheet of a phone (FilterSheet), its value in state and the grid's count given. */
function StatefulSheet(props: FilterPanelProps) {
  const [value, setValue] = useState<CollectiblesFilter>(props.value)
  return (
    <FilterSheet
      {...props}
      presentation="sheet"
      results={{ count: 60, more: true }}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

/**
 * The panel as marketplaces open it on a phone (`FilterSheet`): a button that
 * counts the conditions opens it in a modal dialog at the foot of the screen,
 * focus on Close; "Show 60+ results" (the grid's count) and Close close it,
 * focus back on the button. Left open, so that the width and axe checks see it.
 */
export const Sheet: Story = {
  render: (args) => <StatefulSheet {...args} />,
  // Every wait as long as a loaded machine needs (a find's own default is 1 s).
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('button', { name: 'Filters' })
    await userEvent.click(open)
    const dialog = await canvas.findByRole('dialog', { name: 'Filters' }, WAIT)
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus(),
      WAIT,
    )
    await within(dialog).findByRole('group', { name: 'Rarity' }, WAIT)
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Blur' }))
    await waitFor(
      () => expect(args.onChange).toHaveBeenLastCalledWith({ marketplaces: ['blur'] }),
      WAIT,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show 60+ results' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), WAIT)
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Filters (1)' })).toHaveFocus(),
      WAIT,
    )
    await userEvent.click(open)
    await canvas.findByRole('dialog', { name: 'Filters' }, WAIT)
  },
}

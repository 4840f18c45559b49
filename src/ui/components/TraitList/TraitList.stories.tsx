import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyPlatform } from 'platform-kit/storybook'
import { expect, userEvent } from 'storybook/test'
import { EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { TraitList } from './TraitList.js'

const WAIT = { timeout: 10_000 }
const creatures = EMULATOR_COLLECTION.creatures.address
const hostile = EMULATOR_COLLECTION.hostile.address

const ATTRIBUTES = [
  { trait_type: 'Body', value: 'Azure' },
  { trait_type: 'Eyes', value: 'Sleepy' },
  { trait_type: 'Level', value: 7, display_type: 'number', max_value: 10 },
  { trait_type: 'Stamina', value: 12, display_type: 'boost_number' },
  { trait_type: 'Luck', value: 5, display_type: 'boost_percentage' },
  { trait_type: 'Born', value: 1_700_000_000, display_type: 'date' },
]

const meta = {
  title: 'Components/TraitList',
  component: TraitList,
  args: {
    network: 'anvil',
    contractAddress: creatures,
    attributes: ATTRIBUTES,
    collectionHref: '#collection',
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof TraitList>

export default meta
type Story = StoryObj<typeof meta>

/** A creature's traits from the emulator: the backed ones link to the filtered collection. */
export const Light: Story = {
  loaders: [
    async (context) => ({
      attributes: storyPlatform(context)
        .emulator.state.marketplace.collectionByAddress(creatures)!
        .tokens.metadata(19).attributes,
    }),
  ],
  render: (args, { loaded }) => (
    <TraitList {...args} attributes={loaded.attributes as typeof ATTRIBUTES} />
  ),
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link', {}, WAIT)
    await expect(links[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\?n?[pr]\.[^#]*#collection$/),
    )
    await expect(canvas.getAllByText(/^1 of \d+ values$/).length).toBeGreaterThan(0)
  },
}

export const Dark: Story = { ...Light, parameters: { theme: 'dark' } }

/** Numbers, boosts and dates, in the locale; the filters never answer (loading): no link yet. */
export const Loading: Story = {
  parameters: { platform: { fail: { 'Metadata/TokenCollectionFilters': 'no-answer' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7')).toBeVisible()
    await expect(canvas.getByText('of 10')).toBeVisible()
    await expect(canvas.getByText('+12')).toBeVisible()
    await expect(canvas.getByText('+5%')).toBeVisible()
    await expect(canvas.getByText('Nov 14, 2023')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const Empty: Story = {
  args: { attributes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This collectible has no traits.')).toBeVisible()
  },
}

/**
 * The hostile collection's tokens 19 (500 traits) and 20 (10,000 characters,
 * numbers past 2^53, a number as a name, nested values, a script): text in
 * their boxes, at any width.
 */
export const Hostile: Story = {
  args: { contractAddress: hostile },
  loaders: [
    async (context) => {
      const tokens =
        storyPlatform(context).emulator.state.marketplace.collectionByAddress(hostile)!.tokens
      return { many: tokens.metadata(19).attributes, odd: tokens.metadata(20).attributes }
    },
  ],
  render: (args, { loaded }) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TraitList
        {...args}
        attributes={loaded.odd as typeof ATTRIBUTES}
        after={40}
        strings={{ heading: 'Odd traits' }}
      />
      <TraitList
        {...args}
        attributes={loaded.many as typeof ATTRIBUTES}
        strings={{ heading: '500 traits' }}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByText('<script>window.__pwned=1</script>').length).toBeGreaterThan(0)
    await expect(canvas.getByText('1.153E18')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /^Show all \d+ traits$/ }))
    await expect(canvasElement.querySelectorAll('li').length).toBeGreaterThan(500)
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    await expect(canvasElement.querySelector('script, iframe, img[onerror]')).toBeNull()
    for (const item of canvasElement.querySelectorAll('li')) {
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1)
    }
  },
}

const HUNDRED_THOUSAND = Array.from({ length: 100_000 }, (_, i) => ({
  trait_type: `Trait ${(i % 5) + 1}`,
  value: `Value ${i + 1}`,
}))

/**
 * 100,000 attributes (issue 28): the list opens 500 traits at a time, with
 * how many are shown, and cuts back to 12 — never all at once (rendering them
 * all blocked the page for 39 s).
 */
export const HundredThousand: Story = {
  args: { attributes: HUNDRED_THOUSAND as typeof ATTRIBUTES },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show 500 more traits' }))
    await expect(canvas.getByText('512 of 100,000 traits shown')).toBeVisible()
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(512)
    await expect(canvas.getByRole('button', { name: 'Show 500 more traits' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Show fewer traits' }))
    await expect(canvasElement.querySelectorAll('li')).toHaveLength(12)
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyPlatform } from 'platform-kit/storybook'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { wholeText } from '../../../../test/support/text.js'
import type { Audience } from '../../../core/schemas/audience.js'
import type { Emulator } from '../../../emulator/index.js'
import { AudienceManager } from './AudienceManager.js'

const ADA = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const meta = {
  title: 'Components/AudienceManager',
  component: AudienceManager,
  args: { projectId: 1, onCreated: fn(), onAdded: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof AudienceManager>

export default meta
type Story = StoryObj<typeof meta>

interface Loaded {
  readonly emulator: Emulator
  readonly audience: Audience
}

const STORY_AUDIENCE = 'Story audience'

/**
 * A new audience of project 1 in the story's emulator, for the story to fill.
 * Loaders run again on every render (a theme or an arg changed) while the
 * story keeps its emulator: the audience made the first time is found again.
 */
const withFreshAudience = {
  loaders: [
    async (context: Parameters<typeof storyPlatform>[0]) => {
      const { emulator } = storyPlatform(context)
      const { builder } = emulator.state
      const audience =
        builder.audiences(1).find((a) => a.name === STORY_AUDIENCE) ??
        builder.createAudience(1, STORY_AUDIENCE, Date.now())
      return { emulator, audience }
    },
  ],
  render: (args: Parameters<typeof AudienceManager>[0], { loaded }: { loaded: unknown }) => (
    <AudienceManager {...args} audience={(loaded as Loaded).audience} />
  ),
}

/** The form that names a new audience; creating one moves on to its contacts. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Audience name' })
    await expect(name).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: 'Contacts' })).toBeNull()
    // A name the project already has is refused.
    await userEvent.type(name, 'Allow list{Enter}')
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'An audience with this name exists.',
    )
    await userEvent.clear(name)
    // The story's emulator is its own: the same name is new in every run.
    await userEvent.type(name, 'Launch')
    await userEvent.click(canvas.getByRole('button', { name: 'Create audience' }))
    await expect(
      await canvas.findByRole('textbox', { name: 'Contacts' }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(args.onCreated).toHaveBeenCalledTimes(1)
  },
}

/** Contacts for an existing audience: pasted, checked, and sent. */
export const WithAudience: Story = {
  ...withFreshAudience,
  play: async ({ canvas, loaded, args }) => {
    const { audience, emulator } = loaded as Loaded
    await expect(canvas.getByText(wholeText(`Audience: ${audience.name}`))).toBeVisible()
    const area = canvas.getByRole('textbox', { name: 'Contacts' })
    await userEvent.click(area)
    await userEvent.paste(`${ADA},Ada,ada@example.org\n${BOB},Bob\n${CAROL}`)
    const send = await canvas.findByRole('button', { name: 'Send 3 contacts' })
    await userEvent.click(send)
    await expect(
      await canvas.findByText('Added 3 contacts.', {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(args.onAdded).toHaveBeenCalledTimes(1)
    await expect(
      emulator.state.builder.contacts(1, audience.id).map((c) => c.address.toLowerCase()),
    ).toEqual([ADA, BOB, CAROL.toLowerCase()])
  },
}

/** Invalid lines are listed, with their numbers and reasons, before anything is sent. */
export const InvalidLines: Story = {
  ...withFreshAudience,
  play: async ({ canvas, canvasElement, loaded, args }) => {
    const { audience, emulator } = loaded as Loaded
    const area = canvas.getByRole('textbox', { name: 'Contacts' })
    await userEvent.type(
      area,
      `${ADA}{Enter}0x1234{Enter}${BOB},Bob,bob@{Enter}{Enter}# comment{Enter}${ADA}`,
    )
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-line]')).toHaveLength(2))
    const lines = [...canvasElement.querySelectorAll('[data-line]')].map((li) => li.textContent)
    await expect(lines).toEqual([
      'Line 2 0x1234 not an address',
      `Line 3 ${BOB},Bob,bob@ not an email address`,
    ])
    await expect(area).toHaveAttribute('aria-invalid', 'true')
    const summary = within(canvasElement.querySelector<HTMLElement>('.pk-audience__summary')!)
    await expect(summary.getByText('Valid contacts: 1')).toBeVisible()
    await expect(summary.getByText('Duplicates (sent once): 1')).toBeVisible()
    await expect(summary.getByText('Invalid lines (not sent): 2')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send 1 contacts' })).toBeEnabled()
    await expect(args.onAdded).not.toHaveBeenCalled()
    await expect(emulator.state.builder.contacts(1, audience.id)).toEqual([])
  },
}

/** The dark theme, with a list that has invalid lines. */
export const Dark: Story = {
  ...withFreshAudience,
  args: {
    defaultText: `${ADA},Ada\nnot-an-address\n${BOB}\n${ADA.toUpperCase().replace('0X', '0x')}`,
  },
  parameters: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    const area = canvas.getByRole('textbox', { name: 'Contacts' })
    await waitFor(() => expect(getComputedStyle(area).backgroundColor).toBe('rgb(31, 35, 41)'))
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-line]')).toHaveLength(2))
    await expect(canvas.getByText('Line 2')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send 2 contacts' })).toBeVisible()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyPlatform } from 'platform-kit/storybook'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { sampleOrder } from '../../../../test/support/fixtures.js'
import { wholeText } from '../../../../test/support/text.js'
import { createClient } from '../../../core/client.js'
import type { Collectible } from '../../../core/schemas/collectible.js'
import type { Order } from '../../../core/schemas/order.js'
import { EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { CollectibleCard, CollectibleCardSkeleton } from './CollectibleCard.js'

const anvil = EMULATED_NETWORKS.find((n) => n.name === 'anvil')!
const usdc = anvil.currencies.find((c) => c.symbol === 'USDC')!

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${fill}"/><circle cx="5" cy="5" r="3" fill="#fff"/></svg>`

const order = (overrides: Partial<Order> = {}): Order =>
  sampleOrder({
    chainId: anvil.chainId,
    collectionContractAddress: EMULATOR_COLLECTION.creatures.address,
    createdBy: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    priceAmountNet: '1462500',
    priceAmountNetFormatted: '1.4625',
    priceCurrencyAddress: usdc.address,
    feeBps: 250,
    tokenId: '42',
    ...overrides,
  })

const listed: Collectible = {
  metadata: {
    tokenId: '42',
    name: 'Blue Circle Creature',
    imageData: svg('#3b5bdb'),
    updatedAt: '',
    attributes: [],
    assets: [],
  },
  order: order(),
}

const meta = {
  title: 'Components/CollectibleCard',
  component: CollectibleCard,
  args: { collectible: listed },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof CollectibleCard>

export default meta
type Story = StoryObj<typeof meta>

export const DataListed: Story = {
  args: { onSelect: fn() },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Blue Circle Creature' })
    await expect(button).toBeVisible()
    await expect(canvas.getByText(wholeText('1.500 USDC'))).toBeVisible()
    await expect(canvas.getByText(wholeText('≈ $1.50'))).toBeVisible()
    await expect(canvas.getByText(wholeText('on OpenSea'))).toBeVisible()
    await expect(canvas.getByText(wholeText('#42'))).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Blue Circle Creature' })).toBeVisible()
    // The whole card is the button's hit area: a point on the price hits the button.
    const price = canvas
      .getByRole('article')
      .querySelector('.pk-card__price')!
      .getBoundingClientRect()
    const hit = document.elementFromPoint(price.left + 4, price.top + price.height / 2)
    await expect(hit).toBe(button)
    await userEvent.click(button)
    await expect(args.onSelect).toHaveBeenCalledWith(listed)
  },
}

export const NotListed: Story = {
  args: {
    collectible: {
      metadata: {
        tokenId: '7',
        name: 'Unsold Green',
        imageData: svg('#2b8a3e'),
        updatedAt: '',
        attributes: [],
        assets: [],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not listed')).toBeVisible()
    await expect(canvas.queryByText(/USDC/)).toBeNull()
  },
}

export const Erc1155Quantity: Story = {
  args: {
    contractType: 'ERC1155',
    collectible: {
      metadata: {
        tokenId: '3',
        name: 'Pixel Relic',
        imageData: svg('#c92a2a'),
        updatedAt: '',
        attributes: [],
        assets: [],
      },
      order: order({
        marketplace: 'native_marketplace_v2',
        quantityAvailable: '12',
        quantityAvailableFormatted: '12',
        priceAmountFormatted: '0.02',
        priceCurrencyAddress: anvil.currencies.find((c) => c.symbol === 'WETH')!.address,
        priceUSDFormatted: '$60.00',
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(wholeText('12 available'))).toBeVisible()
    await expect(canvas.getByText(wholeText('0.02000 WETH'))).toBeVisible()
    await expect(canvas.getByText(wholeText('on Marketplace v2'))).toBeVisible()
  },
}

/** Every token of the emulator's hostile collection, as cards. */
export const Hostile: Story = {
  loaders: [
    async (context) => {
      // Read through the story's emulator, as the components would.
      const client = createClient(storyPlatform(context).config)
      const { collectibles } = await client.marketplace.listCollectibles({
        network: 'anvil',
        contractAddress: EMULATOR_COLLECTION.hostile.address,
        filter: { includeEmpty: true },
        page: { pageSize: 100 },
      })
      return { hostile: collectibles }
    },
  ],
  render: (args, { loaded }) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(loaded.hostile as Collectible[]).map((c) => (
        <CollectibleCard
          key={c.metadata.tokenId}
          {...args}
          collectible={c}
          href={`#token-${c.metadata.tokenId}`}
        />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(24)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    await expect(canvasElement.querySelector('script, iframe, style, object')).toBeNull()
    for (const element of canvasElement.querySelectorAll('[href], [src], [style]')) {
      for (const name of ['href', 'src', 'style']) {
        await expect(element.getAttribute(name) ?? '').not.toMatch(
          /javascript:|vbscript:|data:text\/html/i,
        )
      }
    }
    // Names are clamped to two lines (the 100,000-character one to 120 characters) and stay inside their card.
    for (const card of canvasElement.querySelectorAll<HTMLElement>('.pk-card')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1)
      const name = card.querySelector<HTMLElement>('.pk-card__name-text')!
      const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight)
      await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1)
      await expect(card.querySelector('.pk-card__name')!.textContent!.length).toBeLessThanOrEqual(
        120,
      )
    }
  },
}

export const Skeleton: Story = {
  render: () => <CollectibleCardSkeleton />,
  play: async ({ canvas, canvasElement }) => {
    const skeleton = canvasElement.querySelector<HTMLElement>('[data-pk-skeleton]')!
    await expect(skeleton.getAttribute('aria-busy')).toBe('true')
    await expect(canvas.getByText('Loading collectible')).toBeInTheDocument()
    await expect(skeleton.querySelectorAll('.pk-skeleton').length).toBeGreaterThan(1)
    await expect(skeleton.getBoundingClientRect().height).toBeGreaterThan(200)
  },
}

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article')
    await waitFor(() => expect(getComputedStyle(card).backgroundColor).toBe('rgb(31, 35, 41)'))
    await expect(canvas.getByText(wholeText('1.500 USDC'))).toBeVisible()
  },
}

const buy = fn()

/**
 * The app's own action at the card's foot (its checkout's Buy): outside the
 * card's button, reached by Tab after it, and by the pointer above it.
 */
export const WithAction: Story = {
  args: {
    onSelect: fn(),
    renderAction: (c: Collectible) => (
      <button type="button" className="pk-button" onClick={() => buy(c)}>
        Buy {c.metadata.name}
      </button>
    ),
  },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('button', { name: 'Blue Circle Creature' })
    const action = canvas.getByRole('button', { name: 'Buy Blue Circle Creature' })
    await expect(action).toBeVisible()
    await expect(card.contains(action)).toBe(false)
    const r = action.getBoundingClientRect()
    await expect(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)).toBe(action)
    await userEvent.click(action)
    await expect(buy).toHaveBeenCalledWith(listed)
    await expect(args.onSelect).not.toHaveBeenCalled()
    card.focus()
    await userEvent.tab()
    await expect(action).toHaveFocus()
  },
}
/**
 * A card as narrow as a phone's two columns (150 px): the amount on a line
 * of its own under its label, the number whole; a long one keeps its digits
 * and puts the currency under them.
 */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 150 }}>{Story()}</div>],
  args: {
    collectible: {
      ...listed,
      order: order({ priceAmountFormatted: '999999999999', priceUSD: 999999999999 }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(wholeText('999,999,999,999 USDC'))).toBeVisible()
    const card = canvasElement.querySelector<HTMLElement>('.pk-card')!
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1)
    const amount = canvasElement.querySelector<HTMLElement>('.pk-card__amount')!
    const label = canvasElement.querySelector<HTMLElement>('.pk-card__price-label')!
    await expect(amount.getBoundingClientRect().top).toBeGreaterThan(
      label.getBoundingClientRect().bottom - 1,
    )
    await expect(amount.scrollHeight).toBeLessThanOrEqual(amount.clientHeight + 1)
  },
}

/** A token without media, in the dark theme: the placeholder's icon and words show. */
export const NoMediaDark: Story = {
  parameters: { theme: 'dark' },
  decorators: [(Story) => <div style={{ width: 150 }}>{Story()}</div>],
  args: { collectible: { ...listed, metadata: { ...listed.metadata, imageData: undefined } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No media')).toBeVisible()
  },
}

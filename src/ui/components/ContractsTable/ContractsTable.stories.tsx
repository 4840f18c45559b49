import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ContractsTable, ContractsTableView } from './ContractsTable.js'

const meta = {
  title: 'Components/ContractsTable',
  component: ContractsTable,
  args: { projectId: 1, pageSize: 20 },
} satisfies Meta<typeof ContractsTable>

export default meta
type Story = StoryObj<typeof meta>

const rows = (root: HTMLElement) => root.querySelectorAll('tr[data-contract-id]')

/** The emulator never answers: skeleton rows. */
export const Loading: Story = {
  args: { pageSize: 6 },
  parameters: { platform: { fail: { 'Builder/ListContracts': 'no-answer' } } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Contracts' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvasElement.querySelectorAll('tbody .pk-skeleton')).toHaveLength(6 * 5)
    await expect(rows(canvasElement)).toHaveLength(0)
  },
}

/** A filter that matches nothing: no contract of project 1 is on mainnet. */
export const Empty: Story = {
  args: { defaultFilter: { chainId: 1 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText('No contracts match.', {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Chain' })).toHaveValue('1')
    await expect(rows(canvasElement)).toHaveLength(0)
  },
}

/** ListContracts answers Unavailable with the server's message: the notice shows it, with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    platform: {
      fail: {
        'Builder/ListContracts': {
          error: 'Unavailable',
          message: 'the builder is down for maintenance',
        },
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent(
      'The contracts could not be loaded: the builder is down for maintenance',
    )
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'the builder is down for maintenance',
    )
  },
}

/** Project 1's contracts: filter, sort and page through them. */
export const Data: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(20), { timeout: 10_000 })
    await expect(canvas.getByText('Page 1')).toBeVisible()
    const first = rows(canvasElement)[0]!.getAttribute('data-contract-id')

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await waitFor(
      () => expect(rows(canvasElement)[0]!.getAttribute('data-contract-id')).not.toBe(first),
      { timeout: 10_000 },
    )
    await expect(canvas.getByText('Page 2')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }))
    await expect(rows(canvasElement)[0]!.getAttribute('data-contract-id')).toBe(first)

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Chain' }), 'polygon')
    await waitFor(
      () => {
        const chains = [...rows(canvasElement)].map((r) => r.children[2]?.textContent)
        expect(chains.length).toBeGreaterThan(0)
        expect(new Set(chains)).toEqual(new Set(['polygon']))
      },
      { timeout: 10_000 },
    )

    const name = canvas.getByRole('columnheader', { name: 'Name' })
    await userEvent.click(within(name).getByRole('button'))
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'ascending'))
    await waitFor(() => {
      const names = [...rows(canvasElement)].map((r) => r.children[0]?.textContent ?? '')
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    })
  },
}

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement).length).toBeGreaterThan(0), {
      timeout: 10_000,
    })
    const scroll = canvasElement.querySelector<HTMLElement>('.pk-contracts__scroll')!
    await waitFor(() => expect(getComputedStyle(scroll).backgroundColor).toBe('rgb(31, 35, 41)'))
    await expect(canvas.getByRole('table', { name: 'Contracts' })).toBeVisible()
  },
}

/** Names and types are text: a hostile name is shown, never run. */
export const HostileNames: Story = {
  render: () => (
    <ContractsTableView
      status="success"
      contracts={[
        {
          id: 1,
          projectId: 1,
          contractName: `<script>window.__pwned=1</script>${'x'.repeat(5000)}`,
          contractAddress: 'javascript:window.__pwned=1',
          contractType: '<img src=x onerror="window.__pwned=1">',
          chainId: 31337,
          createdAt: '2024-10-11T20:46:38.000Z',
          updatedAt: '',
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100))
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined()
    await expect(canvasElement.querySelector('script, img')).toBeNull()
    await expect(canvasElement.innerHTML).not.toMatch(/="javascript:/i)
  },
}

/**
 * On a phone (at most a 366 px column): each contract a block of its fields, label
 * before value, the address with its copy button; the sort buttons above and
 * the pages below; nothing scrolls sideways.
 */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 366 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(20), { timeout: 10_000 })
    const box = canvasElement.querySelector<HTMLElement>('.pk-contracts')!.getBoundingClientRect()
    for (const control of canvasElement.querySelectorAll<HTMLElement>('button, input, select')) {
      const r = control.getBoundingClientRect()
      if (r.width === 0) continue
      await expect(r.right).toBeLessThanOrEqual(box.right + 1)
    }
    const scroll = canvasElement.querySelector<HTMLElement>('.pk-contracts__scroll')!
    await expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth + 1)
    const first = rows(canvasElement)[0] as HTMLElement
    for (const cell of first.querySelectorAll<HTMLElement>('th, td')) {
      await expect(getComputedStyle(cell, '::before').content).toContain(cell.dataset.label)
    }
    await expect(within(first).getByRole('button', { name: /^Copy the address of / })).toBeVisible()
    const name = canvas.getByRole('columnheader', { name: 'Name' })
    await userEvent.click(within(name).getByRole('button'))
    await waitFor(() => expect(name).toHaveAttribute('aria-sort', 'ascending'))
    const next = await canvas.findByRole('button', { name: 'Next' }, { timeout: 10_000 })
    await expect(next).toBeVisible()
    await expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1)
  },
}

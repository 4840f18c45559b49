/**
 * SellerDeskView's rows (issue 45): virtualized — 1,000 orders, a bounded
 * number of rows in the DOM, "Select all" takes all 1,000, ↑/↓ move between
 * rows —, a collection column when the desk shows several, the token's id said
 * once, and sorting by price and expiry from the headers.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import type { AccountOrder } from '../../../core/operations/listAccountOrders.js'
import { accountOrder, IDLE, NOW, USDC } from './SellerDesk.fixtures.js'
import { SellerDeskView, type SellerDeskViewProps } from './SellerDesk.js'
import { type SellerDeskRow, useSellerDesk } from './useSellerDesk.js'

afterEach(cleanup)
const currencies = { [USDC]: { symbol: 'USDC', decimals: 6 } }

function Desk({ list, ...view }: Partial<SellerDeskViewProps> & { list: readonly AccountOrder[] }) {
  const desk = useSellerDesk({
    orders: list,
    run: IDLE,
    onStart: () => {},
    onRetry: () => {},
    onStop: () => {},
    now: NOW,
  })
  return (
    <SellerDeskView
      {...desk}
      status="success"
      run={IDLE}
      currencies={currencies}
      now={NOW}
      {...view}
    />
  )
}

const THOUSAND = Array.from({ length: 1000 }, (_, i) => accountOrder(i + 1))

test('1,000 orders: at most 40 rows in the DOM; "Select all" selects all 1,000; ↑/↓ move between rows', async () => {
  const user = userEvent.setup()
  render(<Desk list={THOUSAND} />)
  const table = screen.getByRole('table')
  const rows = () => table.querySelectorAll('tbody tr[aria-rowindex]')
  expect(table.getAttribute('aria-rowcount')).toBe('1001')
  expect(rows().length).toBeGreaterThan(5)
  expect(rows().length).toBeLessThanOrEqual(40)
  expect(document.body.querySelectorAll('*').length).toBeLessThan(1200)
  await user.click(screen.getByRole('checkbox', { name: 'Select all' }))
  expect(screen.getByRole('button', { name: 'Cancel 1,000 orders' })).toBeTruthy()
  // Every row rendered is ticked; so are the 960 and more that are not.
  for (const box of within(table).getAllByRole('checkbox'))
    expect((box as HTMLInputElement).checked).toBe(true)
  const boxes = within(table).getAllByRole('checkbox')
  boxes[0]!.focus()
  fireEvent.keyDown(boxes[0]!, { key: 'ArrowDown' })
  expect(document.activeElement).toBe(boxes[1])
  fireEvent.keyDown(boxes[1]!, { key: 'ArrowUp' })
  expect(document.activeElement).toBe(boxes[0])
  await user.click(boxes[0]!)
  expect(screen.getByRole('button', { name: 'Cancel 999 orders' })).toBeTruthy()
})

test("two collections' #1 differ by a collection column; a name that says its id is not followed by it again", () => {
  const one = (address: string, name: string): AccountOrder => {
    const entry = accountOrder(1, { name })
    return { ...entry, order: { ...entry.order, collectionContractAddress: address } }
  }
  const relics = '0x00000000000000000000000000000000000000a1'
  const potions = '0x00000000000000000000000000000000000000b2'
  const names: Record<string, string> = { [relics]: 'Pixel Relics', [potions]: 'Potions' }
  render(
    <Desk
      list={[one(relics, 'Fire Tome #1'), one(potions, 'Creature')]}
      collectionOf={(row: SellerDeskRow) => names[row.order.collectionContractAddress!]!}
    />,
  )
  expect(screen.getByRole('columnheader', { name: 'Collection' })).toBeTruthy()
  const [first, second] = screen.getAllByRole('row').slice(1)
  expect(first!.textContent).toContain('Pixel Relics')
  expect(second!.textContent).toContain('Potions')
  // "Fire Tome #1", once; "Creature #1", its id after the name.
  const visible = (row: HTMLElement) =>
    [...row.querySelectorAll('.pk-desk__name, .pk-desk__id')].map((e) => e.textContent).join(' ')
  expect(visible(first!)).toBe('Fire Tome #1')
  expect(visible(second!)).toBe('Creature #1')
  expect(
    screen.getByRole('checkbox', { name: 'Select the listing of Fire Tome #1 in Pixel Relics' }),
  ).toBeTruthy()
  expect(
    screen.getByRole('checkbox', { name: 'Select the listing of Creature #1 in Potions' }),
  ).toBeTruthy()
})

test('Price and Expires sort the rows from their headers, each way, and say so (aria-sort)', async () => {
  const user = userEvent.setup()
  const list = [3, 1, 2].map((n) => {
    const entry = accountOrder(n)
    return {
      ...entry,
      order: {
        ...entry.order,
        priceUSD: n * 10,
        validUntil: new Date(NOW + (4 - n) * 86_400_000).toISOString(),
      },
    }
  })
  render(<Desk list={list} />)
  const names = () =>
    screen
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('.pk-desk__name')?.textContent)
  expect(names()).toEqual(['Creature 3', 'Creature 1', 'Creature 2'])
  const price = screen.getByRole('columnheader', { name: /Price/ })
  expect(price.getAttribute('aria-sort')).toBe('none')
  await user.click(within(price).getByRole('button', { name: /Price/ }))
  expect(price.getAttribute('aria-sort')).toBe('ascending')
  expect(names()).toEqual(['Creature 1', 'Creature 2', 'Creature 3'])
  await user.click(within(price).getByRole('button', { name: /Price/ }))
  expect(price.getAttribute('aria-sort')).toBe('descending')
  expect(names()).toEqual(['Creature 3', 'Creature 2', 'Creature 1'])
  const expires = screen.getByRole('columnheader', { name: /Expires/ })
  await user.click(within(expires).getByRole('button', { name: /Expires/ }))
  expect(expires.getAttribute('aria-sort')).toBe('ascending')
  expect(price.getAttribute('aria-sort')).toBe('none')
  expect(names()).toEqual(['Creature 3', 'Creature 2', 'Creature 1'])
})

test('a quantity whose formatted text is not a number shows its base units, as prices do', () => {
  const entry = accountOrder(5)
  render(
    <Desk
      list={[
        {
          ...entry,
          order: { ...entry.order, quantityRemainingFormatted: 'lots', quantityRemaining: '12' },
        },
      ]}
    />,
  )
  const cell = screen.getAllByRole('row')[1]!.querySelector('.pk-desk__quantity')!
  expect(cell.textContent).toBe('Qty 12')
})

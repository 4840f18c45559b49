/**
 * The seller's desk under load (issue 45): an account with 1,000 orders in
 * one collection (dev account 0 in a 10,000-token emulator). The read costs
 * a request per 100 tokens and one per row rendered, not one per token; the
 * DOM holds a bounded number of rows; "Select all" takes all of them, the
 * orders of tokens not yet read included.
 */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import { TestProviders } from '../../../../test/support/providers.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { SellerDesk } from './SellerDesk.js'

const platform = setupTestPlatform({ size: 10_000 })
afterEach(cleanup)
const account = DEV_ACCOUNTS[0]!.address
const creatures = EMULATOR_COLLECTION.creatures.address
/** The account's orders there, every one, as the emulator holds them. */
const every = () =>
  platform.emulator.state.marketplace
    .ordersByMaker(account, { liveAt: platform.emulator.clock.now() })
    .filter((o) => o.collectionContractAddress?.toLowerCase() === creatures.toLowerCase())
const perToken = () =>
  platform.calls.filter((c) =>
    /ListListingsForCollectible|ListOffersForCollectible/.test(c.operation),
  ).length

test('1,000 orders: a request per 100 tokens and one per row rendered; at most 40 rows in the DOM, each saying its place', async () => {
  expect(every().length).toBeGreaterThanOrEqual(1000)
  render(
    <TestProviders queryClient={new QueryClient()}>
      <SellerDesk network="anvil" contractAddresses={[creatures]} account={account} />
    </TestProviders>,
  )
  const desk = screen.getByRole('region', { name: 'Your orders' })
  const table = within(desk).getByRole('table')
  await waitFor(() => expect(table.getAttribute('aria-rowcount')).toBeTruthy(), { timeout: 20_000 })
  const rendered = () => desk.querySelectorAll('tbody tr[aria-rowindex]')
  await waitFor(() => expect(perToken()).toBeGreaterThan(0), { timeout: 20_000 })
  // The pages of tokens: under a dozen for both sides, against one request per token before (862).
  const pages = platform.count('Marketplace/ListCollectibles')
  expect(pages).toBeLessThanOrEqual(12)
  expect(rendered().length).toBeGreaterThan(5)
  expect(rendered().length).toBeLessThanOrEqual(40)
  expect(desk.querySelectorAll('*').length).toBeLessThan(1500)
  // The rows rendered are read in full, a request each, and no other.
  expect(perToken()).toBeLessThanOrEqual(40)
  expect(platform.calls.length).toBeLessThanOrEqual(pages + 40)
  const count = Number(table.getAttribute('aria-rowcount'))
  expect(count).toBeGreaterThan(800)
  const places = [...rendered()].map((row) => Number(row.getAttribute('aria-rowindex')))
  expect(places[0]).toBe(2)
  expect(places).toEqual(places.map((_, i) => i + 2))
}, 60_000)

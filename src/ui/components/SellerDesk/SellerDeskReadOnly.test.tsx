/** SellerDesk without a WagmiProvider (issue 45): the account's orders, read only, and what is needed to cancel them. */
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import { TestProviders } from '../../../../test/support/providers.js'
import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from '../../../emulator/index.js'
import { SellerDesk } from './SellerDesk.js'

setupTestPlatform()
afterEach(cleanup)

test('no wallet: the orders are listed, nothing can be selected or cancelled, and it says a wallet is needed', async () => {
  render(
    <TestProviders queryClient={new QueryClient()}>
      <SellerDesk
        network="anvil"
        contractAddresses={[EMULATOR_COLLECTION.relics.address]}
        account={DEV_ACCOUNTS[0]!.address}
      />
    </TestProviders>,
  )
  const desk = screen.getByRole('region', { name: /orders/i })
  await within(desk).findAllByRole('row', {}, { timeout: 10_000 })
  const boxes = await within(desk).findAllByRole('checkbox', {}, { timeout: 10_000 })
  expect(boxes.length).toBeGreaterThan(1)
  for (const box of boxes) expect((box as HTMLInputElement).disabled).toBe(true)
  expect(within(desk).getByText('Connect a wallet to cancel these orders.')).toBeTruthy()
  expect(within(desk).queryByRole('button', { name: /^Cancel/ })).toBeNull()
  expect(screen.queryByText('This could not be shown.')).toBeNull()
})

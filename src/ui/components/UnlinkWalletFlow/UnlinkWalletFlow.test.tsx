/** UnlinkWalletFlowView's words follow the outcome (issue 27): after the unlink, it no longer offers to remove the link. */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { DEV_ACCOUNTS } from '../../../emulator/index.js'
import { UnlinkWalletFlowView } from './UnlinkWalletFlow.js'

afterEach(cleanup)
const parent = DEV_ACCOUNTS[0]!.address
const linked = DEV_ACCOUNTS[1]!.address

test.each([
  ['idle', /^Remove the link between 0x7099…79C8 and your account wallet 0xf39F…2266\./],
  ['pending', /^Remove the link between/],
  ['error', /^Remove the link between/],
  ['success', /^0x7099…79C8 is no longer linked to your account wallet 0xf39F…2266\.$/],
] as const)('%s: the explanation says %s', (status, said) => {
  render(
    <UnlinkWalletFlowView
      parentWalletAddress={parent}
      linkedWalletAddress={linked}
      status={status}
      steps={{ parent: 'signed', linked: 'signed' }}
      onUnlink={() => {}}
    />,
  )
  const region = screen.getByRole('region', { name: 'Unlink wallet' })
  expect(region.querySelector('.pk-unlink__intro')?.textContent).toMatch(said)
  if (status === 'success') expect(region.textContent).not.toMatch(/Remove the link/)
  // Said once on screen: the status, announced, is hidden from the eye once done.
  expect(screen.getByRole('status').classList.contains('pk-visually-hidden')).toBe(
    status === 'success',
  )
})

test('the heading is at the level the page asks for (default 3)', () => {
  const view = (headingLevel?: 2 | 4) => (
    <UnlinkWalletFlowView
      parentWalletAddress={parent}
      status="idle"
      steps={{ parent: 'idle', linked: 'idle' }}
      onUnlink={() => {}}
      {...(headingLevel ? { headingLevel } : {})}
    />
  )
  const { rerender } = render(view())
  expect(screen.getByRole('heading', { name: 'Unlink wallet' }).tagName).toBe('H3')
  rerender(view(2))
  expect(screen.getByRole('heading', { name: 'Unlink wallet' }).tagName).toBe('H2')
})

/**
 * useActivityTokens: one read per contract (and per 100 ids) for the items
 * shown, each token once, answers kept by their text members only.
 */
import { renderHook, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { activityEntry, COLLECTION, MARKET } from '../../../../test/support/activityFixtures.js'
import {
  ACTIVITY_TOKENS_PER_READ,
  type ActivityTokenReader,
  useActivityTokens,
} from './useActivityTokens.js'

const OTHER = '0x1111111111111111111111111111111111111111'

test('one read per contract and per hundred ids; each token once; only text kept', async () => {
  const read = vi.fn<ActivityTokenReader>(async ({ tokenIds }) =>
    tokenIds.map((tokenId) => ({
      tokenId,
      name: `Token ${tokenId}`,
      image: 42 as unknown as string,
    })),
  )
  const shown = [
    ...Array.from({ length: 150 }, (_, i) =>
      activityEntry(i, { tokens: [{ tokenId: String(1000 + i) }] }),
    ),
    // The market's item is its collection's, whatever contract emitted it.
    activityEntry(500, { contractAddress: MARKET, collectionAddress: COLLECTION }),
    activityEntry(501, { contractAddress: OTHER, tokens: [{ tokenId: '9' }] }),
    activityEntry(502, { tokens: [], tokenCount: 0 }),
  ]
  const { result, rerender } = renderHook(
    ({ items }) => useActivityTokens({ shown: items, read, delay: 0 }),
    { initialProps: { items: shown } },
  )
  await waitFor(() => expect(result.current(shown[0]!)?.name).toBe('Token 1000'))
  const asked = read.mock.calls.map(([request]) => [
    request.contractAddress,
    request.tokenIds.length,
  ])
  expect(asked).toHaveLength(3)
  expect(asked).toEqual(
    expect.arrayContaining([
      [COLLECTION.toLowerCase(), ACTIVITY_TOKENS_PER_READ],
      [COLLECTION.toLowerCase(), 51],
      [OTHER, 1],
    ]),
  )
  expect(result.current(shown[0]!)).toEqual({ name: 'Token 1000' })
  expect(result.current(shown.at(-1)!)).toBeUndefined()
  // Shown again: nothing is read twice.
  rerender({ items: [...shown].reverse() })
  await new Promise((r) => setTimeout(r, 20))
  expect(read).toHaveBeenCalledTimes(3)
})

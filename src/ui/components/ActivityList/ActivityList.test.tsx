/**
 * ActivityListView (issue 31): each row's words, the token and its batch,
 * addresses shortened with the whole reachable, the explorer link only where
 * the URL rules allow it, hostile items as bounded text, and the loading,
 * empty and error states said once each. The rows are ActivityFeed.tsx's,
 * tested here through the view.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  ALICE,
  activityEntry,
  BOB,
  HOSTILE,
  hashOf,
  MAX_ID,
  manyEntries,
  NOW,
  SCRIPT_EXPLORER,
  TOKENS,
} from '../../../../test/support/activityFixtures.js'
import { activityQueryKey } from '../../../query/activity.js'
import {
  ACTIVITY_LIST_STRINGS,
  type ActivityEntry,
  ActivityList,
  ActivityListView,
  type ActivityListViewProps,
} from './ActivityList.js'

afterEach(cleanup)

/** The row named `name`: its accessible name as Testing Library computes it. */
const named = (name: string | RegExp) =>
  within(screen.getByRole('feed')).getAllByRole('article', { name })

const RECT = { width: 1200, height: 600 }
const show = (props: Partial<ActivityListViewProps> = {}) =>
  render(
    <ActivityListView
      items={[]}
      status="success"
      network="polygon"
      now={NOW}
      locale="en-US"
      initialRect={RECT}
      {...props}
    />,
  )
const rows = () => within(screen.getByRole('feed')).getAllByRole('article')

describe('a row', () => {
  test('says the kind in words, the token by name with its id, from → to, the amount and when', () => {
    const transfer = activityEntry(7, {
      kind: 'transfer',
      from: ALICE,
      to: BOB,
      tokens: [{ tokenId: '3', amount: '25' }],
      time: new Date(NOW - 3 * 60_000).toISOString(),
    })
    show({ items: [transfer], tokens: TOKENS })
    const [row] = rows()
    expect(named('Transfer Creature 3 #3')).toEqual([row])
    expect(row!.textContent).toContain('0xf39F…2266')
    expect(row!.textContent).toContain('0x7099…79C8')
    // The whole addresses for screen readers and in titles; the short ones are for the eye.
    expect(within(row!).getByText(ALICE).closest('[title]')!.getAttribute('title')).toBe(ALICE)
    expect(within(row!).getByText(BOB).classList.contains('pk-visually-hidden')).toBe(true)
    expect(row!.querySelector('.pk-activity__amount')!.textContent).toContain('amount 25')
    const time = row!.querySelector('time')!
    expect(time!.textContent).toContain('3 minutes ago')
    expect(time.title).toMatch(/Jan 5, 2030/)
    // The icon is decoration.
    expect(row!.querySelector('svg.pk-activity__icon')!.getAttribute('aria-hidden')).toBe('true')
  })

  test('a token the app does not know is "#id"; a batch shows its first token and how many more', () => {
    const batch = activityEntry(8, {
      event: 'TransferBatch',
      tokens: [
        { tokenId: '77', amount: '2' },
        { tokenId: '78', amount: '2' },
      ],
      tokenCount: 1234,
    })
    show({ items: [batch] })
    const [row] = rows()
    expect(named('Transfer #77 +1,233 more')).toEqual([row])
    expect(row!.textContent).toContain('+1,233 more')
    // A batch's amounts are per token: no one amount stands for them.
    expect(row!.querySelector('.pk-activity__amount')!.textContent).toContain('')
  })

  test('the numbers and the relative time follow the locale', () => {
    const batch = activityEntry(8, {
      tokens: [{ tokenId: '1' }, { tokenId: '2' }],
      tokenCount: 1234,
      time: new Date(NOW - 2 * 3_600_000).toISOString(),
    })
    show({ items: [batch], locale: 'de-DE' })
    expect(rows()[0]!.textContent).toContain('+1.233 more')
    expect(rows()[0]!.querySelector('time')!.textContent).toContain('vor 2 Stunden')
  })

  test("the transaction links to the network's explorer; without one, or with a script for one, it is text", () => {
    const item = activityEntry(9)
    const { unmount } = show({ items: [item] })
    const link = within(rows()[0]!).getByRole('link', {
      name: `Transaction ${hashOf(9).slice(0, 6)}…${hashOf(9).slice(-4)} on the block explorer (opens in a new tab)`,
    })
    expect(link!.getAttribute('href')).toBe(`https://polygonscan.com/tx/${hashOf(9)}`)
    expect(link!.getAttribute('rel')).toBe('noopener noreferrer')
    unmount()
    for (const network of [
      'anvil',
      SCRIPT_EXPLORER,
      { chainId: 1, name: 'x', explorerUrl: 'ipfs://bafy' },
    ]) {
      const shown = show({ items: [item], network })
      expect(screen.queryByRole('link')).toBeNull()
      expect(rows()[0]!.textContent).toContain(`${hashOf(9).slice(0, 6)}…`)
      shown.unmount()
    }
  })

  test("without a network, each item's chain names its explorer", () => {
    show({ items: [activityEntry(9, { chainId: 1 })], network: undefined })
    expect(screen.getByRole('link')!.getAttribute('href')).toBe(
      `https://etherscan.io/tx/${hashOf(9)}`,
    )
  })

  test('an arrived row says "New" in words, not only in colour', () => {
    show({ items: [activityEntry(2, { arrived: true }), activityEntry(1)] })
    const [fresh, old] = rows()
    expect(fresh!.getAttribute('data-arrived')).toBe('true')
    expect(within(fresh!).getByText('New')).toBeTruthy()
    expect(within(old!).queryByText('New')).toBeNull()
  })

  test('every word can be replaced', () => {
    show({
      items: [activityEntry(1, { kind: 'mint' })],
      strings: { kinds: { ...ACTIVITY_LIST_STRINGS.kinds, mint: 'Prägung' }, tokenId: 'Nr. {id}' },
    })
    expect(named('Prägung Nr. 2')).toEqual(rows())
  })
})

describe('hostile items are text, bounded', () => {
  test('unknown kinds read "Other" with their event; ids past 2^256 and non-addresses are clipped text', () => {
    show({ items: HOSTILE, network: SCRIPT_EXPLORER })
    const [unknown, batch, zalgo, erc20, longKind] = rows()
    expect(named(/^Other /)).toEqual([unknown, zalgo, longKind])
    // The event's name is isolated, so its U+202E turns round nothing after it.
    const event = unknown!.querySelector('.pk-activity__event')!
    expect(event.tagName).toBe('BDI')
    expect(event.textContent).toContain('\u202EtnemeerT')
    // Not an address: shown as the text it is, never as markup.
    expect(unknown!.querySelector('img')).toBeNull()
    expect(unknown!.textContent).toContain('not an address <img src=x onerror=alert(1)>')
    // A 300-character "address" is cut to 64 in its title and its text.
    const to = unknown!.querySelectorAll('.pk-activity__address')[1]!
    expect(to.getAttribute('title')!.length).toBeLessThanOrEqual(64)
    // An id of 78 digits is cut, the whole in the title; the amount is short scientific form.
    const id = unknown!.querySelector('.pk-activity__id')!
    expect(id.textContent!.length).toBeLessThanOrEqual(16)
    expect(id!.getAttribute('title')).toBe(MAX_ID)
    expect(unknown!.querySelector('.pk-activity__amount')!.textContent).toContain('1.16E77')
    expect(batch!.textContent).toContain('+9,999 more')
    expect(zalgo!.querySelector('.pk-activity__event')!.textContent!.length).toBeLessThanOrEqual(32)
    // A "hash" that is a script is text, and no explorer link is made anywhere.
    expect(zalgo!.textContent).toContain('javascript:')
    expect(document.querySelector('a')).toBeNull()
    expect(zalgo!.querySelector('time')!.textContent).toContain('not a time')
    expect(erc20!.querySelector('.pk-activity__amount')!.textContent).toContain('1E57')
  })
})

describe('states say things once and keep the box', () => {
  test('loading: skeleton rows that say nothing, and "Loading activity…" once', () => {
    const { container } = show({ status: 'pending' })
    expect(screen.getAllByText('Loading activity…')).toHaveLength(1)
    expect(screen.getByRole('status')!.textContent).toContain('Loading activity…')
    expect(container.querySelector('.pk-activity__skeletons')!.getAttribute('aria-hidden')).toBe(
      'true',
    )
    expect(container.firstElementChild!.getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByRole('feed')).toBeNull()
  })

  test('empty: "No activity yet", once', () => {
    show({ status: 'success', items: [] })
    expect(screen.getAllByText('No activity yet')).toHaveLength(1)
    expect(screen.queryByRole('feed')).toBeNull()
  })

  test('error: one message and a retry', async () => {
    const onRetry = vi.fn()
    show({ status: 'error', error: new Error('boom'), onRetry })
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getByRole('alert')!.textContent).toContain('The activity could not be loaded.')
    expect(document.body!.textContent).not.toContain('boom')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  test('a next page that failed keeps the rows: its error is below them, its retry loads that page', async () => {
    const onLoadMore = vi.fn()
    const onRetry = vi.fn()
    show({ status: 'error', items: manyEntries(3), hasNextPage: true, onLoadMore, onRetry })
    expect(rows()).toHaveLength(3)
    expect(screen.getByRole('alert')!.textContent).toContain('More activity could not be loaded.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onLoadMore).toHaveBeenCalledOnce()
    expect(onRetry).not.toHaveBeenCalled()
  })

  test('while the next page loads, the feed is busy and says so once', () => {
    show({ items: manyEntries(3), hasNextPage: true, isFetchingNextPage: true })
    expect(screen.getByRole('feed')!.getAttribute('aria-busy')).toBe('true')
    expect(screen.getAllByText('Loading more activity…')).toHaveLength(1)
  })
})

test('10,000 items render a bounded number of rows, each with its place in the list', () => {
  const items: ActivityEntry[] = manyEntries(10_000)
  show({ items, hasNextPage: false })
  const shown = rows()
  expect(shown.length).toBeGreaterThan(5)
  expect(shown.length).toBeLessThan(40)
  expect(shown[0]!.getAttribute('aria-posinset')).toBe('1')
  expect(shown[0]!.getAttribute('aria-setsize')).toBe('10000')
})

describe('ActivityList, bound to useActivity', () => {
  const { arrived: _, ...plain } = activityEntry(5, { kind: 'mint', from: undefined })
  const page = { items: [plain], cursor: 'next' }

  test("shows the read's items, and its failure with a retry that reads again", async () => {
    const answers = [
      new Response(JSON.stringify({ error: 'kind: unknown' }), { status: 400 }),
      new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } }),
    ]
    const requests: string[] = []
    const fetchStub = vi.fn(async (url: string | URL | Request) => {
      requests.push(String(url))
      return answers.shift() ?? new Response(JSON.stringify({ items: [] }))
    })
    vi.stubGlobal('fetch', fetchStub)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <ActivityList
          url="https://app.example/api/activity"
          network="polygon"
          contractAddress={ALICE}
          now={NOW}
          initialRect={RECT}
        />
      </QueryClientProvider>,
    )
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('could not be loaded'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(named('Mint #6')).toEqual(rows())
    expect(requests[0]).toContain('chainId=137')
    // A page with a cursor has more after it: the list asks for it as its end is in view.
    await waitFor(() => expect(requests.some((url) => url.includes('cursor=next'))).toBe(true))
  })

  test("the list's own props are the view's, not the read's: its key is the read's parameters alone", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items: [] }))),
    )
    const client = new QueryClient()
    const read = { url: '/api/activity', network: 'polygon', contractAddress: ALICE }
    render(
      <QueryClientProvider client={client}>
        <ActivityList
          {...read}
          now={NOW}
          locale="de-DE"
          className="mine"
          strings={{ empty: 'Nothing' }}
          initialRect={RECT}
          ipfsGateway="https://ipfs.example/ipfs/"
          scroll="window"
          tokens={new Map()}
          onError={() => {}}
        />
      </QueryClientProvider>,
    )
    const keys = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey)
    expect(keys).toEqual([activityQueryKey(read)])
  })
})

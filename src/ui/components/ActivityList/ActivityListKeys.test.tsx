/**
 * useActivityList (issue 31): one tab stop moved by the arrow keys, Home and
 * End (the row scrolled in and focused, following its item when rows arrive
 * above it), the next page asked for once near the end and never while busy,
 * and the rows that arrived live announced politely, gathered, at most once
 * per interval (useArrivals.ts) — with fake timers, never waiting on the clock.
 */
import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react'
import { startTransition, useState } from 'react'
import { flushSync } from 'react-dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { activityEntry, manyEntries, NOW } from '../../../../test/support/activityFixtures.js'
import { type ActivityEntry, ActivityListView } from './ActivityList.js'
import {
  type ActivityListItem,
  nextActivityIndex,
  type UseActivityListOptions,
  useActivityList,
} from './useActivityList.js'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const RECT = { width: 1200, height: 600 }
const posinset = () => document.activeElement?.getAttribute('aria-posinset')

test("nextActivityIndex: up and down one row, Home the first, End the last loaded; other keys are not the list's", () => {
  expect(nextActivityIndex('ArrowDown', 3, 10)).toBe(4)
  expect(nextActivityIndex('ArrowDown', 9, 10)).toBe(9)
  expect(nextActivityIndex('ArrowUp', 0, 10)).toBe(0)
  expect(nextActivityIndex('PageUp', 5, 10)).toBe(4)
  expect(nextActivityIndex('Home', 7, 10)).toBe(0)
  expect(nextActivityIndex('End', 2, 10)).toBe(9)
  expect(nextActivityIndex('End', 2, 0)).toBeUndefined()
  expect(nextActivityIndex('a', 2, 10)).toBeUndefined()
})

/** What a test drives of {@link MovingList}: its list's `moveTo`, and a render of its own. */
interface ProbeApi {
  moveTo?: (index: number) => void
  rerender?: () => void
}

/** An app's own list on useActivityList, handing `api` its `moveTo` and a render of something else. */
function MovingList({ items, api }: { items: readonly ActivityEntry[]; api: ProbeApi }) {
  const list = useActivityList({ items, initialRect: RECT })
  const [, setTick] = useState(0)
  api.moveTo = list.moveTo
  api.rerender = () => setTick((n) => n + 1)
  return (
    <div ref={list.viewportRef}>
      <div ref={list.listRef} role="feed" aria-label="Activity" onFocus={list.onFocus}>
        {list.rows.map((row) => (
          <article
            key={items[row.index]!.id}
            ref={list.measureRow}
            data-index={row.index}
            aria-posinset={row.index + 1}
            tabIndex={list.tabIndexOf(row.index)}
          >
            {row.index}
          </article>
        ))}
      </div>
    </div>
  )
}

describe('the keyboard', () => {
  test('one tab stop; the arrows, Home and End move it and the focus, across 10,000 rows', () => {
    render(
      <ActivityListView
        items={manyEntries(10_000)}
        status="success"
        now={NOW}
        initialRect={RECT}
      />,
    )
    const feed = screen.getByRole('feed')
    const tabbable = () => feed.querySelectorAll('article[tabindex="0"]')
    expect(tabbable()).toHaveLength(1)
    const first = within(feed).getAllByRole('article')[0]!
    expect(first.tabIndex).toBe(0)
    // Links of other rows are out of the tab order too: Tab leaves the list after the row's own.
    expect(feed.querySelectorAll('a[tabindex="0"]')).toHaveLength(1)
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(posinset()).toBe('2')
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    expect(posinset()).toBe('10000')
    expect(tabbable()).toHaveLength(1)
    expect(feed.querySelectorAll('article').length).toBeLessThan(60)
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' })
    expect(posinset()).toBe('9999')
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    expect(posinset()).toBe('1')
    // A key with a modifier is the browser's.
    fireEvent.keyDown(document.activeElement!, { key: 'End', ctrlKey: true })
    expect(posinset()).toBe('1')
  })

  test('the focus reaches the row moved to when a render comes before the move', () => {
    const items = manyEntries(30)
    const api: ProbeApi = {}
    render(<MovingList items={items} api={api} />)
    act(() => api.moveTo!(5))
    expect(posinset()).toBe('6')
    // The move in a transition, and a render of something else before it: that render still has
    // the row the tab stop leaves, and took the focus there (a full run's Home went nowhere).
    act(() => {
      startTransition(() => api.moveTo!(0))
      flushSync(() => api.rerender!())
    })
    expect(posinset()).toBe('1')
  })

  test('the tab stop follows its row when rows arrive above it', () => {
    const items = manyEntries(20)
    const { rerender } = render(
      <ActivityListView items={items} status="success" now={NOW} initialRect={RECT} />,
    )
    const [first] = screen.getAllByRole('article')
    first!.focus()
    fireEvent.keyDown(first!, { key: 'ArrowDown' })
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })
    const focused = document.activeElement
    expect(posinset()).toBe('3')
    const arrived = [
      activityEntry(100_002, { arrived: true }),
      activityEntry(100_001, { arrived: true }),
    ]
    rerender(
      <ActivityListView
        items={[...arrived, ...items]}
        status="success"
        now={NOW}
        initialRect={RECT}
      />,
    )
    // The same element, now the fifth row, keeps the focus and the tab stop.
    expect(document.activeElement).toBe(focused)
    expect(posinset()).toBe('5')
    expect((focused as HTMLElement).tabIndex).toBe(0)
    fireEvent.keyDown(focused!, { key: 'ArrowDown' })
    expect(posinset()).toBe('6')
  })
})

describe('loading more', () => {
  const setup = (props: Partial<UseActivityListOptions> & { items: readonly ActivityListItem[] }) =>
    renderHook((p: UseActivityListOptions) => useActivityList(p), {
      initialProps: { initialRect: RECT, hasNextPage: true, ...props },
    })

  test('a short list asks for the next page once per loaded list, never while busy or on the last page', () => {
    const onLoadMore = vi.fn()
    const items = manyEntries(5)
    const hook = setup({ items, onLoadMore, busy: true })
    expect(onLoadMore).not.toHaveBeenCalled()
    hook.rerender({ items, onLoadMore, busy: false, hasNextPage: true, initialRect: RECT })
    expect(onLoadMore).toHaveBeenCalledOnce()
    hook.rerender({ items, onLoadMore, busy: false, hasNextPage: true, initialRect: RECT })
    expect(onLoadMore).toHaveBeenCalledOnce()
    const more = [...items, ...manyEntries(5, 99_995)]
    hook.rerender({ items: more, onLoadMore, hasNextPage: true, initialRect: RECT })
    expect(onLoadMore).toHaveBeenCalledTimes(2)
    hook.rerender({ items: [...more], onLoadMore, hasNextPage: false, initialRect: RECT })
    expect(onLoadMore).toHaveBeenCalledTimes(2)
  })

  test('a long list asks only once its end is near', () => {
    const onLoadMore = vi.fn()
    render(
      <ActivityListView
        items={manyEntries(500)}
        status="success"
        hasNextPage
        onLoadMore={onLoadMore}
        now={NOW}
        initialRect={RECT}
      />,
    )
    expect(onLoadMore).not.toHaveBeenCalled()
    const first = screen.getAllByRole('article')[0]!
    first.focus()
    fireEvent.keyDown(first, { key: 'End' })
    expect(onLoadMore).toHaveBeenCalledOnce()
  })
})

describe('announcements', () => {
  type P = { items: readonly ActivityEntry[] }
  const setup = (first: readonly ActivityEntry[]) => {
    vi.useFakeTimers()
    const said: number[] = []
    const hook = renderHook(
      ({ items }: P) => {
        const result = useActivityList({ items, initialRect: RECT })
        if (result.arrivedToAnnounce > 0 && said.at(-1) !== result.arrivedToAnnounce)
          said.push(result.arrivedToAnnounce)
        return result
      },
      { initialProps: { items: first } },
    )
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
    return { hook, said, wait, now: () => hook.result.current.arrivedToAnnounce }
  }
  const arrived = (n: number) => activityEntry(n, { arrived: true })

  test('the first items are not news; arrivals are gathered for a second, said once, then cleared', () => {
    const items = manyEntries(3)
    const { hook, said, wait, now } = setup(items)
    wait(10_000)
    expect(now()).toBe(0)
    const one = [arrived(100_001), ...items]
    hook.rerender({ items: one })
    wait(500)
    expect(now()).toBe(0)
    const two = [arrived(100_002), ...one]
    hook.rerender({ items: two })
    wait(500)
    expect(now()).toBe(2)
    wait(2000)
    expect(now()).toBe(0)
    expect(said).toEqual([2])
  })

  test('at most one announcement per interval, with everything since the last', () => {
    const items = manyEntries(3)
    const { hook, said, wait } = setup(items)
    let held = items
    const add = (n: number) => {
      held = [arrived(n), ...held]
      hook.rerender({ items: held })
    }
    add(100_001)
    wait(1000)
    expect(said).toEqual([1])
    add(100_002)
    wait(1000)
    add(100_003)
    add(100_004)
    wait(2000)
    expect(said).toEqual([1])
    wait(1000)
    expect(said).toEqual([1])
    // Five seconds after the first: the three since.
    wait(1000)
    expect(said).toEqual([1, 3])
  })

  test('a page of older items, or the same items again, is not news', () => {
    const items = manyEntries(3)
    const { hook, wait, said } = setup(items)
    hook.rerender({ items: [...items, ...manyEntries(3, 99_997)] })
    hook.rerender({ items: [...items, ...manyEntries(3, 99_997)] })
    wait(10_000)
    expect(said).toEqual([])
  })

  test('the view says it in its polite region', () => {
    vi.useFakeTimers()
    const items = manyEntries(3)
    const { rerender } = render(
      <ActivityListView items={items} status="success" now={NOW} initialRect={RECT} />,
    )
    rerender(
      <ActivityListView
        items={[arrived(100_001), ...items]}
        status="success"
        now={NOW}
        initialRect={RECT}
      />,
    )
    act(() => vi.advanceTimersByTime(1000))
    const [region] = screen.getAllByRole('status')
    expect(region!.textContent).toBe('1 new activity item')
    act(() => vi.advanceTimersByTime(2000))
    expect(region!.textContent).toBe('')
  })
})

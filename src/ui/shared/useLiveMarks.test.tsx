/**
 * `useLiveMarks` and `liveSummary` with fake timers: what a live update
 * added or changed is marked for a moment, what it removed is counted, the
 * summary for screen readers comes at most once per interval with the counts
 * of everything since the last one — and nothing happens on the first data,
 * without a `LiveQueries` above, or for a page loaded with "load more".
 */
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { LiveStatus } from '../../query/live.js'
import { LiveStatusContext } from '../../react/index.js'
import {
  type LiveItem,
  liveSummary,
  ORDER_BOOK_STRINGS,
  type UseLiveMarksOptions,
  useLiveMarks,
} from '../index.js'

type Kind = 'listings' | 'offers'
const item = (key: string, version = 'v1', kind: Kind = 'listings'): LiveItem<Kind> => ({
  key,
  version,
  kind,
})

const live = ({ children }: { children: ReactNode }) => (
  <LiveStatusContext.Provider value={{ state: 'live' } satisfies LiveStatus}>
    {children}
  </LiveStatusContext.Provider>
)

interface Props {
  items: readonly LiveItem<Kind>[] | undefined
  options?: UseLiveMarksOptions
}

/** The hook under a live feed (or none), re-rendered with new items by `next`. */
function setup(first: readonly LiveItem<Kind>[] | undefined, wrapper: typeof live | null = live) {
  // Every summary the hook gave, once each: what a live region would have said.
  const spoken: string[] = []
  let last: unknown
  const hook = renderHook(
    ({ items, options }: Props) => {
      const result = useLiveMarks(items, options)
      if (result.summary !== last && result.summary.length > 0) {
        spoken.push(liveSummary(result.summary, ORDER_BOOK_STRINGS, 'en-US'))
      }
      last = result.summary
      return result
    },
    { initialProps: { items: first } as Props, ...(wrapper ? { wrapper } : {}) },
  )
  const next = (items: readonly LiveItem<Kind>[] | undefined, options?: UseLiveMarksOptions) =>
    hook.rerender({ items, options })
  const marked = () => [...hook.result.current.marked].sort()
  const said = () => liveSummary(hook.result.current.summary, ORDER_BOOK_STRINGS, 'en-US')
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))
  return { hook, next, marked, said, wait, spoken }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useLiveMarks', () => {
  test('nothing is marked on the first data, nor when the same data comes again', () => {
    const { next, marked, said, wait, hook } = setup([item('a'), item('b')])
    expect(marked()).toEqual([])
    next([item('a'), item('b')])
    wait(5000)
    expect(marked()).toEqual([])
    expect(said()).toBe('')
    expect(hook.result.current.status).toEqual({ state: 'live' })
  })

  test('added and changed items are marked for two seconds; a removed one is only counted', () => {
    const { next, marked, wait } = setup([item('a'), item('b'), item('c')])
    next([item('a', 'v2'), item('c'), item('d')])
    expect(marked()).toEqual(['a', 'd'])
    wait(1999)
    expect(marked()).toEqual(['a', 'd'])
    wait(1)
    expect(marked()).toEqual([])
  })

  test('a later change keeps its own two seconds', () => {
    const { next, marked, wait } = setup([item('a'), item('b')], live)
    next([item('a', 'v2'), item('b')])
    wait(1500)
    next([item('a', 'v2'), item('b', 'v2')])
    expect(marked()).toEqual(['a', 'b'])
    wait(500)
    expect(marked()).toEqual(['b'])
    wait(1500)
    expect(marked()).toEqual([])
  })

  test('the duration and the interval can be set', () => {
    const { next, marked, said, wait } = setup([item('a')])
    const options = { duration: 500, interval: 3000 }
    next([item('a', 'v2')], options)
    wait(499)
    expect(marked()).toEqual(['a'])
    wait(1)
    expect(marked()).toEqual([])
    wait(500) // the summary gathers for a second
    expect(said()).toBe('1 listing changed')
    wait(500) // and is emptied after the duration
    expect(said()).toBe('')
    next([item('a', 'v3')], options)
    wait(2499) // 3 s after the last summary
    expect(said()).toBe('')
    wait(1)
    expect(said()).toBe('1 listing changed')
  })

  test('the summary is rate-limited: many changes within five seconds make one summary with every count', () => {
    const offer = (key: string, version = 'v1') => item(key, version, 'offers')
    const { next, said, wait, spoken } = setup([item('a'), item('b'), item('c'), offer('x')])
    next([item('a', 'v2'), item('b'), item('c'), offer('x')])
    expect(said()).toBe('') // gathering what comes together (both sides of a book)
    wait(1000)
    expect(said()).toBe('1 listing changed')
    // Four more updates in the next three seconds.
    next([item('a', 'v2'), item('b', 'v2'), item('c'), offer('x')])
    wait(1000)
    next([item('a', 'v2'), item('b', 'v2'), offer('x')])
    wait(1000)
    next([item('a', 'v2'), item('b', 'v2'), offer('x', 'v2'), offer('y')])
    wait(1000)
    next([item('a', 'v3'), item('b', 'v2'), offer('x', 'v2'), offer('y')])
    wait(1999) // 4.999 s after the first summary
    expect(spoken).toEqual(['1 listing changed'])
    expect(said()).toBe('') // emptied after two seconds, so that the same words are said again
    wait(1)
    expect(spoken).toEqual([
      '1 listing changed',
      '2 listings changed, 1 listing removed, 1 offer added, and 1 offer changed',
    ])
    wait(2000)
    expect(said()).toBe('')
    wait(10_000)
    expect(spoken).toHaveLength(2)
  })

  test('nothing without a LiveQueries above, or when turned off', () => {
    const none = setup([item('a')], null)
    none.next([item('a', 'v2'), item('b')])
    none.wait(1000)
    expect(none.marked()).toEqual([])
    expect(none.said()).toBe('')
    expect(none.hook.result.current.status).toBeUndefined()
    cleanup()

    const off = setup([item('a')])
    off.next([item('a', 'v2'), item('b')], { enabled: false })
    off.wait(1000)
    expect(off.marked()).toEqual([])
    expect(off.said()).toBe('')
  })

  test('a page loaded with "load more" is not a live change', () => {
    const { next, marked, said, wait } = setup([item('a'), item('b')])
    next([item('a'), item('b')], { loadingMore: true })
    next([item('a'), item('b'), item('c'), item('d')]) // the page came, loadingMore is false again
    wait(1000)
    expect(marked()).toEqual([])
    expect(said()).toBe('')
    next([item('a'), item('b'), item('c', 'v2'), item('d')])
    expect(marked()).toEqual(['c'])
  })

  test('undefined (loading) starts afresh: the next data is a first data', () => {
    const { next, marked, wait, said } = setup([item('a')])
    next(undefined)
    next([item('b'), item('c')])
    wait(1000)
    expect(marked()).toEqual([])
    expect(said()).toBe('')
  })
})

describe('liveSummary', () => {
  test('one sentence: the counts with their singular or plural, listed as the locale lists things', () => {
    const changes = [
      { kind: 'listings' as const, added: 1, changed: 0, removed: 2 },
      { kind: 'offers' as const, added: 0, changed: 1200, removed: 0 },
    ]
    expect(liveSummary(changes, ORDER_BOOK_STRINGS, 'en-US')).toBe(
      '1 listing added, 2 listings removed, and 1,200 offers changed',
    )
    expect(liveSummary(changes.slice(0, 1), ORDER_BOOK_STRINGS, 'de-DE')).toBe(
      '1 listing added und 2 listings removed',
    )
    expect(liveSummary([], ORDER_BOOK_STRINGS, 'en-US')).toBe('')
  })
})

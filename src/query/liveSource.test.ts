/**
 * The live connection's parts (liveSource.ts), one by one; the connection as a
 * whole is tested in live.test.ts and live.property.test.ts.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { LiveEvent } from '../core/schemas/liveEvent.js'
import { readGap, readLiveEvent, reconnection, resumeUrl, statusReporter } from './liveSource.js'

const EVENT: LiveEvent = {
  id: '7',
  chainId: 137,
  contractAddress: '0x0000000000000000000000000000000000000001',
  tokenIds: ['5'],
  kind: 'transfer',
  event: 'Transfer',
  uid: 'u7',
  blockNumber: 100,
}

/** `depth` arrays, one inside the other. */
const nested = (depth: number): unknown => (depth === 0 ? [] : [nested(depth - 1)])

describe('readLiveEvent and readGap: a message read as the untrusted thing it is', () => {
  test('an event, as an object or as its JSON text', () => {
    expect(readLiveEvent(EVENT)).toEqual(EVENT)
    expect(readLiveEvent(JSON.stringify(EVENT))).toEqual(EVENT)
  })

  test('what does not fit, is not JSON or is nested past the kit’s depth: nothing', () => {
    expect(readLiveEvent('{not json')).toBeUndefined()
    expect(readLiveEvent({ ...EVENT, chainId: 'polygon' })).toBeUndefined()
    expect(readLiveEvent({ ...EVENT, extra: nested(1_000) })).toBeUndefined()
    expect(readGap({ data: '{"after":"x"}' })).toBeUndefined()
    expect(readGap({ data: JSON.stringify({ after: '1', deep: nested(1_000) }) })).toBeUndefined()
  })

  test('a gap resumes after its own id only when that id is a decimal', () => {
    expect(readGap({ data: '{"after":"3"}', lastEventId: '9' })).toEqual({ resumeAfter: '9' })
    expect(readGap({ data: '{"after":"3"}', lastEventId: '9; drop' })).toEqual({})
    expect(readGap({ data: { after: '3' } })).toEqual({})
  })
})

test('resumeUrl puts the id in the query, before a fragment', () => {
  expect(resumeUrl('/api/live', undefined)).toBe('/api/live')
  expect(resumeUrl('/api/live?c=1#top', '4 2')).toBe('/api/live?c=1&lastEventId=4%202#top')
})

describe('statusReporter and reconnection, on fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('a state is heard at once; a new last event id at the end of the window, once', () => {
    const heard: unknown[] = []
    const reporter = statusReporter((s) => heard.push(s), 500, {
      state: 'connecting',
      lastEventId: undefined,
    })
    reporter.setState('live')
    expect(heard).toEqual([{ state: 'live' }])
    reporter.setLastEventId('1')
    reporter.setLastEventId('2')
    expect(heard).toHaveLength(1)
    vi.advanceTimersByTime(500)
    expect(heard).toEqual([{ state: 'live' }, { state: 'live', lastEventId: '2' }])
    reporter.setLastEventId('3')
    reporter.close()
    vi.advanceTimersByTime(500)
    expect(heard).toHaveLength(2)
  })

  test('the wait grows with each failure, and starts again after a connection that stayed up', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999)
    const again = reconnection(1000, 30_000)
    const waits = [again.failed(), again.failed(), again.failed()].map(Math.round)
    expect(waits).toEqual([999, 1998, 3996])
    again.opened()
    vi.advanceTimersByTime(30_000)
    expect(Math.round(again.failed())).toBe(999)
    again.reset()
    expect(Math.round(again.failed())).toBe(999)
  })
})

/**
 * LiveStatusBadge on its own: the nearest LiveQueries' state, a state given,
 * or nothing; its words and its ref. How the views show it under a
 * LiveQueries is in test/ui/liveViews.test.tsx.
 */
import { cleanup, render } from '@testing-library/react'
import { createRef } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { LiveStatusBadge } from './LiveStatusBadge.js'

afterEach(cleanup)

describe('LiveStatusBadge', () => {
  test("the nearest LiveQueries' state, a state given, or nothing; its words and ref", () => {
    const ref = createRef<HTMLSpanElement>()
    const { container, rerender } = render(<LiveStatusBadge />)
    expect(container.innerHTML).toBe('')
    rerender(<LiveStatusBadge ref={ref} state="reconnecting" className="mine" />)
    expect(ref.current?.textContent).toBe('Reconnecting…')
    expect(ref.current?.className).toBe('pk-live mine')
    expect(ref.current?.getAttribute('data-state')).toBe('reconnecting')
    rerender(<LiveStatusBadge state="offline" strings={{ offline: 'Hors ligne' }} />)
    expect(container.textContent).toBe('Hors ligne')
  })
})

'use client'
/**
 * Where focus goes when a message appears above a widget whose control just
 * left the page (issue 12): to the message.
 */
import { type ReactNode, useEffect, useRef } from 'react'

/**
 * Moves focus to a new notice (such as "Your order at 1.5 WETH is
 * cancelled") when focus was inside `within` (a CSS selector of the widget's
 * root) or nowhere: the button that was pressed leaves with its row, and
 * focus must not fall to the page's `<body>`. Give the returned ref to an
 * element with `tabIndex={-1}` that shows the notice.
 *
 * @example
 * ```tsx
 * const noticeRef = useNoticeFocus(notice, '.my-book')
 * <p ref={noticeRef} tabIndex={-1} aria-live="polite">{notice}</p>
 * ```
 */
export function useNoticeFocus(notice: ReactNode, within: string) {
  const noticeRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const el = noticeRef.current
    if (!notice || !el) return
    const active = document.activeElement
    if (!active || active === document.body || el.closest(within)?.contains(active)) {
      el.focus()
    }
  }, [notice, within])
  return noticeRef
}

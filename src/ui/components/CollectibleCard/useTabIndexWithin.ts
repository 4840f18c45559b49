'use client'
/**
 * A card's own tab index carried to what an app puts in it: in a grid with a
 * roving tab index, the app's action of a card that is not the tab stop
 * leaves the tab order with the card, and comes back with it.
 */
import { type RefObject, useEffect } from 'react'

/** What the keyboard reaches with Tab (an element already at -1 stays out). */
const TABBABLE =
  'a[href], button, input, select, textarea, summary, iframe, [contenteditable], [tabindex]'
/** Where an element's own tab index is kept while the card holds it at -1 (`''`: it had none). */
const KEPT = 'data-pk-tabindex'

function apply(root: HTMLElement, out: boolean) {
  if (out) {
    for (const element of root.querySelectorAll<HTMLElement>(TABBABLE)) {
      if (element.hasAttribute(KEPT) || element.getAttribute('tabindex') === '-1') continue
      element.setAttribute(KEPT, element.getAttribute('tabindex') ?? '')
      element.tabIndex = -1
    }
    return
  }
  for (const element of root.querySelectorAll<HTMLElement>(`[${KEPT}]`)) {
    const kept = element.getAttribute(KEPT)
    if (kept) element.setAttribute('tabindex', kept)
    else element.removeAttribute('tabindex')
    element.removeAttribute(KEPT)
  }
}

/**
 * With `tabIndex` -1, takes every focusable element under `root` out of the
 * tab order (still focusable by pointer and script, so a grid's arrow keys
 * and clicks work), including elements the app adds later; with any other
 * value, or none, gives them back their own tab index.
 */
export function useTabIndexWithin(root: RefObject<HTMLElement | null>, tabIndex?: number) {
  const out = tabIndex !== undefined && tabIndex < 0
  // An effect, not a layout effect: nothing to do on a server, and no warning there (React 18).
  useEffect(() => {
    const element = root.current
    if (!element) return
    apply(element, out)
    if (!out || typeof MutationObserver === 'undefined') return
    // An app's action may change (a "Buying…" state): what it adds leaves the tab order too.
    const observer = new MutationObserver(() => apply(element, true))
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [root, out])
}

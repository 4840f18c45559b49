'use client'
/**
 * The foot of the trait list: how many are shown, "Show N more traits" (a
 * step at a time), and "Show all N traits" / "Show fewer traits".
 */
import { useEffect, useRef } from 'react'
import { fill } from '../../shared/strings.js'
import type { TraitListStrings } from './strings.js'

interface TraitListMoreProps {
  /** How many traits are shown. */
  readonly shown: number
  readonly total: number
  readonly expanded?: boolean | undefined
  readonly onToggle?: (() => void) | undefined
  readonly onShowMore?: (() => void) | undefined
  readonly more?: number | undefined
  readonly text: TraitListStrings
  /** A count in the list's locale. */
  readonly n: (value: number) => string
}

/**
 * The count and the buttons, or nothing when the whole list is shown and
 * cannot be cut. Always drawn, so the focus it moves survives the list's cut.
 */
export function TraitListMore(props: TraitListMoreProps) {
  const { shown, total, expanded, onShowMore, more, text, n } = props
  const moreRef = useRef<HTMLButtonElement>(null)
  // Cut again, a list opened a step at a time loses its "Show fewer" button: the focus goes to
  // the button that opens it, once it is drawn.
  const refocus = useRef(false)
  useEffect(() => {
    if (!refocus.current) return
    refocus.current = false
    moreRef.current?.focus()
  })
  const left = total - shown
  // Longer than one step, the list opens a step at a time: "Show 500 more traits" keeps its place
  // (and the focus), "Show fewer traits" follows it once the list is open.
  const paged = onShowMore !== undefined && more !== undefined && more < left
  const stepping = onShowMore !== undefined && (paged || (expanded && left > 0))
  return (
    <>
      {stepping && (
        <p className="pk-traits__shown" aria-live="polite">
          {fill(text.shownOf, { shown: n(shown), total: n(total) })}
        </p>
      )}
      {(stepping || left > 0 || expanded) && (
        <div className="pk-traits__actions">
          {stepping && (
            <button
              ref={moreRef}
              type="button"
              className="pk-button"
              data-variant="secondary"
              onClick={onShowMore}
            >
              {fill(text.showMore, { count: n(Math.min(more ?? left, left)) })}
            </button>
          )}
          {((left > 0 && !stepping) || expanded) && (
            <button
              type="button"
              className="pk-button"
              data-variant="secondary"
              aria-expanded={!!expanded}
              onClick={() => {
                refocus.current = !!expanded
                props.onToggle?.()
              }}
            >
              {expanded ? text.showFewer : fill(text.showAll, { count: n(total) })}
            </button>
          )}
        </div>
      )}
    </>
  )
}

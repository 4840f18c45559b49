'use client'
/**
 * The seller's desk's table in the box its rows scroll in: the caption, the
 * column headers, then the rows (virtualized) or, while they load, their
 * skeleton.
 */
import { useId, useRef } from 'react'
import { DeskBody, type DeskBodyProps } from './DeskBody.js'
import { DeskHead, DeskSkeleton } from './DeskTable.js'
import type { SellerDeskViewProps } from './props.js'

/**
 * The rows' box scrolls, so it takes the focus itself (axe's scrollable-region-focusable): the
 * keyboard scrolls it when its check boxes are locked, a confirmation open.
 */
const SCROLL_BOX = { tabIndex: 0 } as const

interface DeskTableBoxProps
  extends Pick<DeskBodyProps, 'locked' | 'outcomes' | 'now' | 'locale' | 'text'> {
  /** The view's props. */
  readonly desk: SellerDeskViewProps
  /** While the rows load: their skeleton under the headers. */
  readonly pending: boolean
}

/** The scroll box and its table: headers, then the rows or their skeleton. */
export function DeskTableBox({ desk, pending, ...shown }: DeskTableBoxProps) {
  const captionId = useId()
  const scrollRef = useRef<HTMLDivElement>(null)
  const { rows, selected, collectionOf, sort, sortBy } = desk
  const { outcomes, text } = shown
  const collections = collectionOf !== undefined
  const columns = 8 + (collections ? 1 : 0) + (outcomes ? 1 : 0)
  return (
    // biome-ignore lint/a11y/useSemanticElements: the box the rows scroll in, no fieldset
    <div
      className="pk-desk__box"
      ref={scrollRef}
      role="group"
      aria-labelledby={captionId}
      {...SCROLL_BOX}
    >
      <table
        // biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display
        role="table"
        className="pk-desk__table"
        aria-labelledby={captionId}
        aria-rowcount={pending ? undefined : rows.length + 1}
      >
        <caption className="pk-visually-hidden" id={captionId}>
          {text.caption}
        </caption>
        <DeskHead
          outcomes={outcomes}
          collections={collections}
          sort={sort}
          onSort={sortBy}
          text={text}
        />
        {pending ? (
          <DeskSkeleton columns={columns} />
        ) : (
          <DeskBody
            {...shown}
            rows={rows}
            selected={selected}
            onToggle={desk.toggle}
            currencies={desk.currencies}
            ipfsGateway={desk.ipfsGateway}
            collectionOf={collectionOf}
            onRowsShown={desk.onRowsShown}
            initialRect={desk.initialRect}
            viewport={scrollRef}
            columns={columns}
          />
        )}
      </table>
    </div>
  )
}

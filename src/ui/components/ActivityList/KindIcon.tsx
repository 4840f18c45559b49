/** The icon of an activity's kind: decoration beside the kind's words, which carry the meaning. */
import type { ActivityKind } from '../../../core/schemas/activity.js'

const PATHS: Readonly<Record<ActivityKind, string>> = {
  // A tag: offered for sale.
  listing: 'M2.5 2.5h5l6 6-5 5-6-6zM5.5 5.5v.01',
  // A hand's open palm, as a bid: a raised bar over a base.
  offer: 'M3 13h10M5 13V8M8 13V5M11 13V9',
  // A cart.
  sale: 'M2 3h2l1.6 7h6.4l1.5-5H5M6.5 13v.01M11 13v.01',
  // A cross.
  cancel: 'M4 4l8 8M12 4l-8 8',
  // A circle struck through: every one of them.
  invalidate: 'M8 2.5a5.5 5.5 0 1 0 .01 0zM4.2 4.2l7.6 7.6',
  // A plus: something new.
  mint: 'M8 3v10M3 8h10',
  // An arrow to the right: from one to another.
  transfer: 'M2.5 8h10M9 4.5 12.5 8 9 11.5',
  // A flame.
  burn: 'M8 14c-2.4 0-4-1.6-4-3.8 0-2.7 3-4.2 3-8.2 2.4 1.5 5 4.5 5 8.2 0 2.2-1.6 3.8-4 3.8z',
  // A tick.
  approval: 'M3 8.5l3 3 7-7',
  // A pencil.
  metadata: 'M3 13l.8-3.2L10.5 3l2.5 2.5-6.7 6.7L3 13z',
  // A dot in a ring.
  other: 'M8 2.5a5.5 5.5 0 1 0 .01 0zM8 7.5v1',
}

export function KindIcon({ kind }: { readonly kind: ActivityKind }) {
  return (
    <svg className="pk-activity__icon" aria-hidden="true" viewBox="0 0 16 16" focusable="false">
      <path d={PATHS[kind]} />
    </svg>
  )
}

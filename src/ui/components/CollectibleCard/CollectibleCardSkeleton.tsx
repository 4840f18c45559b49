'use client'
/** The placeholder of a collectible card while its data loads. */
import { forwardRef } from 'react'
import { cx } from '../../shared/format.js'
import { withStrings } from '../../shared/strings.js'
import { COLLECTIBLE_CARD_STRINGS, type CollectibleCardStrings } from './strings.js'

export interface CollectibleCardSkeletonProps {
  /**
   * Hides the skeleton from assistive technology (default false): set it when
   * a container announces the loading state once for many skeletons.
   */
  readonly decorative?: boolean
  readonly className?: string
  readonly strings?: Partial<Pick<CollectibleCardStrings, 'loading'>>
}

/**
 * The placeholder of a `CollectibleCard` while its data loads: the same box,
 * with pulsing blocks for the media, name and price, marked `aria-busy`.
 *
 * @example
 * ```tsx
 * {isPending ? <CollectibleCardSkeleton /> : <CollectibleCard collectible={data} />}
 * ```
 */
export const CollectibleCardSkeleton = forwardRef<HTMLDivElement, CollectibleCardSkeletonProps>(
  function CollectibleCardSkeleton(
    { decorative = false, className, strings }: CollectibleCardSkeletonProps,
    ref,
  ) {
    const text = withStrings(COLLECTIBLE_CARD_STRINGS, strings)
    return (
      <div
        ref={ref}
        className={cx('pk-card pk-card--skeleton', className)}
        aria-busy="true"
        aria-hidden={decorative || undefined}
        data-pk-skeleton=""
      >
        <div className="pk-card__media-skeleton pk-skeleton" />
        <div className="pk-card__body">
          <div className="pk-card__line pk-skeleton" data-size="name" />
          <div className="pk-card__line pk-skeleton" data-size="id" />
          <div className="pk-card__line pk-skeleton" data-size="price" />
        </div>
        {!decorative && <span className="pk-visually-hidden">{text.loading}</span>}
      </div>
    )
  },
)
CollectibleCardSkeleton.displayName = 'CollectibleCardSkeleton'

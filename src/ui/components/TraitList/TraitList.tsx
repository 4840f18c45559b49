'use client'
/**
 * A collectible's traits as marketplaces show them: a grid of name and value,
 * each with how many values its property has and a link to the collectibles
 * that share it. Everything in it comes from untrusted metadata and is
 * rendered as text. Its parts: `TraitRow` (a trait) and `TraitListMore` (the
 * count and the buttons that open or cut the list).
 */
import { type ForwardedRef, useId } from 'react'
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { cx } from '../../shared/format.js'
import { type GuardProps, guarded } from '../../shared/Guarded.js'
import { withStrings } from '../../shared/strings.js'
import { useLocale } from '../../shared/useLocale.js'
import { TRAIT_LIST_STRINGS, type TraitListStrings } from './strings.js'
import { TraitListMore } from './TraitListMore.js'
import { TraitRow } from './TraitRow.js'
import { type TraitItem, type UseTraitListParameters, useTraitList } from './useTraitList.js'

export { TRAIT_LIST_STRINGS, type TraitListStrings } from './strings.js'

export interface TraitListViewProps extends GuardProps {
  /** The traits to show (`useTraitList`'s `shown`). */
  readonly traits: readonly TraitItem[]
  /** How many there are in all; more than shown offers the toggle. */
  readonly total?: number
  /** More than the first few are shown: the toggle cuts the list again. */
  readonly expanded?: boolean
  /** Opens the list (all of it, without `onShowMore`) or cuts it again (`useTraitList`'s `toggle`). */
  readonly onToggle?: () => void
  /**
   * Shows `more` further traits (`useTraitList`'s `showMore`): with it, a
   * list longer than one step opens a step at a time, with "Show N more
   * traits" and how many are shown.
   */
  readonly onShowMore?: () => void
  /** How many traits `onShowMore` adds (`useTraitList`'s `more`). */
  readonly more?: number
  /** The locale of the counts (default: the provider's, else `en-US`). */
  readonly locale?: string
  /**
   * The collection page the trait links open, filtered by the trait through
   * the kit's filter ↔ URL helpers (`/collections/abc` → `/collections/abc?p.Rarity=Epic`).
   */
  readonly collectionHref?: string
  /** Called with the filter of a backed trait when its link is followed (after `preventDefault` if you route yourself). */
  readonly onSelectTrait?: (
    filter: CollectiblesFilter,
    trait: TraitItem,
    event: { preventDefault(): void },
  ) => void
  readonly strings?: Partial<TraitListStrings>
}

function TraitListViewUnguarded(props: TraitListViewProps, ref: ForwardedRef<HTMLElement>) {
  const { traits, total = traits.length } = props
  const text = withStrings(TRAIT_LIST_STRINGS, props.strings)
  const locale = useLocale(props.locale)
  const headingId = useId()
  const n = (value: number) => value.toLocaleString(locale)
  return (
    <section ref={ref} className={cx('pk-traits', props.className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="pk-traits__heading">
        {text.heading}
      </h2>
      {traits.length === 0 ? (
        <p className="pk-traits__empty">{text.empty}</p>
      ) : (
        <ul className="pk-traits__grid">
          {traits.map((trait) => (
            <TraitRow {...props} key={trait.key} trait={trait} text={text} n={n} />
          ))}
        </ul>
      )}
      <TraitListMore {...props} shown={traits.length} total={total} text={text} n={n} />
    </section>
  )
}

/**
 * The traits of a collectible from data you have (`useTraitList`'s): name,
 * value and what the collection backs, in a grid that stays inside its box at
 * 320 px whatever the metadata holds. For the fetching version see `TraitList`.
 *
 * @example
 * ```tsx
 * const list = useTraitList({ network: 'polygon', contractAddress, attributes: metadata.attributes })
 * <TraitListView traits={list.shown} total={list.traits.length} expanded={list.expanded} onToggle={list.toggle} />
 * ```
 */
export const TraitListView = guarded(TraitListViewUnguarded, 'TraitList', 'pk-traits')

export type TraitListProps = UseTraitListParameters &
  Omit<TraitListViewProps, 'traits' | 'total' | 'expanded' | 'onToggle' | 'onShowMore' | 'more'>

function TraitListUnguarded(props: TraitListProps, ref: ForwardedRef<HTMLElement>) {
  // The hook reads its own parameters, the view its own props.
  const list = useTraitList(props)
  return (
    <TraitListView
      {...props}
      ref={ref}
      traits={list.shown}
      total={list.traits.length}
      expanded={list.expanded}
      onToggle={list.toggle}
      onShowMore={list.showMore}
      more={list.more}
    />
  )
}

/**
 * A collectible's traits (its metadata's `attributes`), each with "1 of N
 * values" from the collection's `TokenCollectionFilters` (shared with the
 * filter panel's cache) and a link to the collection filtered by it — the
 * URL the filter panel would write (`collectionHref`) — or a callback
 * (`onSelectTrait`). Never a rarity the answers cannot back.
 *
 * @example
 * ```tsx
 * <TraitList network="polygon" contractAddress={address} attributes={metadata.attributes} collectionHref={`/c/${address}`} />
 * ```
 */
export const TraitList = guarded(TraitListUnguarded, 'TraitList', 'pk-traits')

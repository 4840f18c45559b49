'use client'
/**
 * A token's traits with what its collection's filters back about each — the
 * logic of `TraitList`, for an app's own markup.
 */
import { useMemo, useState } from 'react'
import type { NetworkRef } from '../../../core/transport/networks.js'
import { useTokenCollectionFilters } from '../../../react/hooks/useTokenCollectionFilters.js'
import { backTrait, readTraits, type Trait, type TraitBacking } from '../../shared/traits.js'
import { useLocale } from '../../shared/useLocale.js'

/** Traits past this many are shown when asked (default of `useTraitList`'s `after`). */
export const TRAITS_SHOWN = 12

/**
 * How many more traits each "show more" renders (default of `useTraitList`'s
 * `step`): every real collection's list opens at once, and 100,000 attributes
 * open a page at a time, never all (issue 28).
 */
export const TRAITS_STEP = 500

export interface UseTraitListParameters {
  readonly network: NetworkRef
  readonly contractAddress: string
  /** The token metadata's `attributes`, untrusted, as the kit reads them. */
  readonly attributes: readonly Readonly<Record<string, unknown>>[] | undefined
  /** The locale numbers and dates are written in (default: the provider's, else `en-US`). */
  readonly locale?: string
  /** How many traits are shown until more are asked for (default 12). */
  readonly after?: number
  /** How many more traits each `showMore` shows (default {@link TRAITS_STEP}, 500). */
  readonly step?: number
  /** `false` reads no filters (the traits are still shown); default `true`. */
  readonly enabled?: boolean
}

/** A trait, and what the collection's filters back about it (none while they load, or when they failed). */
export interface TraitItem extends Trait {
  readonly backing?: TraitBacking
}

export interface UseTraitListResult {
  /** Every trait, in the metadata's order. */
  readonly traits: readonly TraitItem[]
  /** The traits to render: the first `after`, then `step` more at each `showMore`. */
  readonly shown: readonly TraitItem[]
  /** There are more than `after`: offer `toggle`. */
  readonly long: boolean
  /** More than the first `after` are shown. */
  readonly expanded: boolean
  /** Shows the next traits (`showMore`) while the list is cut to `after`, and cuts it back to `after` once expanded. */
  readonly toggle: () => void
  /** How many traits the next `showMore` adds: up to `step`, 0 once every trait is shown. */
  readonly more: number
  /** Shows `step` more traits (the work of a render stays bounded whatever the metadata holds). */
  readonly showMore: () => void
  /** The state of the collection's filters (the traits themselves need no request). */
  readonly filtersStatus: 'pending' | 'error' | 'success'
}

/**
 * The traits of a token (`readTraits` of its metadata's `attributes`, in the
 * locale), each with what the collection's `TokenCollectionFilters` backs
 * about it (`backTrait`: "1 of N values", and the filter that lists the
 * collectibles sharing it) — the same query, and cache entry, as the filter
 * panel's. Long lists are cut to `after` until `toggle`d, and then opened
 * `step` traits at a time (`showMore`): the page stays responsive with
 * 100,000 attributes.
 *
 * @example
 * ```tsx
 * const list = useTraitList({ network: 'polygon', contractAddress, attributes: metadata.attributes })
 * list.shown.map((t) => <p key={t.key}>{t.name}: {t.value} {t.backing && `(1 of ${t.backing.valueCount})`}</p>)
 * ```
 */
export function useTraitList({
  network,
  contractAddress,
  attributes,
  locale: given,
  after = TRAITS_SHOWN,
  step = TRAITS_STEP,
  enabled = true,
}: UseTraitListParameters): UseTraitListResult {
  const locale = useLocale(given)
  const filters = useTokenCollectionFilters({ network, contractAddress, query: { enabled } })
  const list = filters.data?.filters
  const traits = useMemo(
    () =>
      readTraits(attributes, locale).map((trait): TraitItem => {
        const backing = backTrait(trait, list)
        return backing ? { ...trait, backing } : trait
      }),
    [attributes, locale, list],
  )
  const [limit, setLimit] = useState(after)
  const total = traits.length
  const count = Math.min(total, Math.max(after, limit))
  const long = total > after
  const expanded = long && count > after
  const showMore = () => setLimit(count + Math.max(1, step))
  return {
    traits,
    shown: count < total ? traits.slice(0, count) : traits,
    long,
    expanded,
    toggle: expanded ? () => setLimit(after) : showMore,
    more: Math.min(Math.max(1, step), total - count),
    showMore,
    filtersStatus: filters.isError ? 'error' : filters.isPending ? 'pending' : 'success',
  }
}

'use client'
/**
 * One trait of the list: its name, its value (a link to the collectibles
 * that share it, when the collection backs it and the list links), and how
 * many values its property has.
 */
import type { CollectiblesFilter } from '../../../core/schemas/rpc/listCollectibles.js'
import { filterHref } from '../../shared/filterParams.js'
import { fill } from '../../shared/strings.js'
import type { TraitListStrings } from './strings.js'
import type { TraitItem } from './useTraitList.js'

interface TraitRowProps {
  readonly trait: TraitItem
  readonly collectionHref?: string | undefined
  readonly onSelectTrait?:
    | ((filter: CollectiblesFilter, trait: TraitItem, event: { preventDefault(): void }) => void)
    | undefined
  readonly text: TraitListStrings
  /** A count in the list's locale. */
  readonly n: (value: number) => string
}

/** The trait's item: name, value (or its link, named "find similar"), and "1 of N" or "N values". */
export function TraitRow({ trait, collectionHref, onSelectTrait, text, n }: TraitRowProps) {
  const { backing } = trait
  const value = (
    <span
      className="pk-traits__value"
      title={trait.fullValue === trait.value ? undefined : trait.fullValue}
    >
      {trait.value}
    </span>
  )
  return (
    <li className="pk-traits__item" data-display={trait.display}>
      <span className="pk-traits__name">{trait.name || text.unnamed}</span>
      {backing && (collectionHref !== undefined || onSelectTrait) ? (
        <a
          className="pk-traits__link"
          href={collectionHref === undefined ? '#' : filterHref(collectionHref, backing.filter)}
          aria-label={fill(text.findSimilar, {
            name: trait.name || text.unnamed,
            value: trait.value,
          })}
          onClick={(event) => onSelectTrait?.(backing.filter, trait, event)}
        >
          {value}
        </a>
      ) : (
        value
      )}
      {(trait.max !== undefined || backing?.valueCount !== undefined) && (
        <span className="pk-traits__note">
          {trait.max === undefined
            ? fill(text.valuesOf, { count: n(backing!.valueCount!) })
            : fill(text.of, { max: trait.max })}
        </span>
      )}
    </li>
  )
}

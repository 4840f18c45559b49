'use client'
/** The marketplaces of the filter panel: a checkbox each, in a "Show all N" list. */
import type { MarketplaceKind } from '../../../core/schemas/enums.js'
import type { Marketplace } from '../../../core/schemas/marketplace.js'
import { MARKETPLACE_NAMES } from '../../shared/format.js'
import { useShowAll } from '../../shared/useShowAll.js'
import { ShowAllButton } from './ShowAllButton.js'
import type { FilterPanelStrings } from './strings.js'
import type { FilterMarketplaceChoice } from './useFilterPanel.js'

export interface MarketplacesFilterProps {
  readonly choices: readonly FilterMarketplaceChoice[]
  readonly onToggle: (marketplace: Marketplace, checked: boolean) => void
  readonly text: FilterPanelStrings
}

/** The marketplace group of `FilterPanelView`. Internal to it. */
export function MarketplacesFilter({ choices, onToggle, text }: MarketplacesFilterProps) {
  const showAll = useShowAll(choices.length)
  const marketplaceName = (m: Marketplace) =>
    text.marketplaceNames[m as MarketplaceKind] ?? MARKETPLACE_NAMES[m as MarketplaceKind] ?? m
  return (
    <fieldset className="pk-filters__group" data-kind="marketplaces">
      <legend className="pk-filters__legend">{text.marketplaces}</legend>
      <ul className="pk-filters__values" {...showAll.listProps}>
        {choices.map(({ marketplace, checked }) => (
          <li key={marketplace}>
            <label className="pk-filters__option">
              <input
                type="checkbox"
                checked={checked}
                onChange={(e) => onToggle(marketplace, e.target.checked)}
              />
              <bdi>{marketplaceName(marketplace)}</bdi>
            </label>
          </li>
        ))}
      </ul>
      <ShowAllButton showAll={showAll} count={choices.length} text={text} />
    </fieldset>
  )
}

'use client'
import { clampText, safeUrl } from '../../shared/safety.js'
import type { FilterPanelStrings } from './strings.js'
/** The currencies of the filter panel: a checkbox each, labelled by its symbol. */
import type { FilterCurrencyChoice } from './useFilterPanel.js'

export interface CurrenciesFilterProps {
  readonly choices: readonly FilterCurrencyChoice[]
  readonly onToggle: (address: string, checked: boolean) => void
  readonly text: FilterPanelStrings
}

/** The currency group of `FilterPanelView`. Internal to it. */
export function CurrenciesFilter({ choices, onToggle, text }: CurrenciesFilterProps) {
  return (
    <fieldset className="pk-filters__group" data-kind="currencies">
      <legend className="pk-filters__legend">{text.currencies}</legend>
      <ul className="pk-filters__values">
        {choices.map(({ address, info, checked }) => (
          <li key={address}>
            <label className="pk-filters__option">
              <input
                type="checkbox"
                checked={checked}
                onChange={(e) => onToggle(address, e.target.checked)}
              />
              {safeUrl(info.logoUrl) && (
                <img className="pk-filters__logo" src={safeUrl(info.logoUrl)} alt="" />
              )}
              <bdi>{clampText(info.symbol, 24)}</bdi>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

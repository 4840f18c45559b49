'use client'
/**
 * The filters of the contracts table, in a search landmark: a chain select
 * and a contract type field with suggestions, driven by `useContractsFilters`.
 */
import { type FormEvent, useId } from 'react'
import type { ContractsFilter } from '../../../core/schemas/rpc/listContracts.js'
import type { Network } from '../../../core/transport/networks.js'
import { fill } from '../../shared/strings.js'
import type { ContractsTableStrings } from './strings.js'
import { useContractsFilters } from './useContractsFilters.js'

export interface ContractsFiltersProps {
  readonly filter: ContractsFilter | undefined
  readonly onFilterChange: (filter: ContractsFilter) => void
  readonly networks: readonly Network[]
  readonly contractTypes: readonly string[]
  readonly filterDelay: number
  readonly text: ContractsTableStrings
}

/** The filter form of `ContractsTableView`. Internal to it. */
export function ContractsFilters({
  filter,
  onFilterChange,
  networks,
  contractTypes,
  filterDelay,
  text,
}: ContractsFiltersProps) {
  const id = useId()
  const filters = useContractsFilters({ filter, onFilterChange, networks, delay: filterDelay })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    filters.applyType()
  }
  return (
    <search className="pk-contracts__search">
      <form className="pk-contracts__filters" onSubmit={submit}>
        <div className="pk-contracts__filter">
          <label htmlFor={`${id}-chain`}>{text.filterChain}</label>
          <select
            id={`${id}-chain`}
            className="pk-input pk-contracts__select"
            value={filters.chainId ?? ''}
            onChange={(event) =>
              filters.setChainId(event.target.value ? Number(event.target.value) : undefined)
            }
          >
            <option value="">{text.allChains}</option>
            {filters.chains.map((o) => (
              <option key={o.chainId} value={o.chainId}>
                {o.name ?? fill(text.unknownChain, { chainId: o.chainId })}
              </option>
            ))}
          </select>
        </div>
        <div className="pk-contracts__filter">
          <label htmlFor={`${id}-type`}>{text.filterType}</label>
          <input
            id={`${id}-type`}
            className="pk-input pk-contracts__type"
            list={`${id}-types`}
            value={filters.typeDraft}
            placeholder={text.anyType}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => filters.setTypeDraft(event.target.value)}
            onBlur={filters.applyType}
          />
          <datalist id={`${id}-types`}>
            {contractTypes.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
        </div>
      </form>
    </search>
  )
}

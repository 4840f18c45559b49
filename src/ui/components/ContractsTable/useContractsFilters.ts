'use client'
/**
 * The state of a contracts table's filters: a chain to choose and a contract
 * type to type, applied after a pause. No markup: `ContractsTableView` draws
 * it, or an app's own.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import type { ContractsFilter } from '../../../core/schemas/rpc/listContracts.js'
import { NETWORKS, type Network } from '../../../core/transport/networks.js'

/** A chain the filter offers: its id and, when the networks table has it, its name. */
export interface ContractsChainOption {
  readonly chainId: number
  /** Undefined for a chain chosen by id that is not in the networks table. */
  readonly name: string | undefined
}

export interface UseContractsFiltersOptions {
  /** The filter applied. */
  readonly filter: ContractsFilter | undefined
  /** Called with the whole new filter; without it, nothing is applied. */
  readonly onFilterChange: ((filter: ContractsFilter) => void) | undefined
  /** The networks offered (default: the kit's `NETWORKS`). */
  readonly networks?: readonly Network[] | undefined
  /** How long the type waits after typing before it applies, in ms (default 300). */
  readonly delay?: number | undefined
}

export interface UseContractsFiltersResult {
  /** The chain chosen, if any. */
  readonly chainId: number | undefined
  /** The chains to offer: the networks', and the one chosen when it is not among them. */
  readonly chains: readonly ContractsChainOption[]
  /** Chooses a chain, or every chain with `undefined`; applies at once. */
  readonly setChainId: (chainId: number | undefined) => void
  /** The contract type as typed, applied or not. */
  readonly typeDraft: string
  /** Changes the typed type; it applies after `delay` without typing. */
  readonly setTypeDraft: (draft: string) => void
  /** Applies the typed type now (trimmed; empty: any type): on Enter, on leaving the field. */
  readonly applyType: () => void
}

/**
 * The logic of a contracts table's filters, for any markup: the chain
 * applies at once; the contract type applies what was typed after a pause
 * (`delay`), or at once with `applyType` (call it on Enter and when the field
 * loses focus), and follows the filter when it changes from outside. A
 * pending type never undoes a chain chosen meanwhile: it applies to the latest
 * filter. `ContractsTableView` draws its filters with this hook.
 *
 * @example
 * ```tsx
 * const f = useContractsFilters({ filter, onFilterChange: setFilter })
 * <form onSubmit={(e) => { e.preventDefault(); f.applyType() }}>
 *   <input value={f.typeDraft} onChange={(e) => f.setTypeDraft(e.target.value)} onBlur={f.applyType} />
 * </form>
 * ```
 */
export function useContractsFilters({
  filter,
  onFilterChange,
  networks = NETWORKS,
  delay = 300,
}: UseContractsFiltersOptions): UseContractsFiltersResult {
  const applied = filter?.contractType ?? ''
  const [draft, setDraft] = useState(applied)
  useEffect(() => setDraft(applied), [applied])
  // A pending type change must not undo a chain chosen meanwhile: it reads the latest filter.
  const latest = useRef(filter)
  latest.current = filter
  const applyType = (value: string) => {
    const type = value.trim()
    const current = latest.current
    if (!onFilterChange || type === (current?.contractType ?? '')) return
    onFilterChange({ ...current, contractType: type || undefined })
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new draft restarts the wait
  useEffect(() => {
    if (draft.trim() === applied) return
    const timer = setTimeout(() => applyType(draft), delay)
    return () => clearTimeout(timer)
  }, [draft])

  const setChainId = (chainId: number | undefined) => onFilterChange?.({ ...filter, chainId })
  const selected = filter?.chainId
  // A network is a chain option with a name.
  const chains = useMemo(
    (): readonly ContractsChainOption[] =>
      selected === undefined || networks.some((n) => n.chainId === selected)
        ? networks
        : [...networks, { chainId: selected, name: undefined }],
    [networks, selected],
  )

  return {
    chainId: selected,
    chains,
    setChainId,
    typeDraft: draft,
    setTypeDraft: setDraft,
    applyType: () => applyType(draft),
  }
}

/** The columns of the contracts table: their order, which sort, and their labels. */
import type { ContractsSortColumn } from './contractsSort.js'
import type { ContractsTableStrings } from './strings.js'

export const COLUMNS = ['name', 'type', 'chain', 'address', 'created'] as const
export type ColumnId = (typeof COLUMNS)[number]

/** The columns whose header sorts, and the ListContracts column each sorts by. */
export const SORTABLE: Partial<Record<ColumnId, ContractsSortColumn>> = {
  name: 'contractName',
  chain: 'chainId',
  created: 'createdAt',
}

export const LABEL: Record<ColumnId, keyof ContractsTableStrings> = {
  name: 'columnName',
  type: 'columnType',
  chain: 'columnChain',
  address: 'columnAddress',
  created: 'columnCreated',
}

/** The words of the contracts table: English defaults, each replaceable through `strings`. */

export const CONTRACTS_TABLE_STRINGS = {
  /** The table's caption (its accessible name). */
  caption: 'Contracts',
  columnName: 'Name',
  columnType: 'Type',
  columnChain: 'Chain',
  columnAddress: 'Address',
  columnCreated: 'Created',
  /** The label of the chain filter. */
  filterChain: 'Chain',
  /** The chain filter's option for every chain. */
  allChains: 'All chains',
  /** The label of the contract type filter. */
  filterType: 'Contract type',
  /** The placeholder of the contract type filter. */
  anyType: 'Any type',
  /** A chain that is not in the networks table; `{chainId}` is its id. */
  unknownChain: 'Chain {chainId}',
  /** Read while the rows load. */
  loading: 'Loading contracts…',
  /** No contract matches the filters. */
  empty: 'No contracts match.',
  /** The contracts could not be loaded; `{message}` is the server's message. */
  error: 'The contracts could not be loaded: {message}',
  retry: 'Retry',
  /** The accessible name of the page navigation. */
  pagination: 'Contract pages',
  previous: 'Previous',
  next: 'Next',
  /** The current page; `{page}` is its 1-based number. */
  page: 'Page {page}',
}
export type ContractsTableStrings = typeof CONTRACTS_TABLE_STRINGS

/** The words of the contracts table: English defaults, each replaceable through `strings`. */

export const CONTRACTS_TABLE_STRINGS = {
  /** The table's caption (its accessible name). */
  caption: 'Contracts',
  columnName: 'Name',
  columnType: 'Type',
  columnChain: 'Chain',
  columnAddress: 'Address',
  columnCreated: 'Created',
  /** The accessible name of a row's copy button; `{name}` is the contract's name. */
  copyAddress: 'Copy the address of {name}',
  /** Said once an address is copied. */
  addressCopied: 'Address copied',
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
  /** Shown before the sort buttons when a narrow table stacks its rows (screen readers hear the headers). */
  sortBy: 'Sort by',
  /** The accessible name of the page navigation. */
  pagination: 'Contract pages',
  previous: 'Previous',
  next: 'Next',
  /** The current page; `{page}` is its 1-based number. */
  page: 'Page {page}',
}
export type ContractsTableStrings = typeof CONTRACTS_TABLE_STRINGS

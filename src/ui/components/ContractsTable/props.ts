/** The props of `ContractsTableView`. */

import type { Contract } from '../../../core/schemas/contract.js'
import type { ContractsFilter } from '../../../core/schemas/rpc/listContracts.js'
import type { Network } from '../../../core/transport/networks.js'
import type { ContractsSort } from './contractsSort.js'
import type { ContractsTableStrings } from './strings.js'
import type { ContractsTableStatus } from './useContractsTable.js'

export interface ContractsTableViewProps {
  /** The rows of the page shown. */
  readonly contracts: readonly Contract[]
  readonly status: ContractsTableStatus
  /** The failure, when `status` is `error`. */
  readonly error?: unknown
  /** Loads again after a failure. */
  readonly onRetry?: () => void
  /** The filters shown; without `onFilterChange` no filters are shown. */
  readonly filter?: ContractsFilter | undefined
  readonly onFilterChange?: (filter: ContractsFilter) => void
  /** The networks that name chain ids and fill the chain filter (default: the kit's `NETWORKS`). */
  readonly networks?: readonly Network[]
  /** The types suggested by the type filter (default ERC20, ERC721, ERC1155, UNKNOWN). */
  readonly contractTypes?: readonly string[]
  /** How long the type filter waits after typing before it applies, in ms (default 300). */
  readonly filterDelay?: number
  /** The sort shown; without `onSortChange` the headers do not sort. */
  readonly sort?: ContractsSort | undefined
  readonly onSortChange?: (sort: ContractsSort) => void
  /**
   * The 1-based number of the page shown. The page navigation is shown when it
   * is given and there is a page before or after.
   */
  readonly page?: number
  readonly hasPrevious?: boolean
  readonly hasNext?: boolean
  readonly onPrevious?: () => void
  readonly onNext?: () => void
  /** How many skeleton rows to show while loading (default 10). */
  readonly skeletonRows?: number
  /** The locale dates are written in (default: the `PlatformProvider`'s `locale`, else `en-US`). */
  readonly locale?: string
  readonly className?: string
  readonly strings?: Partial<ContractsTableStrings>
}

/**
 * `Metadata/TokenCollectionFilters`: a collection's filterable properties
 * (decisions.md §6). `chainID` is a decimal chain id or a network name.
 */
import { TokenCollectionFilters } from '../../core/schemas/rpc/tokenCollectionFilters.js'
import { findEmulatedNetwork } from '../data/catalog.js'
import { fail } from '../errors.js'
import { propertyFilters } from '../marketplace/filters.js'
import { defineHandler } from '../state.js'
import { GoPropertyFilter } from '../wire/types.js'

/** One filter per attribute name, sorted by name; `NotFound` for an unknown chain or collection. */
export const tokenCollectionFiltersHandler = defineHandler(
  TokenCollectionFilters,
  { filters: { list: GoPropertyFilter } },
  ({ state }, { chainID, contractAddress }) => {
    const network = findEmulatedNetwork(chainID.trim().toLowerCase())
    if (!network) fail('NotFound', `the emulator serves no chain ${JSON.stringify(chainID)}`)
    const c = state.marketplace.collection(network, contractAddress)
    if (!c) fail('NotFound', `no collection ${contractAddress} on ${network.name}`)
    return { filters: propertyFilters(c) }
  },
)

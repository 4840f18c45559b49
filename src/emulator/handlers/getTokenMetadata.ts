/**
 * `Metadata/GetTokenMetadata`: some tokens' metadata, from the emulated
 * collections (decisions.md, "Token names"). `chainID` is a decimal chain id
 * or a network name, as the metadata service takes either.
 */
import { GetTokenMetadata } from '../../core/schemas/rpc/getTokenMetadata.js'
import { findEmulatedNetwork } from '../data/catalog.js'
import { fail } from '../errors.js'
import { defineHandler } from '../state.js'
import { GoServiceTokenMetadata } from '../wire/types.js'

/**
 * The metadata of each token asked for that the collection has, once each, in
 * the order asked; a token it lacks, or a contract the emulator does not
 * know, is absent (the service answers what it has). `NotFound` for a chain
 * the emulator does not serve. No fetch is queued: `taskID` is `null`.
 */
export const getTokenMetadataHandler = defineHandler(
  GetTokenMetadata,
  { tokenMetadata: { list: GoServiceTokenMetadata }, taskID: 'null' },
  ({ state }, { chainID, contractAddress, tokenIDs }) => {
    const network = findEmulatedNetwork(chainID.trim().toLowerCase())
    if (!network) fail('NotFound', `the emulator serves no chain ${JSON.stringify(chainID)}`)
    const c = state.marketplace.collection(network, contractAddress)
    if (!c) return { tokenMetadata: [] }
    const tokenMetadata = [...new Set(tokenIDs)]
      .map((id) => c.tokens.indexOf(id))
      .filter((token) => token >= 0)
      .map((token) => ({
        ...c.tokens.metadata(token),
        chainId: network.chainId,
        contractAddress: c.spec.address.toLowerCase(),
        status: 'AVAILABLE',
      }))
    return { tokenMetadata }
  },
)

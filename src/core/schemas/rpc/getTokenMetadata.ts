import * as z from 'zod/mini'
import { address, array, decimal, nonEmpty, sized } from '../primitives.js'
import * as r from '../read.js'
import { TokenMetadata } from '../tokenMetadata.js'
import { defineRpc } from './define.js'

/** The most token ids one `GetTokenMetadata` request names (decisions.md, "Token names"). */
export const TOKEN_METADATA_IDS_PER_READ = 100

/** Between 1 and {@link TOKEN_METADATA_IDS_PER_READ} token ids, each a uint256 as a decimal string. */
export const GetTokenMetadataIds = sized(array(decimal), 1, TOKEN_METADATA_IDS_PER_READ)

/**
 * Some tokens of one contract. The fields are spelt as go-sequence's
 * metadata client sends them (`chainID`, `tokenIDs`; decisions.md, "Token
 * names"); `chainID` is the decimal chain id.
 */
export const GetTokenMetadataRequest = z.object({
  chainID: nonEmpty,
  contractAddress: address,
  tokenIDs: GetTokenMetadataIds,
})
export type GetTokenMetadataRequest = z.input<typeof GetTokenMetadataRequest>

/**
 * The metadata of the tokens the service knows, read tolerantly (the
 * service's own members — `chainId`, `contractAddress`, `status`, `source` —
 * are kept as they come); a token it does not know is absent. `taskID` names
 * the fetch the service queued for the others, when it did.
 */
export const GetTokenMetadataResponse = r.model({
  tokenMetadata: r.list(TokenMetadata),
  taskID: r.opt(r.int),
})
export type GetTokenMetadataResponse = r.Infer<typeof GetTokenMetadataResponse>

/**
 * `Metadata/GetTokenMetadata`: not in the interface's §4, read from
 * go-sequence's metadata service (decisions.md, "Token names"). No live event
 * moves metadata.
 */
export const GetTokenMetadata = defineRpc(
  'Metadata',
  'GetTokenMetadata',
  GetTokenMetadataRequest,
  GetTokenMetadataResponse,
  { live: 'none' },
)

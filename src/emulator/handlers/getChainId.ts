import { GetChainId } from '../../core/schemas/rpc/getChainId.js'
import { defineHandler } from '../state.js'
import { AS_IS } from '../wire/types.js'

/** `Relayer/GetChainID`: the chain id of the relayer's network, taken from the URL. */
export const getChainIdHandler = defineHandler(GetChainId, AS_IS, ({ network }) => ({
  chainID: network!.chainId,
}))

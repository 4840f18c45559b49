import { GetChainId } from '../../core/schemas/rpc/getChainId.js'
import { defineHandler } from '../state.js'

/** `Relayer/GetChainID`: the chain id of the relayer's network, taken from the URL. */
export const getChainIdHandler = defineHandler(GetChainId, ({ network }) => ({
  chainID: network!.chainId,
}))

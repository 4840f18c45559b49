/**
 * `API/IsValidETHAuthProof` (decisions.md §8): `{isValid: false}` for a proof
 * that parses but fails validation or names another wallet; `InvalidArgument`
 * for a string that is not a proof. An ordinary wallet's signature verifies
 * whatever the chain; a contract wallet is asked (EIP-1271) on the chain the
 * request names, when the emulator follows it.
 */
import { verifyETHAuthProof } from '../../core/ethauth/verify.js'
import { IsValidETHAuthProof } from '../../core/schemas/rpc/isValidETHAuthProof.js'
import { isPlatformError } from '../../core/transport/errors.js'
import { findEmulatedNetwork } from '../data/catalog.js'
import { fail } from '../errors.js'
import { defineHandler } from '../state.js'
import { AS_IS } from '../wire/types.js'

export const isValidETHAuthProofHandler = defineHandler(
  IsValidETHAuthProof,
  AS_IS,
  async (context, request) => {
    const chain = context.state.chains.get(findEmulatedNetwork(request.chainId)?.chainId ?? -1)
    let result: Awaited<ReturnType<typeof verifyETHAuthProof>>
    try {
      result = await verifyETHAuthProof(request.ethAuthProofString, {
        now: context.now,
        ...(chain ? { client: chain.client } : {}),
      })
    } catch (e) {
      if (isPlatformError(e, 'InvalidArgument')) fail('InvalidArgument', e.msg)
      throw e
    }
    return {
      isValid: result.valid && result.address.toLowerCase() === request.walletAddress.toLowerCase(),
    }
  },
)

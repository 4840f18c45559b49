/**
 * `API/IsValidETHAuthProof` (decisions.md §8): `{isValid: false}` for a proof
 * that parses but fails validation or names another wallet; `InvalidArgument`
 * for a string that is not a proof, or a chain the emulator does not serve.
 */
import { verifyETHAuthProof } from '../../core/ethauth/verify.js'
import { IsValidETHAuthProof } from '../../core/schemas/rpc/isValidETHAuthProof.js'
import { isPlatformError } from '../../core/transport/errors.js'
import { findEmulatedNetwork } from '../data/catalog.js'
import { fail } from '../errors.js'
import { defineHandler } from '../state.js'

export const isValidETHAuthProofHandler = defineHandler(
  IsValidETHAuthProof,
  async (context, request) => {
    if (!findEmulatedNetwork(request.chainId)) {
      fail('InvalidArgument', `chainId: the emulator serves no network ${request.chainId}`)
    }
    let result: Awaited<ReturnType<typeof verifyETHAuthProof>>
    try {
      result = await verifyETHAuthProof(request.ethAuthProofString, { now: context.now })
    } catch (e) {
      if (isPlatformError(e, 'InvalidArgument')) fail('InvalidArgument', e.msg)
      throw e
    }
    return {
      isValid: result.valid && result.address.toLowerCase() === request.walletAddress.toLowerCase(),
    }
  },
)

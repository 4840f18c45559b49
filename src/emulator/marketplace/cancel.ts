/**
 * How the emulator's orders are cancelled, in one place for the
 * GenerateCancelTransaction handler, the signed-cancel endpoint, the wallet
 * flows and the tests: the market's `cancelRequest(uint256)` (a native order
 * is a request of the network's Sequence Market), the EIP-712 typed data a
 * third-party cancellation is signed over, and the steps
 * GenerateCancelTransaction answers with.
 */
import { type Address, encodeFunctionData, getAddress, type TypedDataDefinition } from 'viem'
import { MARKET_CANCEL_ABI } from '../../core/market/cancelAbi.js'
import type { MarketplaceKind } from '../../core/schemas/enums.js'
import { isSequenceMarket } from '../../core/schemas/enums.js'
import type { Step } from '../../core/schemas/step.js'
import { type EmulatedNetwork, labelAddress } from '../data/catalog.js'
import { MARKETPLACE_INFO } from './orders.js'

/** The calldata of the market's `cancelRequest(requestId)`: a native order's id is its request's. */
export const encodeNativeCancel = (orderId: string | bigint) =>
  encodeFunctionData({
    abi: MARKET_CANCEL_ABI,
    functionName: 'cancelRequest',
    args: [BigInt(orderId)],
  })

/** The EIP-712 types of a third-party cancellation. */
export const CANCEL_ORDER_TYPES = {
  CancelOrder: [
    { name: 'orderId', type: 'uint256' },
    { name: 'maker', type: 'address' },
    { name: 'collection', type: 'address' },
  ],
} as const

/** A third-party marketplace's exchange contract on a network: the typed data's `verifyingContract`. */
export const marketplaceExchange = (
  network: EmulatedNetwork,
  marketplace: MarketplaceKind,
): Address => labelAddress(`${network.name} ${marketplace} exchange`)

/** What a third-party cancellation is about. */
export interface CancelTypedDataInput {
  readonly network: EmulatedNetwork
  readonly marketplace: MarketplaceKind
  readonly orderId: string | bigint
  /** The order's maker. */
  readonly maker: string
  /** The order's collection. */
  readonly collection: string
}

/**
 * The EIP-712 typed data a maker signs to cancel a third-party order, ready
 * for viem (`signTypedData`, `verifyTypedData`, `recoverTypedDataAddress`):
 * domain `{name: <marketplace title>, version: '1', chainId, verifyingContract}`,
 * primary type `CancelOrder(uint256 orderId, address maker, address collection)`.
 */
export function cancelTypedData(
  input: CancelTypedDataInput,
): TypedDataDefinition<typeof CANCEL_ORDER_TYPES, 'CancelOrder'> {
  return {
    domain: {
      name: MARKETPLACE_INFO[input.marketplace].title,
      version: '1',
      chainId: input.network.chainId,
      verifyingContract: marketplaceExchange(input.network, input.marketplace),
    },
    types: CANCEL_ORDER_TYPES,
    primaryType: 'CancelOrder',
    message: {
      orderId: BigInt(input.orderId),
      maker: getAddress(input.maker),
      collection: getAddress(input.collection),
    },
  }
}

/** The `post` body of a signed cancellation (the endpoint also wants `signature`). */
export interface SignedCancelBody {
  readonly orderId: string
  readonly collectionAddress: string
  readonly marketplace: MarketplaceKind
}

/**
 * The steps that cancel an order: one `cancelRequest` transaction to the
 * network's market, or one `signEIP712` step whose signature is posted to
 * `<baseUrl>/marketplace/<network>/orders/cancel`.
 */
export function cancelSteps(input: CancelTypedDataInput & { readonly baseUrl: string }): Step[] {
  const orderId = String(input.orderId)
  if (isSequenceMarket(input.marketplace)) {
    return [
      {
        id: 'cancel',
        to: input.network.marketplaceContract,
        data: encodeNativeCancel(orderId),
        value: '0',
        price: '0',
        executeType: 'order',
      },
    ]
  }
  const typed = cancelTypedData(input)
  const body: SignedCancelBody = {
    orderId,
    collectionAddress: typed.message.collection,
    marketplace: input.marketplace,
  }
  return [
    {
      id: 'signEIP712',
      signature: {
        domain: {
          name: typed.domain?.name,
          version: '1',
          chainId: input.network.chainId,
          verifyingContract: typed.domain?.verifyingContract,
        },
        types: { CancelOrder: CANCEL_ORDER_TYPES.CancelOrder.map((f) => ({ ...f })) },
        primaryType: 'CancelOrder',
        value: { orderId, maker: typed.message.maker, collection: typed.message.collection },
      },
      post: {
        endpoint: `${input.baseUrl}/marketplace/${input.network.name}/orders/cancel`,
        method: 'POST',
        body: { ...body },
      },
      executeType: 'order',
    },
  ]
}

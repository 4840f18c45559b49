'use client'
/** The listing and offer form's headless hook: the fields, their checks, and the request once reviewed. */
import { useState } from 'react'
import { formatUnits, parseUnits, zeroAddress } from 'viem'
import { sameAddress } from '../../../core/schemas/address.js'
import type { Order } from '../../../core/schemas/order.js'
import { lookupNetwork, type NetworkRef } from '../../../core/transport/networks.js'
import { usePlatformClient } from '../../../react/context.js'
import type { TradeRequest } from '../../../wallet/trade/types.js'

/** A currency the form offers: its contract (the zero address for the network's own), symbol and decimals. */
export interface FormCurrency {
  readonly address: string
  readonly symbol: string
  readonly decimals: number
}

/** How long a listing or an offer lasts, in days, as the form offers it. */
export const EXPIRY_DAYS = [1, 7, 30, 180] as const

/** The listing edited, as the kit's reads give it: its id, price, currency and what it has left. */
export type EditedListing = Pick<
  Order,
  | 'orderId'
  | 'chainId'
  | 'marketplace'
  | 'priceAmount'
  | 'priceDecimals'
  | 'priceCurrencyAddress'
  | 'quantityRemaining'
>

export interface TradeRequestFormOptions {
  readonly kind: 'listing' | 'offer'
  readonly network: NetworkRef
  readonly collection: string
  readonly tokenId: string
  /** Offer a quantity (an ERC-1155 token); 1 otherwise. */
  readonly withQuantity?: boolean
  /**
   * The account's own native listing to give new terms ("Edit price", with
   * `kind="listing"`): the fields start at its price, currency and quantity,
   * its end is kept unless another is chosen, and the review plans a `relist`
   * — its cancel, then the listing at the new price.
   */
  readonly listing?: EditedListing
}

/** The fields' first values: empty, or the edited listing's own terms. */
function initialOf(listing: EditedListing | undefined, currencies: readonly FormCurrency[]) {
  const own = currencies.find((c) => sameAddress(c.address, listing?.priceCurrencyAddress))
  let price = ''
  try {
    if (own && listing?.priceAmount) price = formatUnits(BigInt(listing.priceAmount), own.decimals)
  } catch {}
  const left = listing?.quantityRemaining
  return {
    price,
    currency: own?.address ?? currencies[0]?.address ?? '',
    quantity: left && /^\d{1,9}$/.test(left) ? left : '1',
    // 0: the listing's own end, kept.
    days: listing ? 0 : 7,
  }
}

/** The currencies of `network` a request can be priced in: an offer only in ERC-20s. */
function currenciesOf(
  kind: 'listing' | 'offer',
  network: NetworkRef,
  client: ReturnType<typeof usePlatformClient>,
) {
  const found = lookupNetwork(client.networks, network)
  const listed: FormCurrency[] = client.currencies
    .filter((c) => c.chainId === found?.chainId)
    .map(({ address, symbol, decimals }) => ({ address, symbol, decimals }))
  const native = found?.nativeCurrency
  return kind === 'listing' && native ? [...listed, { address: zeroAddress, ...native }] : listed
}

/**
 * The form's state: `price`, `currency`, `quantity`, `days` (0: an edited
 * listing's own end), their setters,
 * the field `error` after a review that failed, and `request` once a review
 * passed (the trade the panel then plans).
 *
 * @example
 * ```tsx
 * const form = useTradeRequestForm({ kind: 'listing', network: 137, collection, tokenId: '42' })
 * <input value={form.price} onChange={(e) => form.setPrice(e.target.value)} />
 * ```
 */
export function useTradeRequestForm(options: TradeRequestFormOptions) {
  const client = usePlatformClient()
  const currencies = currenciesOf(options.kind, options.network, client)
  const [initial] = useState(() => initialOf(options.listing, currencies))
  const [price, setPrice] = useState(initial.price)
  const [currency, setCurrency] = useState(initial.currency)
  const [quantity, setQuantity] = useState(initial.quantity)
  const [days, setDays] = useState<number>(initial.days)
  const [error, setError] = useState<'price' | 'quantity' | undefined>()
  const [request, setRequest] = useState<TradeRequest | undefined>()
  const review = () => {
    const chosen = currencies.find((c) => c.address === currency)
    let pricePerToken = 0n
    try {
      pricePerToken = chosen ? parseUnits(price.trim(), chosen.decimals) : 0n
    } catch {}
    const count = /^\d{1,9}$/.test(quantity.trim()) ? BigInt(quantity.trim()) : 0n
    const invalid = pricePerToken <= 0n ? 'price' : count < 1n ? 'quantity' : undefined
    setError(invalid)
    if (invalid || !chosen) return setRequest(undefined)
    const expiry = days > 0 ? new Date(Date.now() + days * 86_400_000) : undefined
    const { listing } = options
    setRequest(
      listing
        ? {
            kind: 'relist',
            order: listing,
            input: {
              pricePerToken,
              currency: chosen.address,
              quantity: options.withQuantity ? count : undefined,
              expiry,
            },
          }
        : {
            kind: options.kind,
            input: {
              network: options.network,
              collection: options.collection,
              tokenId: options.tokenId,
              quantity: options.withQuantity ? count : 1n,
              currency: chosen.address,
              pricePerToken,
              expiry: expiry ?? new Date(Date.now() + 7 * 86_400_000),
            },
          },
    )
  }
  const edit =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setRequest(undefined)
    }
  return {
    currencies,
    price,
    setPrice: edit(setPrice),
    currency,
    setCurrency: edit(setCurrency),
    quantity,
    setQuantity: edit(setQuantity),
    days,
    setDays: edit(setDays),
    error,
    request,
    review,
  }
}

/** What the stories share of the emulator's local chain: the network, and a price named as the kit names it. */
import { createElement, Fragment } from 'react'
import type { Order } from '../../src/core/schemas/order.js'
import { EMULATED_NETWORKS } from '../../src/emulator/index.js'
import { useCurrencies } from '../../src/react/hooks/useCurrencies.js'
import { formatPrice } from '../../src/ui/shared/price.js'

export const anvil = EMULATED_NETWORKS.find((n) => n.name === 'anvil')!

/** An order's price with its currency's symbol, found as the components find it: no map. */
export function PriceText({ order }: { order: Order }) {
  return createElement(Fragment, null, formatPrice(order, useCurrencies([order])))
}

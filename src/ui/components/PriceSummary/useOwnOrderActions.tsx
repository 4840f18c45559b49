'use client'
/**
 * The price box's controls for the account's own order (issue 45), as
 * marketplaces put them there: "Edit price" beside "Cancel" on its own
 * native listing, Cancel on any other own order. Their code — the cancel's
 * wallet flow, the listing form and the trade under it — loads only where a
 * box shows such an order or the edit is opened, and the edit's dialog is
 * the summary's, so that its outcome stays when the old listing leaves the
 * box.
 */
import { lazy, type ReactNode, Suspense, useState } from 'react'
import type { CurrencyMap } from '../../../core/currency/currency.js'
import { isSequenceMarket } from '../../../core/schemas/enums.js'
import type { Order } from '../../../core/schemas/order.js'
import { formatPrice } from '../../shared/price.js'
import { fill } from '../../shared/strings.js'
import { EditPriceDialog } from '../TradePanel/TradePanel.js'
import type { PriceSummaryStrings } from './strings.js'

const CancelOrderButton = lazy(() =>
  import('../CancelOrderButton/CancelOrderButton.js').then((m) => ({
    default: m.CancelOrderButton,
  })),
)

/**
 * `renderCancel` for the bound `PriceSummary` with `cancelable`, the notice
 * of a cancel (the order then leaves the box) and the edit's dialog.
 */
export function useOwnOrderActions(
  enabled: boolean,
  currencies: CurrencyMap,
  locale: string,
  text: PriceSummaryStrings,
): {
  readonly renderCancel: ((order: Order) => ReactNode) | undefined
  readonly notice: ReactNode
  readonly dialog: ReactNode
} {
  const [cancelled, setCancelled] = useState<string>()
  const [editing, setEditing] = useState<{ readonly order: Order; readonly price: string }>()
  const renderCancel = (order: Order) => {
    const price = formatPrice(order, currencies, locale)
    const editable = order.side === 'listing' && isSequenceMarket(order.marketplace)
    return (
      <>
        {editable && (
          <button
            type="button"
            className="pk-button"
            aria-label={fill(text.editLabel, { price })}
            aria-haspopup="dialog"
            onClick={() => setEditing({ order, price })}
          >
            {text.edit}
          </button>
        )}
        <Suspense>
          <CancelOrderButton
            order={order}
            label={fill(text.cancelLabel, { price })}
            onCancelled={() => setCancelled(price)}
          />
        </Suspense>
      </>
    )
  }
  // The order cancelled leaves the box; what became of it is said where it was.
  const notice = cancelled && (
    <p className="pk-price__notice" role="status">
      {fill(text.cancelled, { price: cancelled })}
    </p>
  )
  const dialog = enabled && (
    <EditPriceDialog
      listing={editing?.order}
      price={editing?.price}
      onClose={() => setEditing(undefined)}
    />
  )
  return { renderCancel: enabled ? renderCancel : undefined, notice, dialog }
}

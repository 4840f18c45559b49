'use client'
/**
 * "Edit price" for the account's own listing (issue 45), in a modal dialog
 * owned by what opens it (the price box), so that the outcome stays on
 * screen when the old listing leaves the box: the listing form started at
 * the listing's terms, then the panel — its cancel, then the listing at the
 * new price.
 */
import { lazy, Suspense } from 'react'
import type { Order } from '../../../core/schemas/order.js'
import { fill, withStrings } from '../../shared/strings.js'
import { useModalDialog } from '../../shared/useModalDialog.js'
import { TRADE_PANEL_STRINGS } from './strings.js'
import type { TradeRequestFormProps } from './TradeRequestForm.js'
import type { EditedListing } from './useTradeRequestForm.js'

/** The form's code (and the trade under it), loaded when the dialog first opens: a price box carries none of it. */
const TradeRequestForm = lazy(() =>
  import('./TradeRequestForm.js').then((m) => ({ default: m.TradeRequestForm })),
)

export interface EditPriceDialogProps
  extends Pick<
    TradeRequestFormProps,
    'fees' | 'onTraded' | 'strings' | 'panelStrings' | 'withQuantity' | 'headingLevel'
  > {
  /** The account's own native listing whose price is edited; none: the dialog is closed. */
  readonly listing:
    | (EditedListing & Pick<Order, 'collectionContractAddress' | 'tokenId'>)
    | undefined
  /** The listing's price in words, said at the top ("Your listing is at 0.01 WETH."). */
  readonly price?: string
  readonly onClose: () => void
  /** The close button's text. */
  readonly closeLabel?: string
}

/**
 * A modal dialog to give the account's own native listing a new price: its
 * current price said, the `TradeRequestForm` started at the listing's
 * price, currency, quantity and end, then the `TradePanel` of the `relist`
 * — the steps the wallet will be asked for (the cancel, an approval only if
 * missing, the new listing) shown before it is asked. Open while there is a
 * `listing`; the form's code loads when it first opens, and the chain is read
 * only once a price is reviewed.
 *
 * @example
 * ```tsx
 * <EditPriceDialog listing={editing} price="0.01 WETH" onClose={() => setEditing(undefined)} />
 * ```
 */
export function EditPriceDialog({
  listing,
  price,
  onClose,
  closeLabel = 'Close',
  ...form
}: EditPriceDialogProps) {
  const dialog = useModalDialog(listing !== undefined)
  const text = withStrings(TRADE_PANEL_STRINGS, form.panelStrings)
  const { chainId, collectionContractAddress, tokenId } = listing ?? {}
  return (
    <dialog
      ref={dialog}
      className="pk-trade-dialog"
      aria-label={listing && text.title.relist}
      onClose={onClose}
    >
      {listing && chainId && collectionContractAddress && tokenId !== undefined && (
        <div className="pk-trade-dialog__body">
          <p className="pk-trade__asks">
            {price ? `${fill(text.editNow, { price })} ` : ''}
            {text.editHow}
          </p>
          <Suspense fallback={<p className="pk-trade__asks">{text.checking}</p>}>
            <TradeRequestForm
              {...form}
              key={listing.orderId}
              kind="listing"
              listing={listing}
              network={chainId}
              collection={collectionContractAddress}
              tokenId={tokenId}
            />
          </Suspense>
        </div>
      )}
      <form method="dialog" className="pk-trade-dialog__close">
        <button type="submit" className="pk-button" data-variant="secondary">
          {closeLabel}
        </button>
      </form>
    </dialog>
  )
}

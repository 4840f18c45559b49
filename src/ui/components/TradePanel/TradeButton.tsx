'use client'
/** A trade behind one button: the panel opens in a modal dialog, read only when opened. */
import { forwardRef, type ReactNode, useRef, useState } from 'react'
import { cx } from '../../shared/format.js'
import { withStrings } from '../../shared/strings.js'
import { TRADE_PANEL_STRINGS } from './strings.js'
import { TradePanel, type TradePanelProps } from './TradePanel.js'

export interface TradeButtonProps extends TradePanelProps {
  /** The button's accessible name, naming the order ("Buy for 0.05 WETH"): beside others, "Buy now" alone does not say which. */
  readonly label?: string
  /** The button's text; the trade's action ("Buy now") by default. */
  readonly children?: ReactNode
  /** The dialog's close button. */
  readonly closeLabel?: string
}

/**
 * A button that opens the `TradePanel` of `request` in a modal dialog (the
 * platform's `<dialog>`: focus kept inside, Escape closes, focus back on the
 * button). The plan is read only once the dialog opens, so a book of twenty
 * rows reads nothing until one is chosen. Fills the action slots of the
 * price summary and the order book for native orders.
 *
 * @example
 * ```tsx
 * <TradeButton request={{ kind: 'buy', order }} label={`Buy for ${formatPrice(order, currencies)}`} />
 * ```
 */
export const TradeButton = forwardRef<HTMLButtonElement, TradeButtonProps>(
  function TradeButton(props, ref) {
    const { label, children, closeLabel = 'Close', className, ...panel } = props
    const dialog = useRef<HTMLDialogElement>(null)
    const [open, setOpen] = useState(false)
    const text = withStrings(TRADE_PANEL_STRINGS, panel.strings)
    const show = () => {
      setOpen(true)
      const element = dialog.current
      if (!element || element.open) return
      // A platform without modal dialogs (an old browser, jsdom) shows it in place.
      if (typeof element.showModal === 'function') element.showModal()
      else element.open = true
    }
    return (
      <>
        <button
          ref={ref}
          type="button"
          className={cx('pk-button', className)}
          aria-label={label}
          aria-haspopup="dialog"
          onClick={show}
        >
          {children ?? text.action[panel.request.kind]}
        </button>
        <dialog
          ref={dialog}
          className="pk-trade-dialog"
          aria-label={text.title[panel.request.kind]}
          onClose={() => setOpen(false)}
        >
          {open && <TradePanel {...panel} />}
          <form method="dialog" className="pk-trade-dialog__close">
            <button
              type="submit"
              className="pk-button"
              data-variant="secondary"
              onClick={() => setOpen(false)}
            >
              {closeLabel}
            </button>
          </form>
        </dialog>
      </>
    )
  },
)
TradeButton.displayName = 'TradeButton'

'use client'
/** A trade behind one button: the panel opens in a modal dialog, read only when opened. */
import { forwardRef, type ReactNode, useState } from 'react'
import type { TradeRequest } from '../../../wallet/trade/types.js'
import { cx } from '../../shared/format.js'
import { withStrings } from '../../shared/strings.js'
import type { TradePanelProps } from './Panel.js'
import { TRADE_PANEL_STRINGS } from './strings.js'
import { TradeDialog } from './TradeDialog.js'

export interface TradeButtonProps extends TradePanelProps {
  /** The button's accessible name, naming the order ("Buy for 0.05 WETH"): beside others, "Buy now" alone does not say which. */
  readonly label?: string
  /**
   * The button's text: the trade's action ("Buy now") by default, its short
   * word ("Buy") when `label` names the order — the name begins with the text.
   */
  readonly children?: ReactNode
  /** The dialog's close button. */
  readonly closeLabel?: string
}

/**
 * A button that opens the `TradePanel` of `request` in a modal dialog (the
 * platform's `<dialog>`: focus kept inside, Escape closes). The plan is read
 * only once the dialog opens, so a list of twenty reads nothing until one
 * is chosen. Where the order may leave the list when traded (an order
 * book's row), let the list own the dialog (`useTradeDialog`).
 *
 * @example
 * ```tsx
 * <TradeButton request={{ kind: 'buy', order }} label={`Buy for ${formatPrice(order, currencies)}`} />
 * ```
 */
export const TradeButton = forwardRef<HTMLButtonElement, TradeButtonProps>(
  function TradeButton(props, ref) {
    const { label, children, closeLabel, className, request, ...panel } = props
    const [open, setOpen] = useState<TradeRequest>()
    const text = withStrings(TRADE_PANEL_STRINGS, panel.strings)
    return (
      // One box in a list's actions: the dialog is never laid out beside the button.
      <span className="pk-trade-button">
        <button
          ref={ref}
          type="button"
          className={cx('pk-button', className)}
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setOpen(request)}
        >
          {children ?? (label ? text.short[request.kind] : text.action[request.kind])}
        </button>
        <TradeDialog
          {...panel}
          request={open}
          closeLabel={closeLabel}
          onClose={() => setOpen(undefined)}
        />
      </span>
    )
  },
)
TradeButton.displayName = 'TradeButton'

'use client'
/**
 * The trade panel in a modal dialog (the platform's `<dialog>`: focus kept
 * inside, Escape closes), owned by what opens it — a button, or a whole
 * order book — so that the outcome stays on screen when the order it
 * traded leaves the list.
 */
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react'
import type { TradeRequest } from '../../../wallet/trade/types.js'
import { withStrings } from '../../shared/strings.js'
import { useModalDialog } from '../../shared/useModalDialog.js'
import type { TradePanelProps } from './Panel.js'
import { TRADE_PANEL_STRINGS } from './strings.js'

/** The panel's code, loaded when a dialog first opens: a price box or a book that is only looked at carries none of it. */
const TradePanel = lazy(() => import('./Panel.js').then((m) => ({ default: m.TradePanel })))

export interface TradeDialogProps extends Omit<TradePanelProps, 'request'> {
  /** The trade shown; none: the dialog is closed. */
  readonly request: TradeRequest | undefined
  readonly onClose: () => void
  /** The close button's text. */
  readonly closeLabel?: string
}

/**
 * A modal dialog holding the `TradePanel` of `request`, open while there is
 * one. The panel reads the chain only while open.
 *
 * @example
 * ```tsx
 * <TradeDialog request={request} onClose={() => setRequest(undefined)} />
 * ```
 */
export function TradeDialog({
  request,
  onClose,
  closeLabel = 'Close',
  ...panel
}: TradeDialogProps) {
  const dialog = useModalDialog(request !== undefined)
  const text = withStrings(TRADE_PANEL_STRINGS, panel.strings)
  return (
    <dialog
      ref={dialog}
      className="pk-trade-dialog"
      aria-label={request && text.title[request.kind]}
      onClose={onClose}
    >
      {request && (
        <Suspense fallback={<p className="pk-trade__asks">{text.checking}</p>}>
          <TradePanel {...panel} request={request} />
        </Suspense>
      )}
      <form method="dialog" className="pk-trade-dialog__close">
        <button type="submit" className="pk-button" data-variant="secondary">
          {closeLabel}
        </button>
      </form>
    </dialog>
  )
}

/**
 * One trade dialog for a whole component: `open(request)` shows it, `dialog`
 * is the element to render once, beside the component.
 *
 * @example
 * ```tsx
 * const trade = useTradeDialog()
 * return <>{book}{trade.dialog}</>
 * ```
 */
export function useTradeDialog(panel: Omit<TradeDialogProps, 'request' | 'onClose'> = {}): {
  readonly open: (request: TradeRequest) => void
  readonly dialog: ReactNode
} {
  const [request, setRequest] = useState<TradeRequest>()
  const open = useCallback((next: TradeRequest) => setRequest(next), [])
  const dialog = <TradeDialog {...panel} request={request} onClose={() => setRequest(undefined)} />
  return { open, dialog }
}

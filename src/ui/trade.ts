/**
 * The trade UI's public names (issue 45), listed apart from the entry's
 * other components so that each list reads in one sitting: the panel, its
 * button and form, their views, headless hooks and strings.
 */

export { TradePanel, type TradePanelProps } from './components/TradePanel/Panel.js'
export { TRADE_PANEL_STRINGS, type TradePanelStrings } from './components/TradePanel/strings.js'
export {
  type SummaryAmount,
  type TradeSummary,
  tradeSummary,
} from './components/TradePanel/summary.js'
export { TradeButton, type TradeButtonProps } from './components/TradePanel/TradeButton.js'
export {
  EditPriceDialog,
  type EditPriceDialogProps,
  TradeDialog,
  type TradeDialogProps,
  type TradeOrderActionOptions,
  tradeOrderAction,
  useTradeDialog,
} from './components/TradePanel/TradePanel.js'
export {
  TradePanelView,
  type TradePanelViewProps,
  type TradePlanState,
} from './components/TradePanel/TradePanelView.js'
export {
  TRADE_FORM_STRINGS,
  type TradeFormStrings,
  TradeRequestForm,
  type TradeRequestFormProps,
} from './components/TradePanel/TradeRequestForm.js'
export { useTradePanel } from './components/TradePanel/useTradePanel.js'
export {
  type EditedListing,
  EXPIRY_DAYS,
  type FormCurrency,
  type TradeRequestFormOptions,
  useTradeRequestForm,
} from './components/TradePanel/useTradeRequestForm.js'

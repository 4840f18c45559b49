'use client'
/** The trade panel's headless hook: the plan and the run, as the view's props. */
import { useMemo } from 'react'
import { usePlatformClient, usePlatformLocale } from '../../../react/context.js'
import { useTrade } from '../../../react/hooks/useTrade.js'
import { useTradePlan } from '../../../react/hooks/useTradePlan.js'
import { StepError } from '../../../wallet/executeSteps.js'
import type { TradeFee, TradeRequest, TradeResult } from '../../../wallet/trade/types.js'
import { tradeSummary } from './summary.js'
import type { TradePanelViewProps, TradePlanState } from './TradePanelView.js'

/** An error's sentence for the panel: a step's without its "step 1 (buy): " prefix. */
const sentenceOf = (error: Error | null): string | undefined =>
  error instanceof StepError ? error.message.replace(/^step \d+ \([^)]*\): /, '') : error?.message

/**
 * Plans `request` for the connected account and runs it on demand: the
 * props of `TradePanelView` (kind, plan state, summary, status, progress,
 * reason, message, onConfirm). Needs a `WagmiProvider`.
 *
 * @example
 * ```tsx
 * const panel = useTradePanel({ request: { kind: 'buy', order } })
 * return <TradePanelView {...panel} />
 * ```
 */
export function useTradePanel({
  request,
  fees,
  onTraded,
}: {
  readonly request: TradeRequest
  readonly fees?: readonly TradeFee[]
  readonly onTraded?: (result: TradeResult) => void
}): Omit<TradePanelViewProps, 'strings' | 'className' | 'headingLevel'> {
  const client = usePlatformClient()
  const locale = usePlatformLocale()
  const plan = useTradePlan({ request, fees })
  const trade = useTrade({ mutation: { onSuccess: (result) => onTraded?.(result) } })
  const summary = useMemo(
    () => plan.data && tradeSummary(plan.data, client.currencies, client.networks, locale),
    [plan.data, client, locale],
  )
  const planState: TradePlanState = !plan.account
    ? 'read-only'
    : plan.error
      ? 'refused'
      : plan.data
        ? 'ready'
        : 'checking'
  const failed = trade.status === 'error'
  return {
    kind: request.kind,
    planState,
    summary,
    status: trade.status,
    progress: trade.progress,
    reason: failed ? trade.reason : plan.reason,
    message: sentenceOf(failed ? trade.error : plan.error),
    locale,
    onConfirm: () => plan.data && trade.mutate({ plan: plan.data }),
  }
}

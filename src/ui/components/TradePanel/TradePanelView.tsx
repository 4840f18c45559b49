'use client'
/**
 * A trade as a user confirms it: what it is, the money (price, what the
 * buyer pays, the royalty and fees the market takes, what the seller
 * receives — by symbol, in dollars where known), how many transactions the
 * wallet will ask, the button, each step's progress and one outcome.
 */
import { forwardRef } from 'react'
import type { StepProgress, StepStatus } from '../../../wallet/executeSteps.js'
import type { TradeKind } from '../../../wallet/trade/types.js'
import type { WalletFlowReason } from '../../../wallet/walletFlow.js'
import { cx } from '../../shared/format.js'
import { type StepState, StepsView, type StepsViewStep } from '../../shared/StepsView.js'
import { fill, plural, withStrings } from '../../shared/strings.js'
import { TRADE_PANEL_STRINGS, type TradePanelStrings } from './strings.js'
import type { SummaryAmount, TradeSummary } from './summary.js'

/** Where the plan is: being read, ready, refused (`reason`, `message`), or not possible without a wallet. */
export type TradePlanState = 'checking' | 'ready' | 'refused' | 'read-only'

const STEP_STATE: Record<StepStatus, StepState> = {
  pending: 'pending',
  'awaiting-signature': 'active',
  submitted: 'active',
  confirmed: 'done',
  rejected: 'failed',
  failed: 'failed',
}

export interface TradePanelViewProps {
  readonly kind: TradeKind
  readonly planState: TradePlanState
  /** The plan's summary, once read. */
  readonly summary?: TradeSummary | undefined
  /** The run: idle until the button is pressed. */
  readonly status: 'idle' | 'pending' | 'success' | 'error'
  readonly progress: readonly StepProgress[]
  /** Why the plan was refused or the run stopped. */
  readonly reason?: WalletFlowReason | undefined
  /** The kit's sentence for it (lower case, no full stop). */
  readonly message?: string | undefined
  readonly onConfirm: () => void
  /** The heading's level (default 3). */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6
  readonly locale?: string
  readonly className?: string
  readonly strings?: Partial<TradePanelStrings>
}

function Amount({ value }: { value: SummaryAmount }) {
  return (
    <>
      <span className="pk-trade__amount">{value.amount}</span>
      {value.usd && <span className="pk-trade__usd"> ({value.usd})</span>}
    </>
  )
}

/** The summary's rows: price (a relist: the price now, then the new one) (× quantity), what is paid, what the market takes, what the seller receives. */
function SummaryList({
  kind,
  summary,
  text,
}: {
  kind: TradeKind
  summary: TradeSummary
  text: TradePanelStrings
}) {
  const rows: [string, SummaryAmount | string][] = [
    ...(summary.replaced
      ? ([
          [text.replaced, summary.replaced],
          [text.newPrice, summary.price],
        ] as [string, SummaryAmount][])
      : [[text.price, summary.price] as [string, SummaryAmount]]),
    ...(summary.quantity === '1' ? [] : [[text.quantity, summary.quantity] as [string, string]]),
    [text.pays[kind], summary.total],
    [text.royalty, summary.royalty ?? text.none],
    ...(summary.fees ? [[text.fees, summary.fees] as [string, SummaryAmount]] : []),
    [text.gets[kind], summary.proceeds],
  ]
  return (
    <dl className="pk-trade__summary">
      {rows.map(([term, value]) => (
        <div key={term} className="pk-trade__row">
          <dt>{term}</dt>
          <dd>{typeof value === 'string' ? value : <Amount value={value} />}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The steps as the list shows them: each run's step with its status; before
 * a relist runs, the steps its plan will ask for (its cancel first), waiting.
 */
function stepsOf(props: TradePanelViewProps, text: TradePanelStrings): StepsViewStep[] {
  const label = (index: number, id: string) =>
    fill(text.step, { n: index + 1, kind: text.kinds[id] ?? id })
  if (props.progress.length === 0) {
    const { summary, kind, status, planState } = props
    const announced = kind === 'relist' && status === 'idle' && planState === 'ready'
    return announced && summary
      ? summary.steps.map((id, index) => ({
          key: index,
          label: label(index, id),
          state: 'pending',
          statusName: 'pending',
          status: text.status.pending,
        }))
      : []
  }
  return props.progress.map((p) => ({
    key: p.index,
    label: label(p.index, p.step.id),
    state: STEP_STATE[p.status],
    statusName: p.status,
    status: text.status[p.status],
  }))
}

/** The one outcome line: the run's, else the plan's refusal, else what is missing. */
function outcomeOf(props: TradePanelViewProps, text: TradePanelStrings): string {
  const verb = text.verb[props.kind]
  if (props.status === 'success') return text.done[props.kind]
  if (props.planState === 'read-only') return fill(text.connect, { verb })
  if ((props.status === 'error' || props.planState === 'refused') && props.reason) {
    return fill(text.errors[props.reason], { verb, message: props.message ?? '' })
  }
  return props.planState === 'checking' && props.status === 'idle' ? text.checking : ''
}

/**
 * The presentational trade panel. `TradePanel` feeds it from
 * `useTradePlan` and `useTrade`.
 *
 * @example
 * ```tsx
 * <TradePanelView kind="buy" planState="ready" summary={summary} status="idle" progress={[]} onConfirm={buy} />
 * ```
 */
export const TradePanelView = forwardRef<HTMLElement, TradePanelViewProps>(
  function TradePanelView(props, ref) {
    const { kind, planState, summary, status, headingLevel = 3 } = props
    const text = withStrings(TRADE_PANEL_STRINGS, props.strings)
    const Heading = `h${headingLevel}` as const
    const locale = props.locale ?? 'en-US'
    return (
      <section
        ref={ref}
        className={cx('pk-trade', props.className)}
        aria-label={text.title[kind]}
        data-plan={planState}
      >
        <Heading className="pk-trade__title">{text.title[kind]}</Heading>
        {summary && <SummaryList kind={kind} summary={summary} text={text} />}
        {summary && status === 'idle' && planState === 'ready' && (
          <p className="pk-trade__asks">{plural(text.asks, summary.steps.length, locale)}</p>
        )}
        <StepsView
          block="pk-trade-flow"
          phase={status}
          action={status === 'pending' ? text.busy[kind] : text.action[kind]}
          onAction={props.onConfirm}
          disabled={planState !== 'ready'}
          stepsLabel={text.progress}
          stepClassName="pk-trade-flow__step"
          steps={stepsOf(props, text)}
          outcome={outcomeOf(props, text)}
        />
      </section>
    )
  },
)
TradePanelView.displayName = 'TradePanelView'

'use client'
/**
 * A flow the user follows step by step: an action button, the numbered steps
 * each with its state, and the outcome in a live region, announced once.
 * `CancelOrderButtonView`, `UnlinkWalletFlowView` and the audience contacts
 * form (`AudienceContactsFormView`) draw it; trade buttons (list, offer, buy,
 * accept) are meant to.
 */
import { forwardRef, type ReactNode, type Ref } from 'react'
import { cx } from './format.js'

/** Where a step is: not reached, under way (waiting for the wallet or the chain), done, or stopped. */
export type StepState = 'pending' | 'active' | 'done' | 'failed'

/** Where the whole flow is, as TanStack Query's mutations name it. */
export type StepsPhase = 'idle' | 'pending' | 'success' | 'error'

/** One numbered step. */
export interface StepsViewStep {
  readonly key: string | number
  /** What the step is, in a few words ("Step 1: signed cancellation"). */
  readonly label: ReactNode
  readonly state: StepState
  /** Its state in words, after a dash ("confirm in your wallet"); none when the label says it. */
  readonly status?: ReactNode
  /** The flow's own name of its state, for styles (`data-status`); `state` by default. */
  readonly statusName?: string
  /** Shown after the status, such as a transaction's hash. */
  readonly detail?: ReactNode
}

export interface StepsViewProps {
  /** The flow's class block: `pk-cancel` gives `pk-cancel__steps`, `pk-cancel__message`. */
  readonly block: string
  readonly className?: string | undefined
  readonly phase: StepsPhase
  /** A `section` with this accessible name and a heading, else a `div`. */
  readonly title?: string
  /** The level of the title's heading (default 3). */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6
  /** A paragraph under the title. */
  readonly intro?: ReactNode
  /** The button's text for this phase. */
  readonly action: ReactNode
  /** The button's accessible name, when its text does not say enough. */
  readonly actionLabel?: string | undefined
  /** Runs the flow; a form's `submit` button leaves it to the form's `onSubmit`. */
  readonly onAction?: () => void
  /**
   * The button sends the form it sits in (Enter in a field sends too), and
   * the form may send again: a submit, `aria-disabled` rather than disabled
   * while pending (the focus stays on it; the form ignores a submit then), and
   * enabled once done.
   */
  readonly submit?: boolean
  /** Disables the button besides while pending and once done. */
  readonly disabled?: boolean | undefined
  /** The button's variant (`data-variant`). */
  readonly variant?: 'secondary'
  /** Steps before the button (a section's order) rather than after it. */
  readonly stepsFirst?: boolean
  readonly steps: readonly StepsViewStep[]
  /** The accessible name of the list of steps. */
  readonly stepsLabel?: string
  /** A class of each step's item. */
  readonly stepClassName?: string
  /** The outcome, announced once (`role="status"`): empty while there is none. */
  readonly outcome: ReactNode
  /** Keeps the outcome for screen readers only (when the page already shows it). */
  readonly outcomeHidden?: boolean
}

/**
 * The presentational step-by-step flow: a button (busy while pending,
 * disabled while pending and once done), one line per step with its status,
 * and the outcome in an `aria-live` status.
 *
 * @example
 * ```tsx
 * <StepsView block="pk-trade" phase="pending" action="Buying…" onAction={buy} stepsLabel="Steps"
 *   steps={[{ key: 0, label: 'Step 1: approve', state: 'done', status: 'done' }]} outcome="" />
 * ```
 */
export const StepsView = forwardRef<HTMLElement, StepsViewProps>(function StepsView(
  props: StepsViewProps,
  ref,
) {
  const { block, phase, title, headingLevel = 3, steps, stepsFirst, outcome } = props
  const Root = title === undefined ? 'div' : 'section'
  const Heading = `h${headingLevel}` as const
  const { submit } = props
  const pending = phase === 'pending'
  const button = (
    <button
      type={submit ? 'submit' : 'button'}
      className="pk-button"
      data-variant={props.variant}
      onClick={props.onAction}
      disabled={props.disabled || (!submit && (pending || phase === 'success'))}
      aria-disabled={(submit && pending) || undefined}
      aria-busy={pending}
      aria-label={props.actionLabel}
    >
      {props.action}
    </button>
  )
  const list = steps.length > 0 && (
    <ol className={`${block}__steps`} aria-label={props.stepsLabel}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={props.stepClassName}
          data-status={step.statusName ?? step.state}
          data-state={step.state}
        >
          {step.label}
          {step.status !== undefined && ' — '}
          {step.status}
          {step.detail}
        </li>
      ))}
    </ol>
  )
  return (
    <Root
      // A div's and a section's refs are both HTMLElement.
      ref={ref as Ref<HTMLDivElement>}
      className={cx(block, props.className)}
      aria-label={title}
      data-status={phase}
    >
      {title !== undefined && <Heading className={`${block}__title`}>{title}</Heading>}
      {props.intro !== undefined && <p className={`${block}__intro`}>{props.intro}</p>}
      {stepsFirst ? list : button}
      {stepsFirst ? button : list}
      <p
        className={cx(`${block}__message`, props.outcomeHidden && 'pk-visually-hidden')}
        role="status"
        aria-live="polite"
      >
        {outcome}
      </p>
    </Root>
  )
})
StepsView.displayName = 'StepsView'

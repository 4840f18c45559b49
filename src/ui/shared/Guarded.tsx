'use client'
/**
 * Each data component contains its own failures (issue 11): an unexpected
 * error while rendering a card, the grid, the order book, the filter panel or
 * a token's media shows that component's failed state in its own box and is
 * reported through its `onError`, and the app around it keeps running.
 */
import {
  Component,
  type ForwardedRef,
  type ForwardRefExoticComponent,
  type ForwardRefRenderFunction,
  forwardRef,
  type PropsWithoutRef,
  type ReactNode,
  type RefAttributes,
} from 'react'
import { cx } from './format.js'

/** What a guarded component takes besides its own props. */
export interface GuardProps {
  /**
   * Hears of an unexpected error inside the component (a bug, or data no
   * check foresaw); the component then shows its failed state instead of
   * unmounting the app around it.
   */
  readonly onError?: (error: unknown) => void
  readonly className?: string
}

/** The failed state's text, in the component's box. */
export const FAILED_TEXT = 'This could not be shown.'

interface BoundaryProps {
  readonly name: string
  readonly className: string
  readonly alert: boolean
  readonly onError: ((error: unknown) => void) | undefined
  readonly children: ReactNode
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div
        className={cx(this.props.className, 'pk-failed')}
        data-failed={this.props.name}
        role={this.props.alert ? 'alert' : undefined}
      >
        {FAILED_TEXT}
      </div>
    )
  }
}

/**
 * A component, rendered by `render` inside an error boundary: an error in it
 * renders a box with the component's own class (`box`) saying it could not be
 * shown, and calls the props' `onError`. `alert` announces it (not for cards
 * and media, which come by the hundred). The component forwards its `ref` to
 * `render` (`forwardRef`, so that a ref reaches the element on React 18 as
 * on 19).
 *
 * @example
 * ```tsx
 * function OrderBookUnguarded(props: OrderBookProps, ref: ForwardedRef<HTMLElement>) { … }
 * export const OrderBook = guarded(OrderBookUnguarded, 'OrderBook', 'pk-orderbook')
 * <OrderBook {...props} ref={ref} onError={(e) => report(e)} />
 * ```
 */
export function guarded<P extends GuardProps, E>(
  render: (props: P, ref: ForwardedRef<E>) => ReactNode,
  name: string,
  box: string,
  alert = true,
): ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<E>> {
  // biome-ignore lint/correctness/noComponentHookFactories: a higher-order component, called once per component at module level
  const Inner = forwardRef(render as ForwardRefRenderFunction<E, PropsWithoutRef<P>>)
  Inner.displayName = `${name}Unguarded`
  // biome-ignore lint/correctness/noComponentHookFactories: as above
  const Guarded = forwardRef<E, P>((props, ref) => {
    const { className, onError } = props as P
    return (
      <Boundary name={name} className={cx(box, className)} alert={alert} onError={onError}>
        <Inner {...props} ref={ref} />
      </Boundary>
    )
  })
  Guarded.displayName = name
  return Guarded
}

'use client'
/** Listing a token for sale, or making an offer for it: the terms, then the trade panel to confirm. */
import { type FormEvent, forwardRef, useId } from 'react'
import { cx } from '../../shared/format.js'
import { fill, withStrings } from '../../shared/strings.js'
import { TradePanel, type TradePanelProps } from './Panel.js'
import { TRADE_PANEL_STRINGS, type TradePanelStrings } from './strings.js'
import {
  EXPIRY_DAYS,
  type TradeRequestFormOptions,
  useTradeRequestForm,
} from './useTradeRequestForm.js'

export const TRADE_FORM_STRINGS = {
  price: 'Price per token',
  currency: 'Currency',
  quantity: 'Quantity',
  expiry: 'Ends in',
  days: { one: '{count} day', other: '{count} days' },
  /** The edited listing's own end, kept (the first choice when editing). */
  keep: 'As now',
  review: 'Review',
  priceError: 'Enter a price above zero, such as 0.05.',
  quantityError: 'Enter a whole number of tokens, 1 or more.',
}
export type TradeFormStrings = typeof TRADE_FORM_STRINGS

export interface TradeRequestFormProps
  extends TradeRequestFormOptions,
    Pick<TradePanelProps, 'fees' | 'onTraded' | 'headingLevel'> {
  readonly className?: string
  readonly strings?: Partial<TradeFormStrings>
  readonly panelStrings?: Partial<TradePanelStrings>
}

/** The quantity (an ERC-1155 token) and how long the request lasts. */
function DurationFields({
  id,
  form,
  text,
  withQuantity,
  editing,
}: {
  readonly id: string
  readonly form: ReturnType<typeof useTradeRequestForm>
  readonly text: TradeFormStrings
  readonly withQuantity: boolean | undefined
  readonly editing: boolean
}) {
  return (
    <>
      {withQuantity && (
        <>
          <label htmlFor={`${id}-quantity`}>{text.quantity}</label>
          <input
            id={`${id}-quantity`}
            className="pk-input"
            inputMode="numeric"
            value={form.quantity}
            aria-invalid={form.error === 'quantity'}
            aria-describedby={`${id}-error`}
            onChange={(e) => form.setQuantity(e.target.value)}
          />
        </>
      )}
      <label htmlFor={`${id}-days`}>{text.expiry}</label>
      <select
        id={`${id}-days`}
        className="pk-input"
        value={form.days}
        onChange={(e) => form.setDays(Number(e.target.value))}
      >
        {editing && <option value={0}>{text.keep}</option>}
        {EXPIRY_DAYS.map((d) => (
          <option key={d} value={d}>
            {fill(d === 1 ? text.days.one : text.days.other, { count: d })}
          </option>
        ))}
      </select>
    </>
  )
}

/**
 * A form to list a token for sale (`kind="listing"`) or make an offer for it
 * (`kind="offer"`): price, currency (the network's from the client; an offer
 * only in ERC-20s), quantity for an ERC-1155 token, and how long it lasts.
 * "Review" checks the terms and opens the `TradePanel` below, which reads
 * the chain and asks the wallet only when confirmed. With `listing` (the
 * account's own native listing) it edits its price: the fields start at its
 * terms, and the panel plans its cancel, then the listing at the new price.
 *
 * @example
 * ```tsx
 * <TradeRequestForm kind="listing" network={137} collection={collection} tokenId="42" />
 * <TradeRequestForm kind="listing" network={137} collection={collection} tokenId="42" listing={ownListing} />
 * ```
 */
export const TradeRequestForm = forwardRef<HTMLDivElement, TradeRequestFormProps>(
  function TradeRequestForm(props, ref) {
    const id = useId()
    const text = withStrings(TRADE_FORM_STRINGS, props.strings)
    const titles = withStrings(TRADE_PANEL_STRINGS, props.panelStrings).title
    const title = props.listing ? titles.relist : titles[props.kind]
    const form = useTradeRequestForm(props)
    const submit = (event: FormEvent) => {
      event.preventDefault()
      form.review()
    }
    const errorText =
      form.error === 'price' ? text.priceError : form.error === 'quantity' ? text.quantityError : ''
    return (
      <div ref={ref} className={cx('pk-trade-form', props.className)}>
        <form className="pk-trade-form__fields" onSubmit={submit} aria-label={title} noValidate>
          <label htmlFor={`${id}-price`}>{text.price}</label>
          <input
            id={`${id}-price`}
            className="pk-input"
            inputMode="decimal"
            autoComplete="off"
            value={form.price}
            aria-invalid={form.error === 'price'}
            aria-describedby={`${id}-error`}
            onChange={(e) => form.setPrice(e.target.value)}
          />
          <label htmlFor={`${id}-currency`}>{text.currency}</label>
          <select
            id={`${id}-currency`}
            className="pk-input"
            value={form.currency}
            onChange={(e) => form.setCurrency(e.target.value)}
          >
            {form.currencies.map((c) => (
              <option key={c.address} value={c.address}>
                {c.symbol}
              </option>
            ))}
          </select>
          <DurationFields
            id={id}
            form={form}
            text={text}
            withQuantity={props.withQuantity}
            editing={!!props.listing}
          />
          <p id={`${id}-error`} className="pk-trade-form__error" role="alert">
            {errorText}
          </p>
          <button type="submit" className="pk-button" data-variant="secondary">
            {text.review}
          </button>
        </form>
        {form.request && (
          <TradePanel
            request={form.request}
            fees={props.fees}
            onTraded={props.onTraded}
            headingLevel={props.headingLevel}
            strings={props.panelStrings}
          />
        )}
      </div>
    )
  },
)
TradeRequestForm.displayName = 'TradeRequestForm'

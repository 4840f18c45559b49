'use client'
/**
 * One item of the activity list as an article of the feed: the kind in words
 * beside its icon, the token (media and name when the app knows them, else
 * its id; a batch's first token and how many more), from → to, the amount,
 * when (relative, the full date in its title) and the transaction, linked to
 * the network's explorer when it has one that passes the kit's URL rules.
 * Everything from the item is text, set apart (`<bdi>`) and cut to its place.
 */
import type { CSSProperties, ReactNode } from 'react'
import type { CurrencyMap } from '../../../core/currency/currency.js'
import type { ActivityKind } from '../../../core/schemas/activity.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { relativeTime } from '../../shared/format.js'
import { clampText } from '../../shared/safety.js'
import { plural } from '../../shared/strings.js'
import { TokenMedia } from '../TokenMedia/TokenMedia.js'
import { Address, Price, Quantity, Transaction } from './cells.js'
import { KindIcon } from './KindIcon.js'
import type { ActivityEntry, ActivityTokenInfo } from './props.js'
import type { ActivityListStrings } from './strings.js'
import { fullDate, shownKind } from './words.js'

export interface ActivityRowProps {
  readonly entry: ActivityEntry
  readonly index: number
  /** How many rows the list has, or -1 while more can be loaded. */
  readonly setSize: number
  readonly tabIndex: 0 | -1
  readonly style: CSSProperties
  readonly measure: (element: Element | null) => void
  /** The id prefix of the row's parts (its name is its kind and token). */
  readonly idPrefix: string
  readonly explorerUrl: string | undefined
  readonly token: ActivityTokenInfo | undefined
  readonly now: number
  readonly locale: string
  readonly ipfsGateway?: string | undefined
  readonly currencies: CurrencyMap
  readonly text: ActivityListStrings
}

/** The token: media and name when known, else `#id`; a batch adds how many more it named. */
function Token({
  entry,
  token,
  ipfsGateway,
  locale,
  text,
  id,
}: Pick<ActivityRowProps, 'entry' | 'token' | 'ipfsGateway' | 'locale' | 'text'> & {
  readonly id: string
}) {
  const first = entry.tokens[0]
  if (!first) return <span className="pk-activity__token" id={id} />
  const tokenId = clampText(first.tokenId, 14)
  const name = clampText(token?.name, 60)
  const more = Math.max(0, entry.tokenCount - 1)
  const media = token && (token.image || token.imageData)
  return (
    <span className="pk-activity__token" id={id}>
      {media && (
        <span className="pk-activity__media" aria-hidden="true">
          <TokenMedia
            metadata={{ name: token.name ?? '', image: token.image, imageData: token.imageData }}
            ipfsGateway={ipfsGateway}
          />
        </span>
      )}
      <span className="pk-activity__token-text">
        {name && (
          <>
            <span className="pk-activity__name" title={token?.name}>
              <bdi>{name}</bdi>
            </span>{' '}
          </>
        )}
        <span className="pk-activity__id" title={first.tokenId}>
          {fillIsolated(text.tokenId, { id: tokenId })}
        </span>
        {more > 0 && (
          <>
            {' '}
            <span className="pk-activity__others">{plural(text.moreTokens, more, locale)}</span>
          </>
        )}
      </span>
    </span>
  )
}

/** The kind in words beside its icon, an unknown event's name (cut), and "New" for a live arrival. */
function Kind({
  entry,
  kind,
  id,
  text,
}: Pick<ActivityRowProps, 'entry' | 'text'> & {
  readonly kind: ActivityKind
  readonly id: string
}) {
  const event: ReactNode = kind === 'other' && entry.event && (
    <bdi className="pk-activity__event" title={clampText(entry.event, 64)}>
      {clampText(entry.event, 32)}
    </bdi>
  )
  return (
    <span className="pk-activity__kind" id={id}>
      <span className="pk-activity__kind-text">
        <KindIcon kind={kind} />
        {text.kinds[kind]}
      </span>
      {event && <> {event}</>}
      {entry.arrived && (
        <>
          {' '}
          <span className="pk-activity__new">{text.arrived}</span>
        </>
      )}
    </span>
  )
}

/** The amount moved: a single token's (ERC-1155, `1` for ERC-721) or an ERC-20 event's value. */
function amountOf(entry: ActivityEntry): string | undefined {
  if (entry.tokens.length === 0) return entry.amount
  return entry.tokenCount === 1 ? entry.tokens[0]?.amount : undefined
}

export function ActivityRow(props: ActivityRowProps) {
  const { entry, index, tabIndex, idPrefix, locale, text } = props
  const kind = shownKind(entry.kind)
  const kindId = `${idPrefix}-kind`
  const tokenId = `${idPrefix}-token`
  const amount = amountOf(entry)
  const time = clampText(entry.time, 40)
  return (
    <article
      ref={props.measure}
      className="pk-activity__row"
      data-index={index}
      data-kind={kind}
      data-arrived={entry.arrived || undefined}
      aria-posinset={index + 1}
      aria-setsize={props.setSize}
      aria-labelledby={`${kindId} ${tokenId}`}
      tabIndex={tabIndex}
      style={props.style}
    >
      {/* The kind in words, never cut: it wraps between words; only an unknown event's name is cut. */}
      <Kind {...props} kind={kind} id={kindId} />
      <Token {...props} id={tokenId} />
      {/* Price (and its dollars) over the quantity: one cell of a narrow row, two columns of a wide one. */}
      <span className="pk-activity__amount">
        <Price {...props} />
        <Quantity entry={entry} amount={amount} text={text} />
      </span>
      {/* From → to and when: the second line of a narrow row, two columns of a wide one. */}
      <span className="pk-activity__meta">
        <span className="pk-activity__parties">
          <Address value={entry.from} label={text.from} part="from" />
          {entry.from && entry.to && (
            <svg
              className="pk-activity__arrow"
              aria-hidden="true"
              viewBox="0 0 16 16"
              focusable="false"
            >
              <path d="M2.5 8h10M9 4.5 12.5 8 9 11.5" />
            </svg>
          )}
          <Address value={entry.to} label={text.to} part="to" />
        </span>
        <span className="pk-activity__when">
          <time dateTime={time} title={fullDate(entry.time, locale) || time}>
            {relativeTime(entry.time, props.now, locale) || <bdi>{time}</bdi>}
          </time>
        </span>
      </span>
      <span className="pk-activity__tx">
        <Transaction
          hash={entry.txnHash}
          explorerUrl={props.explorerUrl}
          tabIndex={tabIndex}
          text={text}
        />
      </span>
    </article>
  )
}

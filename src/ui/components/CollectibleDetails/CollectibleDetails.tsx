'use client'
/**
 * A collectible's details as marketplaces list them: contract (shortened,
 * copyable, whole for screen readers), token id, standard, network, owner
 * where known, and the metadata's link when it is safe to follow.
 */
import type { ForwardedRef, ReactNode } from 'react'
import { cx } from '../../shared/format.js'
import { type GuardProps, guarded } from '../../shared/Guarded.js'
import { fill, withStrings } from '../../shared/strings.js'
import { COLLECTIBLE_DETAILS_STRINGS, type CollectibleDetailsStrings } from './strings.js'
import {
  type DetailValue,
  type UseCollectibleDetailsParameters,
  useCollectibleDetails,
} from './useCollectibleDetails.js'

export {
  COLLECTIBLE_DETAILS_STRINGS,
  type CollectibleDetailsStrings,
} from './strings.js'

export interface CollectibleDetailsProps extends UseCollectibleDetailsParameters, GuardProps {
  readonly strings?: Partial<CollectibleDetailsStrings>
}

/** The copy button's icons: two sheets, and a tick once copied. */
const COPY = 'M5.5 5.5h8v8h-8zM2.5 10.5v-8h8'
const CHECK = 'M3 8.5l3 3 7-7'

/** A value shown short, read whole by screen readers and in its `title`. */
const Short = ({ value }: { value: DetailValue }) =>
  value.short === value.full ? (
    <span className="pk-num">{value.full}</span>
  ) : (
    <>
      <span className="pk-num" aria-hidden="true" title={value.full}>
        {value.short}
      </span>
      <span className="pk-visually-hidden">{value.full}</span>
    </>
  )

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pk-details__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function CollectibleDetailsUnguarded(
  { strings, className, onError: _, ...params }: CollectibleDetailsProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const text = withStrings(COLLECTIBLE_DETAILS_STRINGS, strings)
  const details = useCollectibleDetails(params)
  const copyButton = (what: 'contract' | 'tokenId' | 'owner', label: string) => (
    <button
      type="button"
      className="pk-details__copy"
      aria-label={fill(text.copy, { what: label })}
      onClick={() => void details.copy(what)}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
        <path d={details.copied === what ? CHECK : COPY} />
      </svg>
    </button>
  )
  return (
    <section ref={ref} className={cx('pk-details', className)} aria-label={text.heading}>
      <dl className="pk-details__list">
        <Row label={text.contract}>
          <Short value={details.contract} />
          {copyButton('contract', text.contract)}
        </Row>
        <Row label={text.tokenId}>
          <Short value={details.tokenId} />
          {copyButton('tokenId', text.tokenId)}
        </Row>
        {details.standard && <Row label={text.standard}>{details.standard}</Row>}
        <Row label={text.network}>
          {details.network.name}
          {details.network.chainId !== undefined && (
            <span className="pk-details__chain pk-num"> ({details.network.chainId})</span>
          )}
        </Row>
        {details.owner && (
          <Row label={text.owner}>
            <Short value={details.owner} />
            {copyButton('owner', text.owner)}
          </Row>
        )}
        {details.website && (
          <Row label={text.website}>
            {/* The host, shortened when long (its box stays one line); the whole URL in the title. */}
            <a
              href={details.website.full}
              title={details.website.full}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
            >
              <bdi>{details.website.short}</bdi>
            </a>
          </Row>
        )}
      </dl>
      <span className="pk-visually-hidden" role="status">
        {details.copied ? text.copied : ''}
      </span>
    </section>
  )
}

/**
 * The details block of a collectible page: contract address (shortened,
 * with a copy button, whole for screen readers and in its `title`), token id
 * (a 78-digit id shortened the same way), token standard (when you pass
 * it), network (by name and chain id), owner (when you pass it) and the
 * metadata's `externalUrl` only when it passes the kit's URL rules (http,
 * https, ipfs through the gateway), opened in a new tab without referrer.
 * "Copied" is announced politely.
 *
 * @example
 * ```tsx
 * <CollectibleDetails network="polygon" contractAddress={address} tokenId="42" standard="ERC721" metadata={metadata} />
 * ```
 */
export const CollectibleDetails = guarded(
  CollectibleDetailsUnguarded,
  'CollectibleDetails',
  'pk-details',
)

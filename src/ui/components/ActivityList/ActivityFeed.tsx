'use client'
import { useContext } from 'react'
/**
 * The activity list's feed: the rows rendered now, each positioned where the
 * virtualizer puts it and linked to its network's explorer, and the footer
 * that loads older items (or says that loading them failed, with a retry).
 */
import type { CurrencyMap } from '../../../core/currency/currency.js'
import { explorerUrlOf } from '../../../core/transport/explorers.js'
import { lookupNetwork, NETWORKS } from '../../../core/transport/networks.js'
import { PlatformContext } from '../../../react/context.js'
import { LoadMoreFooter } from '../../shared/LoadMoreFooter.js'
import { ActivityRow } from './ActivityRow.js'
import type { ActivityEntry, ActivityListViewProps, ActivityTokenInfo } from './props.js'
import type { ActivityListStrings } from './strings.js'
import type { UseActivityListResult } from './useActivityList.js'

interface ActivityFeedProps
  extends Pick<
    ActivityListViewProps,
    'items' | 'hasNextPage' | 'isFetchingNextPage' | 'onLoadMore' | 'network' | 'ipfsGateway'
  > {
  readonly list: UseActivityListResult
  /** The next page failed: the footer says so, with a retry. */
  readonly failed: boolean
  /** The prefix of the rows' ids. */
  readonly idPrefix: string
  readonly tokenOf: (entry: ActivityEntry) => ActivityTokenInfo | undefined
  readonly now: number
  readonly locale: string
  readonly currencies: CurrencyMap
  readonly text: ActivityListStrings
}

/** The feed of the rows shown, then its footer. */
export function ActivityFeed(props: ActivityFeedProps) {
  const { items, list, hasNextPage, isFetchingNextPage, network, text } = props
  const networks = useContext(PlatformContext)?.networks ?? NETWORKS
  // The app's network first; one it configured without an explorer keeps the kit's for its chain.
  const explorerOf = (chainId: number) => {
    if (typeof network === 'object') return network.explorerUrl
    const found = lookupNetwork(networks, network ?? chainId)
    return found && explorerUrlOf(found)
  }
  return (
    <>
      <div
        ref={list.listRef}
        role="feed"
        className="pk-activity__list"
        aria-label={text.label}
        aria-busy={isFetchingNextPage || undefined}
        style={{ height: list.totalSize }}
        onKeyDown={list.onKeyDown}
        onFocus={list.onFocus}
      >
        {list.rows.map((row) => {
          const entry = items[row.index]
          if (!entry) return null
          return (
            <ActivityRow
              {...props}
              key={entry.id}
              entry={entry}
              index={row.index}
              setSize={hasNextPage ? -1 : items.length}
              tabIndex={list.tabIndexOf(row.index)}
              style={{ transform: `translateY(${list.offsetOf(row)}px)` }}
              measure={list.measureRow}
              idPrefix={`${props.idPrefix}-${row.index}`}
              explorerUrl={explorerOf(entry.chainId)}
              token={props.tokenOf(entry)}
            />
          )
        })}
      </div>
      <LoadMoreFooter
        className="pk-activity__footer"
        statusClassName="pk-activity__status"
        errorClassName="pk-activity__more"
        isFetchingNextPage={isFetchingNextPage}
        failed={props.failed}
        onRetry={props.onLoadMore}
        loading={text.loadingMore}
        errorMessage={text.moreError}
        retryLabel={text.retry}
      />
    </>
  )
}

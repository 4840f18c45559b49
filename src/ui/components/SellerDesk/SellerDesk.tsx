'use client'
/**
 * The seller's desk (issue 30): every live order of an account — listings
 * and offers across collections and marketplaces — with a check box each,
 * and a bulk cancel with a confirmation, progress and each order's outcome;
 * and (issue 43) "cancel everything on this collection". Its view and parts
 * live in `./sellerdesk/`, its logic in `useSellerDesk` and
 * `useCollectionCancel`.
 */
import {
  type ForwardedRef,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { WagmiContext } from 'wagmi'
import type { AccountOrderSide } from '../../../core/operations/listAccountOrders.js'
import type { NetworkRef } from '../../../core/transport/networks.js'
import { tokenSideKey, useAccountOrders } from '../../../react/hooks/useAccountOrders.js'
import { useBulkCancel } from '../../../react/hooks/useBulkCancel.js'
import { useCurrencies } from '../../../react/hooks/useCurrencies.js'
import { useInvalidateCollection } from '../../../react/hooks/useInvalidateCollection.js'
import { orderKey, summarizeBulkCancel } from '../../../wallet/bulkState.js'
import { shortenAddress } from '../../shared/format.js'
import { guarded } from '../../shared/Guarded.js'
import { withStrings } from '../../shared/strings.js'
import { SellerDeskView } from './DeskView.js'
import type { SellerDeskViewProps } from './props.js'
import { SELLER_DESK_STRINGS } from './strings.js'
import { useCollectionCancel } from './useCollectionCancel.js'
import { type SellerDeskRow, useSellerDesk } from './useSellerDesk.js'

export { SellerDeskView } from './DeskView.js'
export type { SellerDeskStatus, SellerDeskViewProps } from './props.js'
export { SELLER_DESK_STRINGS, type SellerDeskStrings } from './strings.js'

export interface SellerDeskProps
  extends Pick<
    SellerDeskViewProps,
    | 'currencies'
    | 'locale'
    | 'ipfsGateway'
    | 'renderEmpty'
    | 'className'
    | 'strings'
    | 'onError'
    | 'initialRect'
  > {
  readonly network: NetworkRef
  /** The collections whose orders are shown, by contract address. */
  readonly contractAddresses: readonly string[]
  /** The account whose orders are shown: the connected one (`undefined` before it connects). */
  readonly account: string | undefined
  /** Which sides to show; both unless said. */
  readonly sides?: readonly AccountOrderSide[]
  /** Stop a run at its first failed or declined order (default: go on with the others). */
  readonly stopOnFailure?: boolean
  /** The time "expires soon" is measured from (default: when the desk is first shown). */
  readonly now?: number
  /** The collections' names by address, for "Cancel all on {name}" (else a shortened address). */
  readonly collectionNames?: Readonly<Record<string, string>>
}

/** A collection's name for the desk: the app's, else its shortened address. */
function nameOf(names: Readonly<Record<string, string>> | undefined, address: string): string {
  const lower = address.toLowerCase()
  for (const [key, name] of Object.entries(names ?? {}))
    if (key.toLowerCase() === lower) return name
  return shortenAddress(address)
}

/**
 * The desk's read: the best order on each token and side first (a request per
 * 100 tokens), then the others of the rows rendered, and of every token
 * while "Select all" is being confirmed.
 */
function useDeskOrders(
  { network, contractAddresses, account, sides, collectionNames }: SellerDeskProps,
  confirmingAll: boolean,
) {
  const read = useAccountOrders({ network, contractAddresses, account, sides, depth: 'best' })
  const { readMore, partial } = read
  const onRowsShown = useCallback(
    (rows: readonly SellerDeskRow[]) =>
      readMore(
        rows.map((row) =>
          tokenSideKey(row.order.collectionContractAddress ?? '', row.side, row.token.tokenId),
        ),
      ),
    [readMore],
  )
  useEffect(() => {
    if (confirmingAll && partial.size > 0) readMore(partial)
  }, [confirmingAll, partial, readMore])
  const collectionOf = useMemo(
    () =>
      contractAddresses.length > 1
        ? (row: SellerDeskRow) => nameOf(collectionNames, row.order.collectionContractAddress ?? '')
        : undefined,
    [contractAddresses.length, collectionNames],
  )
  return {
    read,
    view: { onRowsShown, collectionOf, unread: confirmingAll ? partial.size : 0 },
  }
}

/**
 * What both desks show alike: the rows' currencies by symbol, the read's
 * state and retry, and without an account what is needed instead of the
 * app's empty state.
 */
function useShownDesk(
  rows: readonly SellerDeskRow[],
  read: { readonly error: unknown; readonly isPending: boolean; readonly refetch: () => void },
  {
    network,
    account,
    view,
  }: {
    network: NetworkRef
    account: string | undefined
    view: Pick<SellerDeskViewProps, 'currencies' | 'strings' | 'renderEmpty'>
  },
) {
  const currencies = useCurrencies(
    rows.map((row) => row.order),
    { network, currencies: view.currencies },
  )
  const text = withStrings(SELLER_DESK_STRINGS, view.strings)
  return {
    text,
    currencies,
    status: read.error
      ? ('error' as const)
      : read.isPending
        ? ('pending' as const)
        : ('success' as const),
    onRetryLoad: read.refetch,
    renderEmpty: account
      ? view.renderEmpty
      : () => <p className="pk-desk__empty">{text.noAccount}</p>,
  }
}

/** No run: the desk of a page without a wallet. */
const NO_RUN = summarizeBulkCancel([], false, false)
const nothing = () => {}

/** The desk without a wallet: the account's orders, and what is needed to cancel them. */
const ReadOnlyDesk = forwardRef<HTMLElement, SellerDeskProps>(function ReadOnlyDesk(
  { network, contractAddresses, account, sides, stopOnFailure: _, now, ...props },
  ref,
) {
  const { collectionNames, ...view } = props
  const { read, view: deskView } = useDeskOrders(
    { network, contractAddresses, account, sides, collectionNames },
    false,
  )
  const desk = useSellerDesk({
    orders: read.orders,
    run: NO_RUN,
    onStart: nothing,
    onRetry: nothing,
    onStop: nothing,
    now,
  })
  const { text, ...shown } = useShownDesk(desk.rows, read, { network, account, view })
  return (
    <SellerDeskView
      {...view}
      {...desk}
      {...deskView}
      {...shown}
      ref={ref}
      now={now}
      run={NO_RUN}
      readOnly={text.readOnly}
    />
  )
})

function SellerDeskUnguarded(props: SellerDeskProps, ref: ForwardedRef<HTMLElement>) {
  // Without a WagmiProvider there is no wallet to cancel with: the orders, read only.
  const wagmi = useContext(WagmiContext)
  return wagmi ? <WalletDesk {...props} ref={ref} /> : <ReadOnlyDesk {...props} ref={ref} />
}

const WalletDesk = forwardRef<HTMLElement, SellerDeskProps>(function WalletDesk(
  { network, contractAddresses, account, sides, stopOnFailure, now, ...props },
  ref,
) {
  const { collectionNames, ...view } = props
  const [confirmingAll, setConfirmingAll] = useState(false)
  const { read, view: deskView } = useDeskOrders(
    { network, contractAddresses, account, sides, collectionNames },
    confirmingAll,
  )
  const bulk = useBulkCancel({ stopOnFailure })
  const invalidate = useInvalidateCollection()
  const everything = useCollectionCancel({
    orders: read.orders,
    names: collectionNames,
    onInvalidate: (orders) => invalidate.mutateAsync({ orders }),
  })
  // What an invalidation ended is gone on chain: not shown, whatever a read still says.
  const { gone } = everything
  const orders = useMemo(
    () => (gone.size ? read.orders.filter((o) => !gone.has(orderKey(o.order))) : read.orders),
    [read.orders, gone],
  )
  const desk = useSellerDesk({
    orders,
    run: bulk.state,
    onStart: bulk.start,
    onRetry: bulk.retry,
    onStop: bulk.stop,
    now,
  })
  // "Select all" confirmed: every token's other orders are read first, and join the selection.
  const all = desk.phase === 'confirming' && desk.everything
  if (all !== confirmingAll) setConfirmingAll(all)
  const { text: _, ...shown } = useShownDesk(desk.rows, read, { network, account, view })
  return (
    <SellerDeskView
      {...view}
      {...desk}
      {...deskView}
      {...shown}
      ref={ref}
      now={now}
      run={bulk.state}
      collectionCancel={{ ...everything, step: invalidate.progress?.status }}
    />
  )
})

/**
 * An account's seller's desk, loaded and run: its live listings and offers
 * in the collections given (`useAccountOrders`), selected with check boxes
 * and cancelled in bulk with the connected wallet (`useBulkCancel`: each
 * order re-read first and skipped when already gone, one transaction per
 * native-marketplace order and one signature per other, one after another),
 * with a confirmation, progress, each order's outcome, "Retry failed" and
 * "Stop after this order". Where the account has Sequence Market v2 orders
 * on a collection, "Cancel all on {name}" ends every native order it made
 * there before now in one transaction (`useInvalidateCollection`), after a
 * confirmation that says so; the orders it ended leave at once. Needs a
 * `PlatformProvider`; without a `WagmiProvider` it lists the orders read
 * only and says that a wallet is needed to cancel them.
 *
 * @example
 * ```tsx
 * const { address } = useConnection()
 * <SellerDesk network="polygon" contractAddresses={[collection]} account={address} collectionNames={{ [collection]: 'Relics' }} />
 * ```
 */
export const SellerDesk = guarded(SellerDeskUnguarded, 'SellerDesk', 'pk-desk')

/** The props of `SellerDeskView`: rows, the run's state and the callbacks, with no data layer. */
import type { ReactNode } from 'react'
import type { BulkCancelState } from '../../../wallet/bulkCancel.js'
import type { CurrencyMap } from '../../shared/format.js'
import type { GuardProps } from '../../shared/Guarded.js'
import type { CollectionCancelView } from './CollectionCancel.js'
import type { SellerDeskStrings } from './strings.js'
import type { SellerDeskRow, UseSellerDeskResult } from './useSellerDesk.js'

/** Whether the account's orders are being read, failed to be read, or are there. */
export type SellerDeskStatus = 'pending' | 'error' | 'success'

/**
 * The view's props are `useSellerDesk`'s result (under the same names), the
 * run's state, and how the orders' read went.
 */
export interface SellerDeskViewProps
  extends Omit<UseSellerDeskResult, 'selectAll' | 'selectNone'>,
    GuardProps {
  readonly status: SellerDeskStatus
  /** The bulk cancel's state: progress, the order at hand. */
  readonly run: BulkCancelState
  /** Reads the orders again, offered with the error. */
  readonly onRetryLoad?: (() => unknown) | undefined
  /** The currencies of the prices (`useCurrencies`); an unknown one shows its shortened address. */
  readonly currencies?: CurrencyMap | undefined
  /** The time expiries are written from (default `Date.now()` at render). */
  readonly now?: number
  readonly locale?: string | undefined
  /** The IPFS gateway of the collectibles' media. */
  readonly ipfsGateway?: string
  /** What to show when the account has no order (default: a line of `strings.empty`). */
  readonly renderEmpty?: () => ReactNode
  readonly strings?: Partial<SellerDeskStrings>
  /**
   * "Cancel everything on this collection" (`useCollectionCancel`'s result
   * and the transaction's step): a button per collection where it applies.
   * Without it, no such button.
   */
  readonly collectionCancel?: CollectionCancelView | undefined
  /**
   * Lists the orders without the means to cancel them (no wallet): this
   * sentence stands where the actions would, and no row can be selected.
   */
  readonly readOnly?: string | undefined
  /**
   * The collection's name of a row: given, the desk shows a collection
   * column (`SellerDesk` gives it when it shows more than one collection).
   */
  readonly collectionOf?: ((row: SellerDeskRow) => string) | undefined
  /** Told the rows rendered as they change (a few beyond the view): `SellerDesk` reads their other orders. */
  readonly onRowsShown?: ((rows: readonly SellerDeskRow[]) => void) | undefined
  /**
   * Collectibles whose other orders are still being read while "Select all"
   * is confirmed: the confirmation says so and waits (default 0).
   */
  readonly unread?: number
  /** The rows' box size before it can be measured (server rendering, tests). */
  readonly initialRect?: { readonly width: number; readonly height: number } | undefined
}

'use client'
/**
 * The body of the contracts table: skeleton rows while loading, the failure
 * with a retry, the empty state, or a row per contract. Roles are explicit
 * (the stacked layout of a narrow table changes the cells' `display`, which
 * would otherwise drop their table semantics) and each cell carries its
 * column's label, shown before its value when the rows are stacked.
 */
import { errorMessage } from '../../shared/errorMessage.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { RetryAlert } from '../../shared/RetryAlert.js'
import { clampText } from '../../shared/safety.js'
import { fill } from '../../shared/strings.js'
import { ContractAddress } from './ContractAddress.js'
import { COLUMNS, LABEL } from './columns.js'
import type { ContractsTableViewProps } from './props.js'
import type { ContractsTableStrings } from './strings.js'

export interface ContractRowsProps
  extends Pick<
    ContractsTableViewProps,
    'contracts' | 'status' | 'error' | 'onRetry' | 'skeletonRows'
  > {
  /** A chain id's name. */
  readonly chainName: (chainId: number | undefined) => string
  /** A creation time's day. */
  readonly formatDate: (iso: string | undefined) => string
  readonly text: ContractsTableStrings
}

/** A message across the whole row. */
function MessageRow({ children }: { readonly children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display
    <tr role="row">
      {/* biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display */}
      <td role="cell" colSpan={COLUMNS.length} className="pk-contracts__message">
        {children}
      </td>
    </tr>
  )
}

export function ContractRows({
  contracts,
  status,
  error,
  onRetry,
  skeletonRows = 10,
  chainName,
  formatDate,
  text,
}: ContractRowsProps) {
  const label = (column: (typeof COLUMNS)[number]) => text[LABEL[column]]
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display
    <tbody role="rowgroup">
      {status === 'loading' &&
        Array.from({ length: Math.max(1, skeletonRows) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a placeholder row holds nothing focusable
          <tr key={i} className="pk-contracts__skeleton-row" aria-hidden="true">
            {COLUMNS.map((column) => (
              <td key={column}>
                <span className="pk-skeleton pk-contracts__skeleton" />
              </td>
            ))}
          </tr>
        ))}
      {status === 'error' && (
        <MessageRow>
          <RetryAlert
            className="pk-contracts__error"
            message={fillIsolated(text.error, { message: clampText(errorMessage(error), 300) })}
            retryLabel={text.retry}
            onRetry={onRetry}
            inline
          />
        </MessageRow>
      )}
      {status === 'success' && contracts.length === 0 && <MessageRow>{text.empty}</MessageRow>}
      {status === 'success' &&
        contracts.map((c) => {
          const name = clampText(c.contractName, 120)
          return (
            <tr
              key={c.id ?? c.contractAddress}
              // biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display
              role="row"
              className="pk-contracts__row"
              data-contract-id={c.id}
            >
              <th
                scope="row"
                // biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display
                role="rowheader"
                className="pk-contracts__name"
                data-label={label('name')}
              >
                <bdi>{name}</bdi>
              </th>
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display */}
              <td role="cell" className="pk-contracts__type-cell" data-label={label('type')}>
                <bdi>{clampText(c.contractType, 40)}</bdi>
              </td>
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display */}
              <td role="cell" data-label={label('chain')}>
                {chainName(c.chainId)}
              </td>
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display */}
              <td role="cell" data-label={label('address')}>
                <ContractAddress
                  value={c.contractAddress}
                  copyLabel={fill(text.copyAddress, { name })}
                  copiedLabel={text.addressCopied}
                />
              </td>
              {/* biome-ignore lint/a11y/noRedundantRoles: kept when the narrow layout changes its display */}
              <td role="cell" data-label={label('created')}>
                <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
              </td>
            </tr>
          )
        })}
    </tbody>
  )
}

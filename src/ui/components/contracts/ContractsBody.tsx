'use client'
/**
 * The body of the contracts table: skeleton rows while loading, the failure
 * with a retry, the empty state, or a row per contract.
 */
import { useMemo } from 'react'
import type { Contract } from '../../../core/schemas/contract.js'
import type { Network } from '../../../core/transport/networks.js'
import type { ContractsTableStatus } from '../../hooks/useContractsTable.js'
import { errorMessage } from '../../lib/errorMessage.js'
import { clampText } from '../../lib/safety.js'
import { fill } from '../../lib/strings.js'
import { RetryAlert } from '../RetryAlert.js'
import { ContractAddress } from './ContractAddress.js'
import { COLUMNS } from './columns.js'
import type { ContractsTableStrings } from './strings.js'

export interface ContractsBodyProps {
  readonly contracts: readonly Contract[]
  readonly status: ContractsTableStatus
  readonly error: unknown
  readonly onRetry: (() => void) | undefined
  readonly networks: readonly Network[]
  readonly skeletonRows: number
  readonly locale: string
  readonly text: ContractsTableStrings
}

/** The `<tbody>` of `ContractsTableView`. Internal to it. */
export function ContractsBody({
  contracts,
  status,
  error,
  onRetry,
  networks,
  skeletonRows,
  locale,
  text,
}: ContractsBodyProps) {
  // Days in UTC, as the server wrote them: the runtime's time zone differs between
  // a server and its visitors, and would change the day near midnight (a hydration mismatch).
  const date = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
    [locale],
  )
  const chains = useMemo(() => new Map(networks.map((n) => [n.chainId, n.name])), [networks])
  const chainName = (chainId: number | undefined) =>
    chainId === undefined ? '' : (chains.get(chainId) ?? fill(text.unknownChain, { chainId }))
  const formatDate = (iso: string | undefined) => {
    const at = iso ? Date.parse(iso) : Number.NaN
    return Number.isNaN(at) ? '' : date.format(at)
  }
  const loading = status === 'loading'
  return (
    <tbody>
      {loading &&
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
        <tr>
          <td colSpan={COLUMNS.length} className="pk-contracts__message">
            <RetryAlert
              className="pk-contracts__error"
              message={fill(text.error, { message: clampText(errorMessage(error), 300) })}
              retryLabel={text.retry}
              onRetry={onRetry}
              inline
            />
          </td>
        </tr>
      )}
      {status === 'success' && contracts.length === 0 && (
        <tr>
          <td colSpan={COLUMNS.length} className="pk-contracts__message">
            {text.empty}
          </td>
        </tr>
      )}
      {status === 'success' &&
        contracts.map((c) => (
          <tr key={c.id ?? c.contractAddress} className="pk-contracts__row" data-contract-id={c.id}>
            <th scope="row" className="pk-contracts__name">
              {clampText(c.contractName, 120)}
            </th>
            <td className="pk-contracts__type-cell">{clampText(c.contractType, 40)}</td>
            <td>{chainName(c.chainId)}</td>
            <td>
              <ContractAddress value={c.contractAddress} />
            </td>
            <td>
              <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
            </td>
          </tr>
        ))}
    </tbody>
  )
}

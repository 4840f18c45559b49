'use client'
/** A contract's address in the contracts table. */
import { isAddress } from 'viem'
import { shortenAddress } from '../../lib/format.js'
import { clampText } from '../../lib/safety.js'

/** An address, shortened, with the full one in its title and for screen readers; anything else as clamped text. */
export function ContractAddress({ value }: { readonly value: string }) {
  // `0x` and 40 hexadecimal digits, in any case: the checksum is not this table's business.
  if (!isAddress(value, { strict: false })) {
    return <span className="pk-contracts__address">{clampText(value, 60)}</span>
  }
  return (
    <span className="pk-contracts__address" title={value}>
      <span aria-hidden="true">{shortenAddress(value)}</span>
      <span className="pk-visually-hidden">{value}</span>
    </span>
  )
}

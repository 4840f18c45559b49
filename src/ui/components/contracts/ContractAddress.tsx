'use client'
/** A contract's address in the contracts table. */
import { shortenAddress } from '../../lib/format.js'
import { clampText } from '../../lib/safety.js'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** An address, shortened, with the full one in its title and for screen readers; anything else as clamped text. */
export function ContractAddress({ value }: { readonly value: string }) {
  if (!HEX_ADDRESS.test(value)) {
    return <span className="pk-contracts__address">{clampText(value, 60)}</span>
  }
  return (
    <span className="pk-contracts__address" title={value}>
      <span aria-hidden="true">{shortenAddress(value)}</span>
      <span className="pk-visually-hidden">{value}</span>
    </span>
  )
}

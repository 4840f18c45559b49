'use client'
/** A contract's address in the contracts table, with a button that copies it. */
import { useEffect, useState } from 'react'
import { isAddress } from 'viem'
import { shortenAddress } from '../../shared/format.js'
import { clampText } from '../../shared/safety.js'

/** The copy button's icons: two sheets, and a tick once copied. */
const COPY = 'M5.5 5.5h8v8h-8zM2.5 10.5v-8h8'
const CHECK = 'M3 8.5l3 3 7-7'

/**
 * An address, shortened, with the full one in its title and for screen
 * readers, and a button (named `copyLabel`) that copies it whole and says
 * `copiedLabel` politely; anything else as clamped text, with no button.
 */
export function ContractAddress({
  value,
  copyLabel,
  copiedLabel,
}: {
  readonly value: string
  readonly copyLabel: string
  readonly copiedLabel: string
}) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  // `0x` and 40 hexadecimal digits, in any case: the checksum is not this table's business.
  if (!isAddress(value, { strict: false })) {
    return <bdi className="pk-contracts__address">{clampText(value, 60)}</bdi>
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      // The browser refused (no permission, no secure context): the address stays selectable.
    }
  }
  return (
    <span className="pk-contracts__address-value">
      <span className="pk-contracts__address" title={value}>
        <bdi aria-hidden="true">{shortenAddress(value)}</bdi>
        <bdi className="pk-visually-hidden">{value}</bdi>
      </span>
      <button
        type="button"
        className="pk-contracts__copy"
        aria-label={copyLabel}
        onClick={() => void copy()}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          <path d={copied ? CHECK : COPY} />
        </svg>
      </button>
      <span className="pk-visually-hidden" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </span>
  )
}

'use client'
/**
 * The facts of one collectible — contract, token id, standard, network,
 * owner and its safe links — shortened for the eye, whole for copying and
 * for screen readers: the logic of `CollectibleDetails`, for any markup.
 */
import { useEffect, useRef, useState } from 'react'
import type { TokenMetadata } from '../../../core/schemas/tokenMetadata.js'
import { findNetwork, type NetworkRef } from '../../../core/transport/networks.js'
import { usePlatformClient } from '../../../react/context.js'
import { shortenAddress } from '../../shared/format.js'
import { clampText, safeUrl } from '../../shared/safety.js'

export interface UseCollectibleDetailsParameters {
  readonly network: NetworkRef
  readonly contractAddress: string
  /** The token id: a decimal string (any length) or a bigint. */
  readonly tokenId: string | bigint
  /** The token standard, as the app knows it from the contract (`ERC721`, `ERC1155`); not shown when absent. */
  readonly standard?: string
  /** The owner's address, where the app knows it. */
  readonly owner?: string
  /** The token's metadata: its `externalUrl` becomes a link when it passes `safeUrl`. */
  readonly metadata?: Pick<TokenMetadata, 'externalUrl'>
  /** The IPFS gateway for an `ipfs:` link (default the kit's). */
  readonly ipfsGateway?: string
}

/** A value shown short, with the whole of it for copying, `title` and screen readers. */
export interface DetailValue {
  readonly short: string
  readonly full: string
}

export interface UseCollectibleDetailsResult {
  readonly contract: DetailValue
  readonly tokenId: DetailValue
  readonly standard: string | undefined
  /** The network's name and chain id (`polygon`, 137); the ref as given when the client does not know it. */
  readonly network: { readonly name: string; readonly chainId: number | undefined }
  readonly owner: DetailValue | undefined
  /** The metadata's external link, when it is an http(s) or ipfs URL (ipfs through the gateway). */
  readonly externalUrl: string | undefined
  /**
   * That link for the eye: its host, cut to its start and end past 40
   * characters (a valid URL's host may have thousands), and the whole URL.
   */
  readonly website: DetailValue | undefined
  /** Copies a value to the clipboard; resolves false when the browser refused. */
  readonly copy: (what: 'contract' | 'tokenId' | 'owner') => Promise<boolean>
  /** What was copied last, for two seconds (to say "Copied"). */
  readonly copied: 'contract' | 'tokenId' | 'owner' | undefined
}

/** A token id is shortened past this many digits: `1234567…4321`. */
const TOKEN_ID_SHOWN = 16

/** A link's host is shown whole up to this many characters, else its start and its end (the domain). */
const HOST_SHOWN = 40

/** A safe URL as a link shows it: its host, shortened start…end when long; the URL whole. */
const websiteValue = (href: string): DetailValue => {
  const { host } = new URL(href)
  return {
    full: href,
    short:
      host.length > HOST_SHOWN ? `${host.slice(0, 16)}…${host.slice(-(HOST_SHOWN - 17))}` : host,
  }
}

const tokenIdValue = (tokenId: string | bigint): DetailValue => {
  const full = clampText(String(tokenId), 100)
  return {
    full,
    short: full.length > TOKEN_ID_SHOWN ? `${full.slice(0, 7)}…${full.slice(-6)}` : full,
  }
}

/**
 * The details of a collectible, ready to show: the contract and owner
 * shortened (`0x5FbD…0aa3`) and whole, a long token id shortened (2²⁵⁶ − 1
 * has 78 digits) and whole, the standard, the network by its name from the
 * client's networks, the metadata's external link only when `safeUrl` lets
 * it through (and its host for the eye, shortened when long), and `copy`
 * with a `copied` state for the buttons. Needs a
 * `PlatformProvider`.
 *
 * @example
 * ```tsx
 * const details = useCollectibleDetails({ network: 'polygon', contractAddress, tokenId: '42', standard: 'ERC721' })
 * <button onClick={() => details.copy('contract')}>{details.contract.short}</button>
 * ```
 */
export function useCollectibleDetails({
  network,
  contractAddress,
  tokenId,
  standard,
  owner,
  metadata,
  ipfsGateway,
}: UseCollectibleDetailsParameters): UseCollectibleDetailsResult {
  const client = usePlatformClient()
  const [copied, setCopied] = useState<UseCollectibleDetailsResult['copied']>()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  let known: { name: string; chainId: number | undefined }
  try {
    known = findNetwork(client.networks, network)
  } catch {
    known = { name: String(network), chainId: typeof network === 'number' ? network : undefined }
  }
  const contract = { full: contractAddress, short: shortenAddress(contractAddress) }
  const id = tokenIdValue(tokenId)
  const ownerValue = owner ? { full: owner, short: shortenAddress(owner) } : undefined
  const externalUrl = safeUrl(metadata?.externalUrl, ipfsGateway)

  const copy = async (what: 'contract' | 'tokenId' | 'owner') => {
    const text = { contract, tokenId: id, owner: ownerValue }[what]?.full
    try {
      if (!text) return false
      await navigator.clipboard.writeText(text)
    } catch {
      return false
    }
    setCopied(what)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(undefined), 2000)
    return true
  }

  return {
    contract,
    tokenId: id,
    standard: standard ? clampText(standard, 40) : undefined,
    network: known,
    owner: ownerValue,
    externalUrl,
    website: externalUrl === undefined ? undefined : websiteValue(externalUrl),
    copy,
    copied,
  }
}

/**
 * The wallets section: links from a parent (embedded) wallet to the wallets
 * linked to it, among anvil's development accounts. RemoveLinkedWallet
 * removes links; tests read and set them through `hasLink`, `addLink`,
 * `removeLink` and `links`. Addresses compare case-insensitively.
 */
import { type Address, getAddress } from 'viem'
import type { SectionInit, StateSection } from '../context.js'
import { DEV_ACCOUNTS } from '../data/accounts.js'

/** A link from a parent wallet to a linked wallet, addresses checksummed. */
export interface WalletLink {
  readonly parent: Address
  readonly linked: Address
}

export interface WalletState extends StateSection {
  /** Every link, in the order they were made. */
  links(): WalletLink[]
  /** True when `linked` is linked to `parent`. */
  hasLink(parent: string, linked: string): boolean
  /** Links `linked` to `parent`; false when the link already exists. */
  addLink(parent: string, linked: string): boolean
  /** Removes the link; false when there was none. */
  removeLink(parent: string, linked: string): boolean
}

/** The initial links: account 0 → 1 and 2, account 3 → 4, account 5 → 6. */
const INITIAL: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [3, 4],
  [5, 6],
]

/** Creates the wallets section. */
export function createWalletState(_init: SectionInit): WalletState {
  const links: WalletLink[] = INITIAL.map(([p, l]) => ({
    parent: DEV_ACCOUNTS[p]!.address,
    linked: DEV_ACCOUNTS[l]!.address,
  }))
  const indexOf = (parent: string, linked: string) => {
    const p = parent.toLowerCase()
    const l = linked.toLowerCase()
    return links.findIndex((k) => k.parent.toLowerCase() === p && k.linked.toLowerCase() === l)
  }
  const state = {
    version: 0,
    links: () => links.map((k) => ({ ...k })),
    hasLink: (parent: string, linked: string) => indexOf(parent, linked) >= 0,
    addLink(parent: string, linked: string) {
      if (indexOf(parent, linked) >= 0) return false
      links.push({ parent: getAddress(parent), linked: getAddress(linked) })
      state.version++
      return true
    },
    removeLink(parent: string, linked: string) {
      const at = indexOf(parent, linked)
      if (at < 0) return false
      links.splice(at, 1)
      state.version++
      return true
    },
  }
  return state
}

/** What the demo knows of the emulator's catalog: its collections and networks. */
import { EMULATED_COLLECTIONS, EMULATED_NETWORKS } from 'platform-kit/emulator'

export const collectionOf = (key: string) =>
  EMULATED_COLLECTIONS.find((c) => c.key === key) ?? EMULATED_COLLECTIONS[0]!

export const networkOf = (chainId: number) => EMULATED_NETWORKS.find((n) => n.chainId === chainId)!

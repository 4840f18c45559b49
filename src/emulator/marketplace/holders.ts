/**
 * The holders shared by the emulated collections: anvil's dev accounts, then
 * addresses drawn from the seed, and how often each dev account is drawn.
 */
import { type Address, getAddress } from 'viem'
import type { Random } from '../random.js'
import type { Holders } from './records.js'
import { cumulate } from './tokens.js'

export const DEV_WEIGHTS = cumulate([14, 12, 12, 12, 10, 10, 8, 8, 7, 7])

/** Creates the holder table: the dev accounts, then `generated` addresses drawn from `random`. */
export function createHolders(
  devAccounts: readonly Address[],
  generated: number,
  random: Random,
): Holders {
  const addresses: Address[] = [...devAccounts]
  for (let i = 0; i < generated; i++) {
    let hex = ''
    for (let k = 0; k < 5; k++)
      hex += Math.floor(random.next() * 2 ** 32)
        .toString(16)
        .padStart(8, '0')
    addresses.push(getAddress(`0x${hex}`))
  }
  const keys = addresses.map((a) => a.toLowerCase())
  return { addresses, keys, indexOf: new Map(keys.map((k, i) => [k, i])) }
}

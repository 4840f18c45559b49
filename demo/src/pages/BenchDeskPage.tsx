/**
 * A measuring page for `npm run bench` (#/bench/desk): dev account 0's
 * seller's desk on the emulator's 10,000 creatures (about 1,000 orders),
 * read only, as it appears without a wallet. It records how long the first
 * rows take to appear from the mount, how many rows are drawn and how many
 * elements the desk holds. The numbers go to `window.__benchDesk`.
 */

import { DEV_ACCOUNTS, EMULATOR_COLLECTION } from 'platform-kit/emulator'
import { SellerDesk } from 'platform-kit/ui'
import { useEffect, useRef } from 'react'

declare global {
  interface Window {
    __benchDesk?: { firstRowsMs: number; rows: number; elements: number }
  }
}

/** A row of an order (not of the loading skeleton): the desk has read the orders. */
const ROW = '.pk-desk[data-status="success"] .pk-desk__row'

export function BenchDeskPage() {
  const start = useRef(performance.now())
  useEffect(() => {
    // Each frame until the first rows are there; then two frames more, for them to be painted.
    let frame = requestAnimationFrame(function look() {
      if (!document.querySelector(ROW)) {
        frame = requestAnimationFrame(look)
        return
      }
      const firstRowsMs = performance.now() - start.current
      frame = requestAnimationFrame(() => {
        const desk = document.querySelector('.pk-desk')
        window.__benchDesk = {
          firstRowsMs,
          rows: document.querySelectorAll(ROW).length,
          elements: desk?.querySelectorAll('*').length ?? 0,
        }
      })
    })
    return () => cancelAnimationFrame(frame)
  }, [])
  const creatures = EMULATOR_COLLECTION.creatures.address
  return (
    <SellerDesk
      network="anvil"
      contractAddresses={[creatures]}
      collectionNames={{ [creatures]: 'Emulated Creatures' }}
      account={DEV_ACCOUNTS[0]!.address}
    />
  )
}

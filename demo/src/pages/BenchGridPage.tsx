/**
 * A measuring page for `npm run bench` (#/bench/grid): loads all 10,000
 * creatures, then mounts the virtualized grid with every one of them and
 * records how long the first rows take to paint and how many cards the DOM
 * holds. The numbers go to `window.__benchGrid`.
 */

import { type Collectible, listCollectibles } from 'platform-kit'
import { EMULATOR_COLLECTION } from 'platform-kit/emulator'
import { usePlatformClient } from 'platform-kit/react'
import { CollectibleGridView } from 'platform-kit/ui'
import { useEffect, useState } from 'react'

declare global {
  interface Window {
    __benchGrid?: { loaded: number; mountToPaintMs: number; cards: number }
  }
}

export function BenchGridPage() {
  const client = usePlatformClient()
  const [all, setAll] = useState<Collectible[]>()
  const [start, setStart] = useState(0)
  useEffect(() => {
    const pages = Array.from({ length: 100 }, (_, i) =>
      listCollectibles(client, {
        network: 'anvil',
        contractAddress: EMULATOR_COLLECTION.creatures.address,
        filter: { includeEmpty: true },
        page: { page: i + 1, pageSize: 100 },
      }),
    )
    Promise.all(pages).then((answers) => {
      setStart(performance.now())
      setAll(answers.flatMap((a) => a.collectibles))
    })
  }, [client])
  useEffect(() => {
    if (!all) return
    // Two frames after the commit: the first rows have been painted.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        window.__benchGrid = {
          loaded: all.length,
          mountToPaintMs: performance.now() - start,
          cards: document.querySelectorAll('[role="gridcell"]').length,
        }
      }),
    )
  }, [all, start])
  if (!all) return <p>Loading 10,000 collectibles…</p>
  return <CollectibleGridView collectibles={all} status="success" />
}

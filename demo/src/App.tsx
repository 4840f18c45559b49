import type { LiveState } from 'platform-kit/query'
import { useLiveStatus } from 'platform-kit/react'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { BenchDeskPage } from './pages/BenchDeskPage.js'
import { BenchGridPage } from './pages/BenchGridPage.js'
import { BuilderPage } from './pages/BuilderPage.js'
import { CollectiblePage } from './pages/CollectiblePage.js'
import { CollectionPage } from './pages/CollectionPage.js'
import { OrdersPage } from './pages/OrdersPage.js'
import { WalletPage } from './pages/WalletPage.js'
import { hrefOf, type Route, useRoute } from './router.js'
import { AccountPicker, useWalletAvailable } from './wallet.js'

const NAV: readonly [string, Route][] = [
  ['Collection', { page: 'collection', key: 'creatures' }],
  ['Builder', { page: 'builder' }],
  ['My orders', { page: 'orders' }],
  ['Wallet', { page: 'wallet' }],
]

/**
 * After a navigation (not on the first load), focus goes to the new page's
 * heading, so that a keyboard or screen-reader user starts on the new page
 * instead of on <body>.
 */
function useFocusOnNavigation(where: string) {
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on each navigation, which `where` names
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const heading = document.querySelector<HTMLElement>('main h1, main h2')
    if (!heading) return
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
    heading.focus()
  }, [where])
}

const LIVE_LABELS: Record<LiveState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  offline: 'Offline',
}

/** The live feed's state, when the demo has one: prices may be out of date unless it is live. */
function LiveBadge() {
  const live = useLiveStatus()
  if (!live) return null
  return (
    <span
      className="demo-live"
      data-state={live.state}
      title={
        live.state === 'live'
          ? 'On-chain changes update this page as they are mined'
          : 'Not receiving on-chain changes: prices may be out of date'
      }
    >
      {LIVE_LABELS[live.state]}
    </span>
  )
}

const DARK = '(prefers-color-scheme: dark)'
const subscribeToScheme = (onChange: () => void) => {
  const query = window.matchMedia(DARK)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
/** Whether the system asks for dark colours, as it changes. */
const usePrefersDark = () =>
  useSyncExternalStore(
    subscribeToScheme,
    () => window.matchMedia(DARK).matches,
    () => false,
  )

export function App() {
  const route = useRoute()
  const wallet = useWalletAvailable()
  // The system's theme (`data-pk-theme="auto"`) until the visitor picks one.
  const [chosen, setChosen] = useState<'light' | 'dark'>()
  const prefersDark = usePrefersDark()
  const shown = chosen ?? (prefersDark ? 'dark' : 'light')
  useFocusOnNavigation(hrefOf(route))
  return (
    <div className="demo" data-pk-theme={chosen ?? 'auto'}>
      <header className="demo-header">
        <strong>platform-kit demo</strong>
        <nav aria-label="Pages">
          {NAV.map(([label, target]) => (
            <a
              key={label}
              href={hrefOf(target)}
              aria-current={route.page === target.page ? 'page' : undefined}
            >
              {label}
            </a>
          ))}
        </nav>
        <span className="demo-spacer" />
        <LiveBadge />
        {wallet && <AccountPicker />}
        <button
          type="button"
          className="pk-button"
          data-variant="secondary"
          onClick={() => setChosen(shown === 'light' ? 'dark' : 'light')}
        >
          {shown === 'light' ? 'Dark theme' : 'Light theme'}
        </button>
      </header>
      <main className="demo-main">
        {route.page === 'collection' && (
          <CollectionPage key={route.key} collectionKey={route.key} view={route.view} />
        )}
        {route.page === 'collectible' && (
          <CollectiblePage collectionKey={route.key} tokenId={route.tokenId} />
        )}
        {route.page === 'builder' && <BuilderPage />}
        {route.page === 'orders' && <OrdersPage />}
        {route.page === 'wallet' && <WalletPage />}
        {route.page === 'bench-grid' && <BenchGridPage />}
        {route.page === 'bench-desk' && <BenchDeskPage />}
      </main>
    </div>
  )
}

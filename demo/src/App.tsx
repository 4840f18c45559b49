import { useState } from 'react'
import { BenchGridPage } from './pages/BenchGridPage.js'
import { BuilderPage } from './pages/BuilderPage.js'
import { CollectiblePage } from './pages/CollectiblePage.js'
import { CollectionPage } from './pages/CollectionPage.js'
import { WalletPage } from './pages/WalletPage.js'
import { hrefOf, type Route, useRoute } from './router.js'
import { AccountPicker, useWalletAvailable } from './wallet.js'

const NAV: readonly [string, Route][] = [
  ['Collection', { page: 'collection', key: 'creatures' }],
  ['Builder', { page: 'builder' }],
  ['Wallet', { page: 'wallet' }],
]

export function App() {
  const route = useRoute()
  const wallet = useWalletAvailable()
  const [theme, setTheme] = useState<'light' | 'dark'>('light')
  return (
    <div className="demo" data-pk-theme={theme}>
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
        {wallet && <AccountPicker />}
        <button
          type="button"
          className="pk-button"
          data-variant="secondary"
          onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}
        >
          {theme === 'light' ? 'Dark theme' : 'Light theme'}
        </button>
      </header>
      <main className="demo-main">
        {route.page === 'collection' && (
          <CollectionPage key={route.key} collectionKey={route.key} />
        )}
        {route.page === 'collectible' && (
          <CollectiblePage collectionKey={route.key} tokenId={route.tokenId} />
        )}
        {route.page === 'builder' && <BuilderPage />}
        {route.page === 'wallet' && <WalletPage />}
        {route.page === 'bench-grid' && <BenchGridPage />}
      </main>
    </div>
  )
}

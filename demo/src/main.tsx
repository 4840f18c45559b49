import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { emulatorConfig } from 'platform-kit/emulator'
import { LiveQueries, PlatformProvider } from 'platform-kit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'platform-kit/ui/styles.css'
import './demo.css'
import { App } from './App.js'
import { WalletProvider } from './wallet.js'

/** The emulator runs inside the dev server, at /__platform on this origin. */
const config = emulatorConfig(`${window.location.origin}/__platform`)
const queryClient = new QueryClient()

const app = (
  <WalletProvider>
    <App />
  </WalletProvider>
)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PlatformProvider config={config}>
        {/* Following a chain, the dev server streams what it changes (demo/live.ts): queries refetch by themselves. */}
        {__DEMO_LIVE__ ? <LiveQueries url={__DEMO_LIVE__}>{app}</LiveQueries> : app}
      </PlatformProvider>
    </QueryClientProvider>
  </StrictMode>,
)

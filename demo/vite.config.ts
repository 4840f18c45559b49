/**
 * `npm run demo`: the demo app on Vite's dev server, with the emulator served
 * inside it at /__platform. When a local anvil node answers (DEMO_RPC_URL, or
 * http://127.0.0.1:8545), the emulator follows it and the wallet flows are on:
 * the page reaches the node through the dev server at /__anvil, and the
 * server's live feed (demo/live.ts, at /__live/feed) tells every open page
 * what the chain changed, and its activity read (/__live/activity) what
 * happened.
 */
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type UserConfig } from 'vite'
import { platformEmulator } from '../src/emulator/adapters/vite.js'
import { createEmulator } from '../src/emulator/index.js'
import { demoLive, LIVE_ACTIVITY_PATH, LIVE_FEED_PATH } from './live.js'

const src = (entry: string) => fileURLToPath(new URL(`../src/${entry}`, import.meta.url))

/** The chain id of a node at `url`, or undefined when none answers within a second. */
async function probeChain(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    const { result } = (await response.json()) as { result?: string }
    return result ? Number(result) : undefined
  } catch {
    return undefined
  }
}

export default defineConfig(async (): Promise<UserConfig> => {
  const rpcUrl = process.env.DEMO_RPC_URL ?? 'http://127.0.0.1:8545'
  const chainId = await probeChain(rpcUrl)
  const chain = chainId === 31337 ? { rpcUrl } : undefined
  console.log(
    chain
      ? `demo: following the anvil chain at ${rpcUrl}; wallet flows and live updates are on`
      : `demo: no anvil chain at ${rpcUrl}; start one (npx anvil) and restart for the wallet flows`,
  )
  // With a chain, one emulator for the plugin that serves it and the live feed that reads its orders.
  const emulator = chain ? createEmulator({ now: Date.now }) : undefined
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [
      react(),
      platformEmulator({ emulator, chain }),
      ...(emulator ? [demoLive({ emulator, chainId: 31337 })] : []),
    ],
    // The demo imports the kit by its public names, as an app would.
    resolve: {
      alias: [
        { find: 'platform-kit/ui/styles.css', replacement: src('ui/styles.css') },
        { find: /^platform-kit\/(query|react|ui|emulator)$/, replacement: src('$1/index.ts') },
        { find: /^platform-kit$/, replacement: src('core/index.ts') },
      ],
    },
    define: {
      __DEMO_CHAIN__: JSON.stringify(chain ? '/__anvil' : null),
      __DEMO_LIVE__: JSON.stringify(chain ? LIVE_FEED_PATH : null),
      __DEMO_ACTIVITY__: JSON.stringify(chain ? LIVE_ACTIVITY_PATH : null),
    },
    server: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 5173),
      proxy: chain
        ? { '/__anvil': { target: rpcUrl, changeOrigin: true, rewrite: () => '/' } }
        : {},
    },
  }
})

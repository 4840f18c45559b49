/**
 * The demo as a user runs it (`npm run demo`): Vite's dev server with the
 * emulator inside, optionally following an anvil chain, on 127.0.0.1 — and a
 * headless Chromium (scripts/chromium.ts) to open it.
 */

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium } from 'playwright'
import { build, createServer, preview, type ViteDevServer } from 'vite'
import { chromiumLaunchOptions, type FoundChromium, findChromium } from './chromium.js'

export interface DemoServer {
  readonly url: string
  readonly server?: ViteDevServer
  close(): Promise<void>
}

const CONFIG = new URL('../demo/vite.config.ts', import.meta.url).pathname
/** A chain URL nothing answers at: the demo without a chain. */
const NO_CHAIN = 'http://127.0.0.1:9'

/** Starts the demo's dev server on a free port; `rpcUrl` is the chain it follows (none by default). */
export async function startDemo(rpcUrl?: string): Promise<DemoServer> {
  process.env.DEMO_RPC_URL = rpcUrl ?? NO_CHAIN
  process.env.PORT = '0'
  const server = await createServer({
    configFile: CONFIG,
    logLevel: 'error',
    server: { strictPort: false },
  })
  await server.listen()
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!url) throw new Error('the demo server has no local URL')
  return { url, server, close: () => server.close() }
}

/**
 * Builds the demo for production (minified, React's production build) into
 * `outDir`. `rpcUrl` is the chain it is built for: with an anvil answering
 * there, the page has its wallet flows, live feed and activity; without one,
 * it says how to start a chain.
 */
export async function buildDemo(outDir: string, rpcUrl?: string): Promise<void> {
  process.env.DEMO_RPC_URL = rpcUrl ?? NO_CHAIN
  await build({ configFile: CONFIG, logLevel: 'error', build: { outDir, emptyOutDir: true } })
}

/**
 * The demo built for production and served by `vite preview`, the emulator
 * inside as in development (and, given `rpcUrl`, following that chain): what
 * the benchmark measures and the browser tests open. Given `outDir`, a build
 * made by `buildDemo` for the same kind of chain is served as it is (the
 * tests build once per run); else the demo is built into a directory of its
 * own, removed on close.
 */
export async function startDemoPreview(
  options: { rpcUrl?: string; outDir?: string } = {},
): Promise<DemoServer> {
  const outDir = options.outDir ?? mkdtempSync(join(tmpdir(), 'platform-kit-demo-'))
  if (options.outDir === undefined) await buildDemo(outDir, options.rpcUrl)
  process.env.DEMO_RPC_URL = options.rpcUrl ?? NO_CHAIN
  process.env.PORT = '0'
  const server = await preview({
    configFile: CONFIG,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  })
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!url) throw new Error('the demo preview has no local URL')
  return {
    url,
    close: async () => {
      await server.close()
      if (options.outDir === undefined) rmSync(outDir, { recursive: true, force: true })
    },
  }
}

/** The project's Chromium (scripts/chromium.ts, or the one given), headless. */
export function launchChromium(found: FoundChromium = findChromium()): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunchOptions(found), headless: true })
}

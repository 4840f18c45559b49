/**
 * The emulator inside a demo server, called as the demo's pages call it: for
 * the end-to-end tests that check what a page shows against what the
 * emulator serves (live.test.ts, orders.test.ts, activity.test.ts).
 */
import type { DemoServer } from '../../scripts/demo-server.js'
import { DEV_PROJECTS } from '../../src/emulator/index.js'

/** Calls `operation` of the marketplace on the anvil network of `demo`'s emulator; answers the body. */
export type DemoMarketplace = <T>(operation: string, body: unknown) => Promise<T>

/** The marketplace of `demo`'s emulator (on anvil), with the development project's access key. */
export function demoMarketplace(demo: Pick<DemoServer, 'url'>): DemoMarketplace {
  return async <T>(operation: string, body: unknown): Promise<T> => {
    const response = await fetch(
      `${demo.url}/__platform/marketplace/anvil/rpc/Marketplace/${operation}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Access-Key': DEV_PROJECTS[0]!.accessKey },
        body: JSON.stringify(body),
      },
    )
    return (await response.json()) as T
  }
}

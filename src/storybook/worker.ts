/**
 * msw's service worker in the Storybook page: started once, it answers each
 * story's base URL with that story's emulator. Stories are served side by
 * side (a docs page renders several at once), each under its own path.
 */
import type { RequestHandler } from 'msw'
import { type SetupWorker, setupWorker } from 'msw/browser'

/** Where Storybook serves msw's worker when `npx msw init public/` has put it in `public/`. */
export const DEFAULT_WORKER_URL = '/mockServiceWorker.js'

let worker: SetupWorker | undefined
let started: Promise<void> | undefined
const served = new Map<number, readonly RequestHandler[]>()

/** The error a missing or unusable worker script gives, saying what to do. */
export function missingWorkerError(url: string, detail: string): Error {
  return new Error(
    `platform-kit/storybook: msw's service worker is not served at ${url} (${detail}). ` +
      'Run `npx msw init public/` in the project whose Storybook this is, so that ' +
      'public/mockServiceWorker.js exists (Storybook serves public/), then reload. ' +
      'Served from elsewhere, pass its URL: platformPreview({ workerUrl }).',
    { cause: detail },
  )
}

/**
 * Checks that `url` serves a script, before msw tries to register it: a
 * missing file is a 404, or, on some dev servers, an HTML page.
 */
export async function checkWorkerScript(url: string): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    throw missingWorkerError(
      url,
      'this page cannot run service workers: it needs https or localhost',
    )
  }
  let response: Response
  try {
    response = await fetch(url, { cache: 'no-store' })
  } catch (e) {
    throw missingWorkerError(url, `fetching it failed: ${(e as Error).message}`)
  }
  const type = response.headers.get('content-type') ?? ''
  if (!response.ok) throw missingWorkerError(url, `HTTP ${response.status}`)
  if (!/javascript/i.test(type)) throw missingWorkerError(url, `served as ${type || 'no type'}`)
}

/** Starts the worker once (from `url`); later calls wait for the same start. */
export function startWorker(url: string = DEFAULT_WORKER_URL): Promise<void> {
  started ??= (async () => {
    await checkWorkerScript(url)
    const next = setupWorker(...[...served.values()].flat())
    try {
      await next.start({ serviceWorker: { url }, onUnhandledRequest: 'bypass', quiet: true })
    } catch (e) {
      throw missingWorkerError(url, (e as Error).message)
    }
    worker = next
  })().catch((e: unknown) => {
    started = undefined
    throw e
  })
  return started
}

const refresh = () => worker?.resetHandlers(...[...served.values()].flat())

/** Serves `handlers` (one story's) until `unserve(id)`. */
export function serve(id: number, handlers: readonly RequestHandler[]): void {
  served.set(id, handlers)
  refresh()
}

/** Stops serving a story's handlers. */
export function unserve(id: number): void {
  if (served.delete(id)) refresh()
}

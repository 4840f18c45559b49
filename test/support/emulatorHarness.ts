/**
 * An emulator behind the real core client, in process: `createClient` and
 * `createIndexerAdminClient` with a `fetch` that hands each request to
 * `emulator.handle`. Plus raw requests with hand-made bodies, and an
 * assertion on the `PlatformError` a call fails with.
 */
import { expect } from 'vitest'
import { type Client, createClient } from '../../src/core/client.js'
import { isPlatformError, type PlatformError } from '../../src/core/transport/errors.js'
import { DEFAULT_EMULATOR_URL, emulatorConfig } from '../../src/emulator/config.js'
import { DEV_PROJECTS } from '../../src/emulator/data/catalog.js'
import { DEV_SECRET_KEYS } from '../../src/emulator/data/secrets.js'
import { createEmulator, type Emulator } from '../../src/emulator/emulator.js'
import { createIndexerAdminClient, type IndexerAdminClient } from '../../src/server/index.js'

export interface Harness {
  readonly emulator: Emulator
  readonly fetch: typeof fetch
  /** The client of project 1 (or `project`). */
  client(project?: 1 | 2): Client
  /** The indexer admin client of a project, with its own secret key unless `secretKey` is given. */
  admin(project?: 1 | 2, secretKey?: string): IndexerAdminClient
  /** POSTs `body` (an object, sent as JSON, or a string sent as is) to `path` under the emulator's base URL. */
  raw(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>
}

/** A fresh emulator (50 tokens in the large collection, for speed) and its clients. */
export function harness(): Harness {
  const emulator = createEmulator({ size: 50 })
  const fetch: typeof globalThis.fetch = (input, init) => emulator.handle(new Request(input, init))
  return {
    emulator,
    fetch,
    client: (project = 1) => createClient({ ...emulatorConfig(undefined, { project }), fetch }),
    admin: (project = 1, secretKey = DEV_SECRET_KEYS[project]) =>
      createIndexerAdminClient({ ...emulatorConfig(undefined, { project }), secretKey, fetch }),
    raw: (path, body, headers = {}) =>
      emulator.handle(
        new Request(`${DEFAULT_EMULATOR_URL}${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Access-Key': DEV_PROJECTS[0]!.accessKey,
            ...headers,
          },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
  }
}

/** Awaits a call that must fail with the `PlatformError` named `name`; answers the error. */
export async function expectFailure(call: Promise<unknown>, name: string): Promise<PlatformError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) {
    throw new Error(`expected ${name}, got ${JSON.stringify(outcome.value)}`)
  }
  expect(isPlatformError(outcome.error) ? outcome.error.error : outcome.error).toBe(name)
  return outcome.error as PlatformError
}

/** Reads an error response of the emulator: its status and body. */
export async function errorOf(response: Response): Promise<{ status: number; error: string }> {
  const body = (await response.json()) as { error: string }
  return { status: response.status, error: body.error }
}

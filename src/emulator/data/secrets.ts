/**
 * The development projects' secret keys: server side only. Secret keys never
 * reach browser code, so no module a browser loads imports this one — not
 * the catalog, not `emulatorConfig`, not the emulator itself, which checks a
 * presented key against the catalog's `secretKeyHash`. It is exported from
 * `platform-kit/emulator/node`, for servers, scripts and tests;
 * test/emulator/browserSecrets.test.ts bundles what browsers load and finds
 * none of it there.
 */

/** base64url of an ASCII string. */
const base64url = (text: string) =>
  btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

/** A JWT-shaped development secret; the emulator compares it as an opaque string. */
const jwt = (projectId: number) =>
  [
    JSON.stringify({ alg: 'HS256', typ: 'JWT' }),
    JSON.stringify({ project: projectId, iss: 'platform-kit-emulator', dev: true }),
    `emulator-dev-only-${projectId}`,
  ]
    .map(base64url)
    .join('.')

/**
 * The secret key (`Authorization: BEARER …`, a JWT) of each of the emulator's
 * development projects (`DEV_PROJECTS`), by project id: what a server gives
 * `createIndexerAdminClient` to register webhook listeners on the emulator.
 * They are published on purpose — development credentials of the offline
 * emulator, opening nothing else — and the same on every run; still, like any
 * secret key, they stay out of browser code: this is exported only from
 * `platform-kit/emulator/node`.
 *
 * @example
 * ```ts
 * import { emulatorConfig } from 'platform-kit/emulator'
 * import { DEV_SECRET_KEYS } from 'platform-kit/emulator/node'
 * import { createIndexerAdminClient } from 'platform-kit/server'
 *
 * const admin = createIndexerAdminClient({ ...emulatorConfig(url), secretKey: DEV_SECRET_KEYS[1] })
 * ```
 */
export const DEV_SECRET_KEYS: Readonly<Record<1 | 2, string>> = Object.freeze({
  1: jwt(1),
  2: jwt(2),
})

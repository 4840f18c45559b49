/**
 * Secret keys never reach browser code. What a browser loads of the kit — the
 * demo's page (built as `npm run demo` builds it), and the entries an app or
 * Storybook bundles for a page: `platform-kit/emulator` (its config and
 * catalog), `platform-kit/emulator/msw` and `platform-kit/storybook` (the
 * whole emulator in the page, behind msw) — is bundled here for a browser, in
 * process, and read: no emitted JS holds a development project's secret key,
 * a part of one, or the text the keys are made from. The browser bundle of the
 * emulator, run, exposes no secret key, yet still checks the secret key of the
 * webhook operations as the server does.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Rolldown } from 'vite'
import { afterAll, describe, expect, test } from 'vitest'
import { DEV_SECRET_KEYS } from '../../src/emulator/adapters/node.js'

const ROOT = join(import.meta.dirname, '../..')
/** The peers an app installs itself: left external, as `npm run size` does. */
const PEERS = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@tanstack\//,
  /^viem($|\/)/,
  /^wagmi($|\/)/,
  /^msw($|\/)/,
  /^@storybook\//,
]

const SECRETS = Object.values(DEV_SECRET_KEYS)

const base64urlDecode = (segment: string) =>
  Buffer.from(segment.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8')

/** The longest text every string starts with. */
const commonPrefix = (texts: readonly string[]) =>
  texts.reduce((prefix, text) => {
    let i = 0
    while (i < prefix.length && prefix[i] === text[i]) i++
    return prefix.slice(0, i)
  })

/**
 * What no browser bundle may hold: each secret key; each part of it that is
 * the project's own (a JWT's payload and signature — the header is any
 * HS256 JWT's), encoded and decoded; and the text every project's signature
 * is made from, which would let a bundle make the keys itself.
 */
const FORBIDDEN: readonly string[] = (() => {
  const parts = SECRETS.map((secret) => secret.split('.'))
  const signatures = parts.map((p) => base64urlDecode(p[2] ?? ''))
  const made = commonPrefix(signatures)
  return [
    ...SECRETS,
    ...parts.flatMap((p) => p.slice(1)),
    ...parts.flatMap((p) => p.slice(1).map(base64urlDecode)),
    ...(made.length >= 8 ? [made] : []),
  ].filter((text) => text.length >= 8)
})()

/** The forbidden strings `code` holds. */
const leaks = (code: string) => FORBIDDEN.filter((text) => code.includes(text))

const chunksOf = (result: unknown) =>
  (Array.isArray(result) ? result : [result])
    .flatMap((o: Rolldown.RolldownOutput) => o.output)
    .filter((c): c is Rolldown.OutputChunk => c.type === 'chunk')

/** `code` (an entry module) bundled for a browser as an app's build would, peers external. */
async function bundle(code: string): Promise<string> {
  const id = '\0browser-entry'
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    plugins: [
      {
        name: 'browser-entry',
        enforce: 'pre',
        resolveId: (source) => (source === 'browser-entry' ? id : undefined),
        load: (source) => (source === id ? code : undefined),
      },
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: 'browser-entry',
        external: PEERS,
        preserveEntrySignatures: 'strict',
      },
    },
  })
  const chunks = chunksOf(result)
  expect(chunks.length).toBeGreaterThan(0)
  return chunks.map((c) => c.code).join('\n')
}

const temporary: string[] = []
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true })
})

test('the test knows the secret keys, and what it looks for', () => {
  expect(SECRETS).toHaveLength(2)
  expect(FORBIDDEN.length).toBeGreaterThanOrEqual(SECRETS.length * 5)
})

describe.each([
  ['platform-kit/emulator', "export * from '/src/emulator/index.ts'"],
  ['platform-kit/emulator/msw', "export * from '/src/emulator/adapters/msw.ts'"],
  ['platform-kit/storybook', "export * from '/src/storybook/index.ts'"],
])('%s, bundled for a browser', (_, entry) => {
  test('holds no secret key, no part of one, nor what they are made from', async () => {
    expect(leaks(await bundle(entry))).toEqual([])
  })
})

test('the demo page, built as `npm run demo` builds it, holds no secret key, no part of one, nor what they are made from', async () => {
  const rpc = process.env.DEMO_RPC_URL
  // Without a chain, whatever runs on this machine's port 8545: the page is the same, the config shorter.
  process.env.DEMO_RPC_URL = 'http://127.0.0.1:9'
  try {
    const result = await build({
      configFile: join(ROOT, 'demo/vite.config.ts'),
      logLevel: 'silent',
      build: { write: false },
    })
    const chunks = chunksOf(result)
    expect(chunks.length).toBeGreaterThan(0)
    for (const chunk of chunks)
      expect([chunk.fileName, leaks(chunk.code)]).toEqual([chunk.fileName, []])
  } finally {
    if (rpc === undefined) delete process.env.DEMO_RPC_URL
    else process.env.DEMO_RPC_URL = rpc
  }
}, 120_000)

test("the emulator's browser bundle, run, exposes no secret key and still checks the webhook operations' secret key", async () => {
  const code = await bundle("export * from '/src/emulator/index.ts'")
  // Under node_modules, so that its peers (viem) resolve as they would in an app.
  const parent = join(ROOT, 'node_modules/.cache/platform-kit-tests')
  mkdirSync(parent, { recursive: true })
  const dir = mkdtempSync(join(parent, 'browser-secrets-'))
  temporary.push(dir)
  writeFileSync(join(dir, 'emulator.mjs'), code)
  const bundled = (await import(pathToFileURL(join(dir, 'emulator.mjs')).href)) as Record<
    string,
    unknown
  > &
    typeof import('../../src/emulator/index.js')

  const emulator = bundled.createEmulator()
  const reachable = [bundled, emulator.projects, bundled.emulatorConfig()]
  const strings: string[] = []
  const seen = new Set<unknown>()
  const walk = (value: unknown, depth: number) => {
    if (typeof value === 'string') strings.push(value)
    if (value === null || typeof value !== 'object' || seen.has(value) || depth > 6) return
    seen.add(value)
    for (const key of Object.keys(value)) walk((value as Record<string, unknown>)[key], depth + 1)
  }
  for (const value of reachable) walk(value, 0)
  expect(strings.length).toBeGreaterThan(10)
  expect(strings.filter((s) => leaks(s).length > 0)).toEqual([])

  const remove = (secret?: string) =>
    emulator.handle(
      new Request('http://127.0.0.1/indexer/anvil/rpc/Indexer/RemoveWebhookListener', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Access-Key': bundled.DEV_PROJECTS[0]!.accessKey,
          ...(secret === undefined ? {} : { Authorization: `BEARER ${secret}` }),
        },
        body: JSON.stringify({ id: '1', projectId: '1' }),
      }),
    )
  const errorOf = async (secret?: string) =>
    ((await (await remove(secret)).json()) as { error: string }).error
  // Project 1's key passes the check (there is no listener 1 to remove); any other is refused.
  expect(await errorOf(DEV_SECRET_KEYS[1])).toBe('NotFound')
  expect(await errorOf(undefined)).toBe('Unauthorized')
  expect(await errorOf('not-a-secret')).toBe('Unauthorized')
  expect(await errorOf(DEV_SECRET_KEYS[1].toUpperCase())).toBe('Unauthorized')
  expect(await errorOf(DEV_SECRET_KEYS[2])).toBe('PermissionDenied')
})

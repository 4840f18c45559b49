/**
 * `platform-kit/server` by export condition, as an installed package: the
 * files its `./server` export names, made by the library build
 * (vite.config.ts) into a package laid out like the published one, with the
 * real package.json. Node and the edge runtimes get the server entry; a
 * browser bundle gets the module that throws, and Chromium (the project's,
 * scripts/chromium.ts) shows its error as the bundle loads.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { type Browser, chromium } from 'playwright'
import {
  build,
  createServer,
  type LibraryOptions,
  loadConfigFromFile,
  type Rolldown,
  type UserConfig,
} from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chromiumLaunchOptions, findChromium } from '../../scripts/chromium.js'
import { newPinnedPage } from '../support/fontPages.js'

const MESSAGE =
  'platform-kit/server is for server code: it uses the secret key, which must never reach a browser. Import it only in Node or an edge runtime.'

const root = resolve(import.meta.dirname, '../..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, Record<string, string>>
}
const serverExport = pkg.exports['./server']!
const run = promisify(execFile)

let tmp: string
let app: string
let installed: string
/** Entry name (`server`, …) → the names its built file exports. */
let built: Map<string, string[]>
let libEntries: Record<string, string>
const closers: (() => Promise<unknown> | undefined)[] = []

function outputs(result: unknown): (Rolldown.OutputChunk | Rolldown.OutputAsset)[] {
  const list = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  return list.flatMap((o) => o.output)
}

/** The entry name of a `./dist/<name>.js` export target. */
const entryName = (target: string) => /^\.\/dist\/([\w-]+)\.js$/.exec(target)?.[1]

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'platform-kit-server-entry-'))
  app = join(tmp, 'app')
  installed = join(app, 'node_modules', 'platform-kit')
  mkdirSync(installed, { recursive: true })
  writeFileSync(join(installed, 'package.json'), JSON.stringify(pkg, null, 2))
  // The package's own dependencies (zod, …), found the way an installed package finds them.
  symlinkSync(join(root, 'node_modules'), join(tmp, 'node_modules'), 'dir')

  // The library build, for the files the ./server export names and nothing else.
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(root, 'vite.config.ts'),
    root,
    'silent',
  )
  const { test: _test, ...config } = loaded!.config as UserConfig & { test?: unknown }
  const lib = config.build!.lib as LibraryOptions
  libEntries = lib.entry as Record<string, string>
  const targets = Object.entries(serverExport).filter(([condition]) => condition !== 'types')
  const entry: Record<string, string> = {}
  for (const [, target] of targets) {
    const name = entryName(target)
    if (name && libEntries[name]) entry[name] = libEntries[name]
  }
  const result = await build({
    ...config,
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      ...config.build,
      outDir: join(installed, 'dist'),
      emptyOutDir: false,
      sourcemap: false,
      lib: { ...lib, entry },
    },
  })
  built = new Map(
    outputs(result)
      .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk' && o.isEntry)
      .map((chunk) => [chunk.name, [...chunk.exports].sort()]),
  )
}, 60_000)

afterAll(async () => {
  for (const close of closers.reverse()) await close()
  if (tmp) rmSync(tmp, { recursive: true, force: true })
})

describe('the ./server export', () => {
  test('names only files the library build makes, declared by the real entry', () => {
    for (const [condition, target] of Object.entries(serverExport)) {
      if (condition === 'types') continue
      const name = entryName(target)
      expect(name && libEntries[name], `${condition}: ${target} is a library entry`).toBeTruthy()
      expect(built.has(name!), `${target} is built`).toBe(true)
    }
    // TypeScript takes the first condition it knows: the declarations of src/server/index.ts.
    expect(Object.keys(serverExport)[0]).toBe('types')
    expect(serverExport.types).toBe(
      libEntries[entryName(serverExport.import!)!]!.replace(/^src\//, './dist/types/').replace(
        /\.ts$/,
        '.d.ts',
      ),
    )
  })

  test('the browser module offers every name of the server entry, so imports of them link', () => {
    const server = built.get(entryName(serverExport.import!)!)
    expect(server).toContain('createWebhookHandler')
    expect(built.get(entryName(serverExport.browser!)!)).toEqual(server)
  })
})

describe('in Node', () => {
  const load =
    "const m = await import('platform-kit/server'); console.log(typeof m.createWebhookHandler, typeof m.WEBHOOK_EVENTS)"

  test('it loads, through the node and import conditions', async () => {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', load], {
      cwd: app,
    })
    // WEBHOOK_EVENTS is an object only in the real entry.
    expect(stdout.trim()).toBe('function object')
  })

  test('with the browser condition set, the import fails with the message', async () => {
    const failed = await run(
      process.execPath,
      ['--conditions=browser', '--input-type=module', '-e', load],
      { cwd: app },
    ).then(
      () => undefined,
      (error: { stderr: string }) => error.stderr,
    )
    expect(failed).toContain(MESSAGE)
  })
})

describe("bundlers' resolution", () => {
  /** What Vite's resolver makes of `platform-kit/server` for an app's module, with these conditions. */
  async function resolveFor(conditions: string[] | undefined, ssr = false) {
    const server = await createServer({
      configFile: false,
      root: app,
      logLevel: 'silent',
      appType: 'custom',
      server: { middlewareMode: true, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true },
      ...(conditions && { resolve: { conditions }, ssr: { resolve: { conditions } } }),
    })
    try {
      const environment = server.environments[ssr ? 'ssr' : 'client']!
      const resolved = await environment.pluginContainer.resolveId(
        'platform-kit/server',
        join(app, 'main.js'),
      )
      return resolved && relative(installed, resolved.id)
    } finally {
      await server.close()
    }
  }

  const BROWSER = 'dist/server-browser.js'
  const SERVER = 'dist/server.js'
  test.each<{ tool: string; conditions?: string[]; ssr?: boolean; expected: string }>([
    { tool: 'Vite for the browser (default: module, browser, …)', expected: BROWSER },
    {
      tool: 'webpack for the web (browser, import, module, webpack, …)',
      conditions: ['browser', 'import', 'module', 'webpack', 'production'],
      expected: BROWSER,
    },
    {
      tool: 'a web worker bundle (worker, browser)',
      conditions: ['worker', 'browser'],
      expected: BROWSER,
    },
    { tool: 'Vite for server rendering (default: module, node, …)', ssr: true, expected: SERVER },
    {
      tool: 'Cloudflare Workers: wrangler, its Vite plugin (workerd, worker, browser)',
      conditions: ['workerd', 'worker', 'browser'],
      expected: SERVER,
    },
    {
      tool: 'Next.js middleware, Vercel Edge (edge-light, worker, browser)',
      conditions: ['edge-light', 'worker', 'browser'],
      expected: SERVER,
    },
  ])('$tool → $expected', async ({ conditions, ssr, expected }) => {
    expect(await resolveFor(conditions, ssr)).toBe(expected)
  })
})

describe('in Chromium', () => {
  let browser: Browser
  let origin: string
  let files: Map<string, string>

  beforeAll(async () => {
    writeFileSync(
      join(app, 'static.js'),
      "import { createWebhookHandler } from 'platform-kit/server'\nglobalThis.handler = createWebhookHandler\n",
    )
    writeFileSync(
      join(app, 'dynamic.js'),
      "export const loading = import('platform-kit/server').then(() => 'loaded', (error) => error.message)\n",
    )
    // An application's production build: Vite's browser conditions, the package's sideEffects, minified.
    const result = await build({
      configFile: false,
      root: app,
      logLevel: 'silent',
      build: {
        write: false,
        rolldownOptions: {
          input: { static: join(app, 'static.js'), dynamic: join(app, 'dynamic.js') },
          preserveEntrySignatures: 'strict',
          output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
        },
      },
    })
    files = new Map(
      outputs(result).map((o) => [
        `/${o.fileName}`,
        o.type === 'chunk' ? o.code : String(o.source),
      ]),
    )
    const server: Server = createHttpServer((request, response) => {
      const code = files.get(request.url ?? '')
      response.writeHead(200, {
        'Content-Type': code === undefined ? 'text/html' : 'text/javascript',
      })
      response.end(code ?? '<!doctype html><title>app</title>')
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    closers.push(() => new Promise((done) => server.close(done)))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    browser = await chromium.launch({ ...chromiumLaunchOptions(findChromium()), headless: true })
    closers.push(() => browser.close())
  }, 60_000)

  test('the bundle carries the throwing module, not the server code', () => {
    const code = [...files.values()].join('\n')
    expect(code).toContain(MESSAGE)
    expect(code).not.toContain('BEARER')
    expect(code).not.toContain('createIndexerAdminClient must not run')
  })

  // As strings: a function given to page.evaluate would go through Vitest's transform of import().
  test("a static import of platform-kit/server fails as the page's module loads", async () => {
    const page = await newPinnedPage(browser)
    await page.goto(origin)
    const outcome = await page.evaluate<string>(
      "import('/static.js').then(() => 'loaded', (error) => error.message)",
    )
    expect(outcome).toBe(MESSAGE)
    expect(await page.evaluate(() => 'handler' in globalThis)).toBe(false)
    await page.close()
  })

  test("import('platform-kit/server') rejects with the message", async () => {
    const page = await newPinnedPage(browser)
    await page.goto(origin)
    expect(await page.evaluate<string>("import('/dynamic.js').then((m) => m.loading)")).toBe(
      MESSAGE,
    )
    await page.close()
  })
})

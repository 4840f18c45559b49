/**
 * React 18 and React 19, both real: a fresh project per version installs the
 * packed kit with the peers the README names for `platform-kit/ui` (React at
 * that version) and jsdom, then a plain Node script — no test runner between
 * the package and React — renders the provider, a hook and the components
 * against the emulator's HTTP server on 127.0.0.1, with a ref on each
 * component. It reports whether every ref was attached and everything React
 * logged; the test wants every ref and not one warning or error.
 */
import { join } from 'node:path'
import { describe, expect, inject, test } from 'vitest'
import { installedProject, KIT, linkedProject, usingProject } from '../support/consumer.js'
import { lockedVersion } from '../support/lockSubset.js'

const packed = inject('packed')
const lock = join(KIT, 'package-lock.json')
const at = (name: string) => `${name}@${lockedVersion(lock, name)}`

/** The script: jsdom as the page, the emulator as the server, the kit's components with refs. */
const RENDER = `
import { JSDOM, VirtualConsole } from 'jsdom'

const logged = []
for (const level of ['error', 'warn']) {
  console[level] = (...args) => logged.push(level + ': ' + args.map(String).join(' '))
}
const virtualConsole = new VirtualConsole()
virtualConsole.on('error', (...args) => logged.push('jsdom error: ' + args.join(' ')))
virtualConsole.on('warn', (...args) => logged.push('jsdom warn: ' + args.join(' ')))
virtualConsole.on('jsdomError', (error) => logged.push('jsdom: ' + error.message))
const dom = new JSDOM('<!doctype html><html><body><main id="root"></main></body></html>', {
  url: 'http://127.0.0.1/',
  pretendToBeVisual: true,
  virtualConsole,
})
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (!(key in globalThis)) globalThis[key] = dom.window[key]
}
globalThis.window = dom.window
globalThis.document = dom.window.document

const React = await import('react')
const { createRoot } = await import('react-dom/client')
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query')
const { createBaseClient, listCollectibles } = await import('platform-kit')
const { EMULATOR_COLLECTION, emulatorConfig } = await import('platform-kit/emulator')
const { startEmulatorServer } = await import('platform-kit/emulator/node')
const { PlatformProvider, useFloorOrder } = await import('platform-kit/react')
const { CollectibleCard, CollectibleGrid, FilterPanel, OrderBook } = await import('platform-kit/ui')

const server = await startEmulatorServer({ port: 0 })
const config = emulatorConfig(server.url)
const network = 'anvil'
const contractAddress = EMULATOR_COLLECTION.creatures.address
const { collectibles } = await listCollectibles(createBaseClient(config), {
  network,
  contractAddress,
  side: 'listing',
  filter: { includeEmpty: false },
  page: { pageSize: 20 },
})
const listed = collectibles.find((c) => c.order)
if (!listed) throw new Error('the emulator lists no collectible with a listing')
const tokenId = listed.metadata.tokenId

const h = React.createElement
const refs = {
  CollectibleCard: React.createRef(),
  FilterPanel: React.createRef(),
  OrderBook: React.createRef(),
  CollectibleGrid: React.createRef(),
}
function Floor() {
  const { data } = useFloorOrder({ network, contractAddress })
  return h('p', { id: 'floor' }, data ? 'floor ' + (data.collectible?.order?.priceAmount ?? 'none') : 'loading')
}
function App() {
  const [filter, setFilter] = React.useState({})
  return h(
    React.Fragment,
    null,
    h(Floor),
    h(CollectibleCard, { ref: refs.CollectibleCard, collectible: listed }),
    h(FilterPanel, { ref: refs.FilterPanel, network, contractAddress, value: filter, onChange: setFilter }),
    h(OrderBook, { ref: refs.OrderBook, network, contractAddress, tokenId }),
    h(CollectibleGrid, { ref: refs.CollectibleGrid, network, contractAddress, filter }),
  )
}
const queryClient = new QueryClient()
const root = createRoot(document.getElementById('root'))
root.render(
  h(QueryClientProvider, { client: queryClient }, h(PlatformProvider, { config }, h(App))),
)

const text = () => document.body.textContent ?? ''
// jsdom lays nothing out, so the virtualized grid draws no cell: its row count says it has read its page.
const gridRows = () => Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') ?? 0)
const deadline = Date.now() + 30_000
while (
  Date.now() < deadline &&
  !(
    /floor \\d/.test(text()) &&
    document.querySelector('table') &&
    gridRows() > 0
  )
) {
  await new Promise((resolve) => setTimeout(resolve, 50))
}
const result = {
  react: React.version,
  floor: document.getElementById('floor')?.textContent,
  tables: document.querySelectorAll('table').length,
  gridRows: gridRows(),
  refs: Object.fromEntries(
    Object.entries(refs).map(([name, ref]) => [
      name,
      ref.current instanceof dom.window.HTMLElement ? ref.current.tagName.toLowerCase() : String(ref.current),
    ]),
  ),
  logged,
}
root.unmount()
await server.close()
console.log = globalThis.__log ?? console.log
process.stdout.write(JSON.stringify(result))
process.exit(0)
`

describe.each([
  // React 18 from the registry; React 19 at the kit's own locked versions (linked from its install).
  ['18.3.1', ['react@18.3.1', 'react-dom@18.3.1', '@types/react@18', '@types/react-dom@18']],
  ['19', []],
])('React %s', (version, react18) => {
  test('renders provider, hook and components against the emulator, attaches refs, logs nothing', async () => {
    const peers = ['viem', 'wagmi', '@tanstack/react-query', '@tanstack/react-virtual', 'jsdom']
    const project =
      react18.length > 0
        ? installedProject(`react-${version}`, packed, [...react18, ...peers.map(at)])
        : Promise.resolve(
            linkedProject(`react-${version}`, packed, [
              ...peers,
              'react',
              'react-dom',
              '@types/react',
              '@types/react-dom',
            ]),
          )
    const rendered = await usingProject(project, async (p) => {
      p.write({ 'render.mjs': RENDER })
      return p.sh('node', ['render.mjs'])
    })
    const result = JSON.parse(rendered) as {
      react: string
      floor: string
      tables: number
      gridRows: number
      refs: Record<string, string>
      logged: string[]
    }
    expect(result.react.startsWith(version.split('.')[0]!)).toBe(true)
    expect(result.floor).toMatch(/^floor \d/)
    expect(result.tables).toBeGreaterThan(0)
    expect(result.gridRows).toBeGreaterThan(0)
    expect(result.refs).toEqual({
      CollectibleCard: 'article',
      FilterPanel: expect.stringMatching(/^(form|section|div|aside)$/),
      OrderBook: expect.stringMatching(/^(section|div)$/),
      CollectibleGrid: expect.stringMatching(/^(section|div)$/),
    })
    expect(result.logged).toEqual([])
  }, 300_000)
})

// The house's rules for imports inside src/ (issue 29; docs/decisions.md "The house's rules").
// `npm run deps` checks them and `npm test` runs it right after the lint; any violation fails it.
//
// Layers, one direction: core → query → react → ui. server, wallet and emulator stand beside them
// (they build on core only); shared is under everything; storybook is on top. Inside ui (issue 44's
// feature folders): shared → components/<Name>/ → the entry (index.ts, helpers.ts, styles.css); a
// component folder reaches another component only through its public file, <Name>/<Name>.tsx.
// Tests, stories and fixtures beside their units are not the kit: the layers do not bind them
// (a story runs the emulator, a test its support), and only they may import test/.
// Type-only imports count as imports (tsPreCompilationDeps: true).

/** A folder of src/ as a path pattern. */
const layer = (...names) => `^src/(${names.join('|')})/`

/** Inside src/emulator: the kernel, the features built on it, and what composes them (path alternatives). */
const EMULATOR_KERNEL = '(clock|context|errors|random|stored|scenarios)\\.ts$|data/'
const EMULATOR_FEATURES = '(builder|chain|indexer|marketplace|wallets)/'
const EMULATOR_TOP =
  '(state|controls|config|emulator|router|operations|index)\\.ts$|(handlers|wire|adapters)/'

/** The files beside the kit's sources that are not the kit: tests, type tests, stories, fixtures. */
const NOT_KIT = '\\.(test|test-d|stories|fixtures)\\.tsx?$'

/** One rule: files of `from` (the kit's, not its tests or stories) import nothing of `to`. */
const never = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: NOT_KIT },
  to: { path: to },
})

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No two modules import each other, directly or through others: move what both need into a lower module that both import.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment:
        'Every import in src/ resolves; one that does not would hide its edge from the rules below.',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true },
    },
    never(
      'shared-imports-no-layer',
      'src/shared is under every layer: it imports none of them.',
      layer('shared'),
      layer('core', 'query', 'react', 'ui', 'server', 'wallet', 'emulator', 'storybook'),
    ),
    never(
      'core-is-the-bottom',
      'src/core is the lowest layer: it imports nothing above it.',
      layer('core'),
      layer('query', 'react', 'ui', 'server', 'wallet', 'emulator', 'storybook'),
    ),
    never(
      'query-under-react',
      'src/query builds on core only: react, ui and the sides are above or beside it.',
      layer('query'),
      layer('react', 'ui', 'server', 'wallet', 'emulator', 'storybook'),
    ),
    never(
      'react-under-ui',
      'src/react builds on core, query and wallet: it never reaches up into ui, nor across into server or emulator.',
      layer('react'),
      layer('ui', 'server', 'emulator', 'storybook'),
    ),
    never(
      'ui-not-server-side',
      'src/ui runs in the browser: it imports neither server nor emulator (nor storybook, which is above it).',
      layer('ui'),
      layer('server', 'emulator', 'storybook'),
    ),
    never(
      'server-beside',
      'src/server builds on core: never on query, react or ui, nor on the other sides.',
      layer('server'),
      layer('query', 'react', 'ui', 'wallet', 'emulator', 'storybook'),
    ),
    never(
      'wallet-beside',
      'src/wallet builds on core: never on query, react or ui, nor on the other sides.',
      layer('wallet'),
      layer('query', 'react', 'ui', 'server', 'emulator', 'storybook'),
    ),
    never(
      'emulator-beside',
      'src/emulator builds on core: never on query, react or ui, nor on server or wallet.',
      layer('emulator'),
      layer('query', 'react', 'ui', 'server', 'wallet', 'storybook'),
    ),
    never(
      'core-schemas-is-the-bottom',
      'Inside core, the schemas are the bottom: they import nothing else of core.',
      '^src/core/schemas/',
      '^src/core/(?!schemas/)',
    ),
    never(
      'core-transport-under-operations',
      'Inside core: schemas → transport → operations → client. The transport never imports an operation or the client.',
      '^src/core/transport/',
      '^src/core/(operations/|client\\.ts$|index\\.ts$)',
    ),
    never(
      'core-operations-under-client',
      'Inside core, an operation never imports the client that gathers them (client.ts) nor the entry.',
      '^src/core/operations/',
      '^src/core/(client|index)\\.ts$',
    ),
    never(
      'emulator-kernel-is-the-bottom',
      'Inside emulator, the kernel (clock, context, errors, random, stored, scenarios, data/) imports none of the features nor what composes them.',
      `^src/emulator/(${EMULATOR_KERNEL})`,
      `^src/emulator/(${EMULATOR_FEATURES}|${EMULATOR_TOP})`,
    ),
    never(
      'emulator-features-under-state',
      "Inside emulator, the features (builder, chain, indexer, marketplace, wallets) build on the kernel and each other; the whole state (state.ts), the controls, the handlers, the router, the wire and the adapters compose them and are never imported by them. A feature that needs a piece of the state names that piece (e.g. marketplace/state.ts's WithMarketplace).",
      `^src/emulator/(${EMULATOR_FEATURES})`,
      `^src/emulator/(${EMULATOR_TOP})`,
    ),
    never(
      'ui-shared-is-the-bottom',
      "Inside ui, shared (what several components use: Guarded, StepsView, the formatters, useLocale…) imports no component and not the entry: a piece only one component uses lives in that component's folder.",
      '^src/ui/shared/',
      '^src/ui/(components/|(index|helpers)\\.ts$)',
    ),
    {
      name: 'ui-entry-is-the-top',
      comment:
        'Inside ui, the entry (index.ts, and helpers.ts, its list of pure helpers) is imported by nothing else of ui: a component imports what it needs from its source.',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: [NOT_KIT, '^src/ui/index\\.ts$'] },
      to: { path: '^src/ui/(index|helpers)\\.ts$' },
    },
    {
      name: 'ui-component-internals-private',
      comment:
        "A component's folder is one unit: another component reaches it only through its public file (src/ui/components/<Name>/<Name>.tsx), never its View, parts, hook, strings or tests. What two components share belongs in src/ui/shared/.",
      severity: 'error',
      from: { path: '^src/ui/components/([^/]+)/' },
      to: {
        path: '^src/ui/components/[^/]+/',
        pathNot: ['^src/ui/components/$1/', '^src/ui/components/([^/]+)/\\1\\.tsx$'],
      },
    },
    never(
      'only-tests-import-test',
      "The kit's sources never import test/ (fixtures, support, harnesses): only the tests, stories and fixtures beside them do. The package ships src/ for its source maps, and test/ is not in it.",
      '^src/',
      '^(test|stories)/',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type that climbs a layer is a dependency all the same, and a circle of
    // types is as hard to read as one of values.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
}

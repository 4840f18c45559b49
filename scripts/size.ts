/**
 * `npm run size`: bundles each measured entry as an app would (minified ES
 * module, peers left external), gzips it and compares it with its budget.
 * Exits with status 1 when an entry is over budget; `npm test` runs it.
 */
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'

const PEERS = [/^react($|\/)/, /^react-dom($|\/)/, /^@tanstack\//, /^viem($|\/)/, /^wagmi($|\/)/]

interface Entry {
  readonly name: string
  readonly code: string
  readonly budget: number
  /** Text that must not be in the bundle: what importing this entry must not pay for. */
  readonly absent?: readonly string[]
  /** Text that must not load first: what this entry loads only on demand. */
  readonly onDemand?: readonly string[]
}

const ENTRIES: readonly Entry[] = [
  // Issue 28: a server's answer nested deeper than MAX_JSON_DEPTH is refused before anything
  // recursive sees it (the depth walk and safeParse's guard, 0.2 kB). Issue 31: the HTTP half of
  // an exchange is its own function (fetchAnswer), shared with the activity read (0.06 kB here;
  // the query entry is 0.06 kB smaller). Issue 43: an address in any one case is an address (one
  // owner of its spelling, isEvmAddress, 0.05 kB).
  {
    name: '(a) createBaseClient + getFloorOrder',
    code: "export { createBaseClient, getFloorOrder } from '/src/core/index.ts'",
    budget: 8_400,
  },
  // Issue 29: the client's methods derived from one table, and a request's words kept whatever
  // locale the app gave zod (kitIssueMessage): 16.11 → 16.19 kB. Issue 30: an account's orders
  // (listAccountOrders), 16.63 kB. Issue 43: GetTokenMetadata, its declaration and operation
  // (0.24 kB): 17.00 → 17.24 kB.
  // Issue 45: a network's sequenceMarket checked in the client's configuration (+0.01 kB).
  // Issue 45: an account's best order on each token first, the others per token
  // (listAccountTokenOrders, +0.17 kB).
  { name: '(b) core entry, whole', code: "export * from '/src/core/index.ts'", budget: 17_600 },
  // Issue 31: the activity read (fetchActivityPage, reading each item with ActivityItem, its key and
  // infinite options) and followActivity, its live prepend: 14.33 → 16.25 kB.
  // Issue 45: the per-token read's key and options (accountTokenOrdersQueryOptions, +0.2 kB).
  // Issue 44: a network's one spelling in keys (the networks table, +0.02 kB) and the live
  // connection's parts named, each a function of its own (+0.14 kB): 16.73 → 16.88 kB.
  // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the live
  // invalidation the marketplace's declarations, not every operation's schemas (16.88 → 16.66 kB),
  // the budget lowered with it.
  { name: '(q) query entry, whole', code: "export * from '/src/query/index.ts'", budget: 16_700 },
  {
    name: '(c) PlatformProvider + useFloorOrder',
    code: "export { PlatformProvider, useFloorOrder } from '/src/react/index.ts'",
    budget: 10_000,
  },
  // Issue 43: a bulk cancel sends Sequence Market's orders in one transaction per market
  // (cancelRequestBatch, encoded by the kit: 0.6 kB): 24.24 → 25.05 kB.
  // Issue 43: a market transaction is checked as a call before the wallet is asked, and its
  // refusal read in words (marketError, its errors' ABI and sentences: 2.2 kB): 27.30 kB.
  // useInvalidateCollection, "cancel everything on this collection" (0.4 kB): 27.71 kB.
  // Issue 43: useTokenMetadata and its query (+0.09 kB); issue 44: the currency resolver as named
  // functions over its state (+0.08 kB).
  // Issue 45: the trade hooks and the four trades they plan and run (+3.7 kB; 'react: trade').
  // Issue 45: useAccountOrders' best orders first and readMore (+0.9 kB).
  // Issue 44: as the query entry (+0.16 kB).
  // Issue 45: Edit price — the relist planned and run with the four trades (+0.34 kB).
  // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the live
  // invalidation the marketplace's declarations, not every operation's schemas (33.40 → 33.07 kB),
  // the budget lowered with it.
  { name: '(d) react entry, whole', code: "export * from '/src/react/index.ts'", budget: 33_100 },
  // Issue 27 (currencies named on chain, the two-thumb range, actions in the views) needs room:
  // the entry grows with what it offers, while (f) keeps what one import pays.
  // Issue 30: the seller's desk brings its reads and the bulk cancel into the entry (1.8 kB), its
  // hook (0.9 kB) and its view (2.9 kB): 46.64 → 52.23 kB.
  // Issue 31: the activity list — its view, rows and hook (3.8 kB) and, through ActivityList,
  // useActivity with the activity read and its live follow (2.3 kB): 52.33 → 58.41 kB.
  // Issue 43: a market refusal in words before the wallet is asked (2.2 kB): 62.10 kB. The desk's
  // "cancel everything on this collection" — its hook, view, words and the invalidation (1.75 kB):
  // 63.85 kB. The activity list as a marketplace's Activity tab (column names, filter by kind,
  // tokens read, dollars, 1.63 kB): 65.48 kB. The tokens it was not given named by the metadata
  // service (GetTokenMetadata, 0.34 kB): 65.59 → 65.93 kB.
  // Issues 44 and 45: the resolver's named functions, quantities that fall back to base units.
  // Issue 45: the wallet flows' two more reasons, in the cancel's and the unlink's words (0.04 kB).
  // Issue 44: StepsView, the step-by-step flow the cancel and the unlink draw and the trade
  // buttons will (0.34 kB: one general view costs more than the two it replaces, the trades add
  // none), and the shared load-more footer: 66.34 → 66.69 kB.
  // Issue 45: the trade panel, its button, dialog and form, with the hooks and trades under them
  // (+8.2 kB, the panel a chunk of its own).
  // Issue 45: the seller's desk under load — virtualized rows, the other orders read as rows
  // show, a collection column, sorting — and the price box's own order: 75.08 → 78.76 kB.
  // Issue 45: a third-party order's link to its marketplace's page (OpenSea's): +0.25 kB;
  // PriceHistory (sales charted from activity): +1.52 kB.
  // Issue 45: FilterSheet (the panel as a phone's sheet and its hook: +0.80 kB); the grid's
  // onResultCount, the panel's new strings and header slot (+0.15 kB).
  // Issue 45: the grid's default Buy on each card (cardTrade, its strings, the lazy dialog): 81.98 → 82.42 kB.
  // Issue 44: the query layer's share, as the query entry (+0.1 kB); one modal dialog hook for the
  // trade dialog and the filter sheet (+0.03 kB). Functions that read in one sitting, in parts
  // (their props cost): the audience contacts form (+0.20 kB; then −0.07 on StepsView), the
  // contracts table (+0.06 kB), the trait list (+0.10 kB), the depth chart (+0.16 kB), the
  // token media (+0.05 kB), the filter panel (+0.18 kB).
  // Issue 45: Edit price — the price box's button, EditPriceDialog, the form started at a
  // listing's terms, the relist's words and steps announced in the panel: 83.06 → 84.05 kB.
  // Issue 44: the activity list in one sitting — its feed a part, the keys and focus, the kept
  // place and the announcements hooks of their own, the token reads' choice and batches named
  // functions (+0.31 kB; the list alone +0.22).
  // Issue 45: useCardTrade, the grid's Buy for an app's own cards, and the relist's current
  // price in the trade panel (+0.05 kB).
  // Issue 44: the order book's and the desk's rows and views in one sitting, their cells, header
  // row, skeleton and live marks parts of their own (+0.16 kB); the desk's controls and table box
  // (+0.05 kB); the grid's view in one sitting (+0.21 kB).
  // Issue 45: the floor over time in PriceHistory — the listings' lives from activity, its steps
  // drawn, its table, legend and summary, and activity's `expiry` (+1.22 kB): 84.89 → 86.11 kB.
  // Issue 44: the order tables' roles written as literals, FilterSheet's class by cx, one
  // `present` for the order actions (−0.10 kB): 86.01 kB, the budget lowered with it. Issue 44:
  // one sameAddress, the address owner's (the wallet flows had their own): the same code, the
  // shared chunks drawn differently (+0.05 kB). Issue 44: a currency named one way (currencyName:
  // the order's label, the trade summary's, the trade's and the market's refusals had four), one
  // token label and one address shortener in core (−0.12 kB): 85.94 kB, the budget lowered with it.
  // The order book's cancel loaded on demand, as the price box's is: one more chunk (+0.03 kB), its
  // first load 5.6 kB less. A desk row's cells given the row's props whole (−0.02 kB): 85.94 kB.
  // ActivityList gives its view its props whole, the read's left out by name (−0.06 kB): 85.88 kB.
  // Issue 44: parts given their parent's props whole, not each by name — the contracts table's
  // rows and pages, the activity list's feed and rows, the trait list's rows and foot, the filter
  // panel's properties, the activity list's hook (−0.33 kB): 85.55 kB, the budget lowered with it.
  { name: '(e) ui entry, whole', code: "export * from '/src/ui/index.ts'", budget: 85_700 },
  {
    // Issue 22: the collectible page's components are separate exports. Issue 27: the cards
    // name their currencies themselves (the resolver, its chain read and useCurrencies, 1.6 kB).
    // Issue 28: a card sets outside text apart (fillIsolated, 0.05 kB); the formatter itself
    // shows an amount only once it reads as a number.
    // Issue 29: each operation states its live scope in its declaration, and the key has one writer (0.05 kB).
    // Issue 31: rows keyed by their items in useVirtualGrid (getRowKey, 0.02 kB); LiveQueries hands
    // the feed's events to hooks (0.09 kB). Issue 42: a card's number sized to its digits in any
    // font (amountDigits, 0.04 kB). Issue 45: onResultCount, the count for a filter sheet's
    // "Show N results" (0.05 kB).
    name: '(f) CollectibleGrid alone',
    code: "export { CollectibleGrid } from '/src/ui/index.ts'",
    // Issue 44: the currency resolver as named functions over its state (+0.03 kB), addresses in
    // query keys in one spelling (+0.02 kB); the load-more footer shared with the activity list
    // (+0.05 kB).
    // Issue 45: a Buy on another maker's native listing by default, its trade in a dialog: first
    // load 20.55 → 23.02 kB (the card's action and link 0.6 kB, the on-demand import's helper and
    // the chunk shared with the panel); the dialog and its panel, 11.6 kB, on the first Buy.
    // Issue 44: the trade dialog and the filter sheet share useModalDialog (+0.02 kB). The
    // audience contacts form on StepsView moves the on-demand chunks' order (+0.08 kB; first load
    // unchanged).
    // Issue 45: Edit price's relist in the trade chunk, on the first Buy (+0.54 kB; first load
    // unchanged, 23.07 kB). The card's Buy as a public hook, useCardTrade (first load +0.03 kB),
    // and the relist's current price in the panel (on demand, +0.07 kB).
    // Issue 44: the view in one sitting — useGridView, GridState and GridRows, given the view's
    // props whole (first load 23.10 → 23.26 kB, +0.16).
    // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the
    // live invalidation the marketplace's declarations, not every operation's schemas (35.61 →
    // 34.09; first 23.31 → 23.06 kB), the budget lowered with it.
    budget: 34_100,
    absent: ['pk-traits', 'pk-price', 'pk-details'],
    // The trade (its checks and the market's refusal in words) loads on the first Buy.
    onDemand: ['isRequestValid', 'the market refused the transaction'],
  },
  // Issue 29: what each public component and hook group costs as imported alone — what an app that
  // imports only that pays. Each budget is what it measured then and 3% more: a component that
  // grows beyond says so here, with why.
  {
    name: 'CollectibleCard',
    code: "export { CollectibleCard, CollectibleCardSkeleton } from '/src/ui/index.ts'",
    // Issue 44: its TokenMedia's media chosen by a hook and drawn by a part (+0.06 kB).
    budget: 7_350,
    absent: ['pk-traits', 'pk-orderbook'],
  },
  {
    // Issue 45: the grid's Buy on an app's own cards: 9.34 kB first; the dialog and its panel
    // (20 kB) load on the first Buy.
    name: 'CollectibleCard + useCardTrade',
    code: "export { CollectibleCard, useCardTrade } from '/src/ui/index.ts'",
    // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the
    // live invalidation the marketplace's declarations, not every operation's schemas (29.31 →
    // 28.30 kB), the budget lowered with it.
    budget: 29_300,
    absent: ['pk-traits', 'pk-orderbook'],
    onDemand: ['isRequestValid', 'the market refused the transaction'],
  },
  {
    name: 'CollectibleDetails',
    code: "export { CollectibleDetails } from '/src/ui/index.ts'",
    budget: 3_300,
  },
  { name: 'TraitList', code: "export { TraitList } from '/src/ui/index.ts'", budget: 12_300 },
  // Issue 45: a token's or a collection's sales charted from activity (useActivity, the currency
  // resolver, the depth chart's scales), with a table for screen readers: 14.9 kB.
  // Issue 45: the floor over time, and its read of the listings beside the sales: 15.07 → 16.19 kB.
  // Issue 44: its prices' currency named by currencyName, as everywhere (trimmed, cut to 16; an
  // empty symbol is the address): +0.04 kB.
  { name: 'PriceHistory', code: "export { PriceHistory } from '/src/ui/index.ts'", budget: 16_250 },
  { name: 'TokenMedia', code: "export { TokenMedia } from '/src/ui/index.ts'", budget: 2_500 },
  {
    name: 'PriceSummary',
    code: "export { PriceSummary } from '/src/ui/index.ts'",
    // Issue 45: Buy under another maker's native listing by default — wagmi's account, the
    // dialog — first 17.9 kB (+2.8 kB); the panel and the trades load when it opens (+10.8 kB).
    // Issue 45: "Yours" and the own order's cancel in the box: first 18.35 kB (+0.45); the
    // cancel's wallet flow loads only where a box shows the account's own order (+1.1 kB).
    // Issue 45: a third-party order's link to its marketplace's page (OpenSea's): +0.25 kB.
    // Issue 44: the audience contacts form on StepsView changes how the on-demand chunks are cut
    // and ordered, not what they hold (+0.31 kB gzip, +0.1 kB min; first load unchanged).
    // Issue 45: Edit price beside the own listing's cancel: first 18.72 → 19.18 kB (the button,
    // the dialog's shell, its strings); the form and the relist load when it opens (+1.8 kB).
    // Issue 45: the relist's current price in its panel, on demand (+0.05 kB).
    // Issue 44: one currencyName for the trade's and the market's words (−0.10 kB): 33.28 kB.
    // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the
    // live invalidation the marketplace's declarations, not every operation's schemas (33.28 →
    // 31.96 kB), the budget lowered with it.
    budget: 32_000,
    absent: ['pk-orderbook__'],
    onDemand: ['Cancellation steps', 'isRequestValid', 'the market refused the transaction'],
  },
  // Issue 43: its cancel checks a market transaction before the wallet, in words (2.2 kB).
  // Issue 44: its cancel drawn by the shared StepsView (+0.32 kB).
  // Issue 45: Buy on other makers' native listings by default, in one dialog of the book's whose
  // panel loads when first opened (first 28.75 kB, +3 kB; the panel and trades +5.2 kB on demand).
  // Issue 45: a third-party order's link to its marketplace's page (OpenSea's): +0.25 kB.
  // Issue 44: its depth chart's layout a pure function and its drawing a part (+0.15 kB).
  // Issue 45: Edit price's relist in the trade chunk (+0.11 kB first, the shared strings; +0.45 kB
  // on demand).
  // Issue 45: Edit price's panel says the listing's current price beside the new one (+0.08 kB).
  // Issue 44: OrderRow in one sitting, its maker's cell a part (+0.02 kB); OrderTable's header row
  // and the view's skeleton and live marks parts of their own (+0.08 kB).
  // Issue 44: its roles as literals (−0.07 kB), the budget lowered with it; one sameAddress (+0.03).
  // Issue 44: one currencyName for the trade's and the market's words (−0.12 kB): 35.13 kB.
  // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the live
  // invalidation the marketplace's declarations, not every operation's schemas (35.13 → 34.14 kB),
  // the budget lowered with it.
  // The cancel's wallet flow loads only where the book shows one of the account's own orders, as
  // the price box's does: first 28.69 → 23.11 kB, 34.14 → 34.67 kB in all (+0.53, the chunk's
  // own cost, paid by a seller on their own order).
  {
    name: 'OrderBook',
    code: "export { OrderBook } from '/src/ui/index.ts'",
    budget: 34_700,
    onDemand: ['Cancellation steps', 'isRequestValid', 'the market refused the transaction'],
  },
  // Issue 44: its layout a pure function (depthLayout) and its drawing a part (DepthPlot): +0.16 kB.
  { name: 'DepthChart', code: "export { DepthChart } from '/src/ui/index.ts'", budget: 2_950 },
  {
    name: 'FilterPanel + useFilterSearchParams',
    code: "export { FilterPanel, useFilterSearchParams } from '/src/ui/index.ts'",
    // Issue 44: the range slider's pointer a hook of its own and its numbers pure functions, the
    // properties' filters a part (+0.14 kB). Its properties given the panel's props whole (−0.07 kB).
    budget: 17_750,
  },
  // Issue 45: the panel as marketplaces open it on a phone — a button, a modal <dialog>, "Show N
  // results" — on the panel's code (+0.73 kB over it).
  {
    name: 'FilterSheet + useFilterSearchParams',
    code: "export { FilterSheet, useFilterSearchParams } from '/src/ui/index.ts'",
    // Issue 44: the panel's range slider and properties split as above (+0.15 kB), then given the
    // panel's props whole (−0.06 kB).
    budget: 18_550,
  },
  {
    name: 'ContractsTable',
    code: "export { ContractsTable } from '/src/ui/index.ts'",
    // Issue 44: its rows and pages given the table's props whole (−0.02 kB).
    budget: 12_450,
  },
  {
    name: 'AudienceManager',
    code: "export { AudienceManager } from '/src/ui/index.ts'",
    // Issue 44: the contacts form's parts (+0.19 kB); its send on the shared StepsView (+0.38 kB).
    budget: 13_300,
  },
  {
    name: 'CancelOrderButton',
    code: "export { CancelOrderButton } from '/src/ui/index.ts'",
    // Issue 43: a market cancel checked before the wallet, its refusal in words (2.2 kB).
    // Issue 44: drawn by the shared StepsView, which the unlink and the trades draw too (+0.32 kB).
    // Issue 45: its progress kept by useStepProgress, which the trades share (+0.01 kB).
    // Issue 44: StepsView's submit, for a form that sends again (+0.05 kB).
    // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the
    // live invalidation the marketplace's declarations, not every operation's schemas (16.24 →
    // 15.40 kB), the budget lowered with it.
    budget: 15_450,
  },
  {
    name: 'UnlinkWalletFlow',
    code: "export { UnlinkWalletFlow } from '/src/ui/index.ts'",
    // Issue 44: drawn by the shared StepsView (+0.28 kB).
    budget: 9_750,
  },
  // Issue 30: an account's orders with their bulk cancel — the reads (listAccountOrders), the
  // re-read and the cancel of each order (getOrders, cancelOrder, createBulkCancel) and the view.
  // Issue 43: one transaction per market for Sequence Market's orders (0.8 kB).
  {
    name: 'SellerDesk',
    code: "export { SellerDesk } from '/src/ui/index.ts'",
    // Issue 43: each market transaction checked before the wallet, a refusal in words (2.2 kB);
    // "cancel everything on this collection" — useCollectionCancel, its buttons and panel, its
    // words, useInvalidateCollection and invalidateCollection (1.75 kB): 28.29 kB. Issue 44:
    // addresses in query keys in one spelling (+0.03 kB).
    // Issue 45: a step's failure in one short sentence (failureWords, +0.18 kB); read only
    // without a wallet (+0.1 kB). Issue 45, under load: the rows virtualized with TanStack
    // Virtual (useVirtualGrid, shared with the grid and the activity list), the best order on
    // each token first and the others as rows show, a collection column, sorting (29.04 →
    // 32.27 kB); a Sort menu where a phone hides the column headers (32.56 kB).
    // Issue 44: its TokenMedia's media chosen by a hook and drawn by a part (+0.06 kB). DeskRow in
    // one sitting: its check box, collectible and expiry cells parts of their own (+0.02 kB); the
    // view's controls and its table box parts of their own, given the view's props whole (+0.08 kB).
    // Issue 44: its roles as literals (−0.04 kB), the budget lowered with it.
    // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the
    // live invalidation the marketplace's declarations, not every operation's schemas (32.84 →
    // 31.91 kB), the budget lowered with it.
    budget: 31_950,
  },
  // Issue 31: a collection's or a token's activity, read and kept live (useActivity, 9.3 kB of it),
  // virtualized, with its token media; the view alone is 7.76 kB. Issue 43: the market's items are
  // priced, their currencies named by symbol as everywhere (useCurrencies with its chain read and
  // the price formatter, 2.4 kB): 16.49 → 19.23 kB. Then as a marketplace's Activity tab: column
  // names, the filter by kind, the tokens of the rows shown read once per contract
  // (useActivityTokens, and the collection's pages already cached), the dollars of a price
  // (formatUSD) and a quantity column (1.82 kB): 21.14 kB. Issue 43: the tokens it was not given
  // named by the metadata service without the app's reader — GetTokenMetadata through the kit's
  // call, its request checked and its answer read with the TokenMetadata reader (2.12 kB):
  // 21.24 → 23.36 kB.
  {
    name: 'ActivityList',
    code: "export { ActivityList } from '/src/ui/index.ts'",
    // Issue 44: its feed, rows and list hook given the props whole (−0.08 kB).
    budget: 23_900,
  },
  {
    name: 'LiveStatusBadge',
    code: "export { LiveStatusBadge } from '/src/ui/index.ts'",
    budget: 450,
  },
  {
    name: 'ui: the formatters',
    code: "export { formatPrice, formatTokenAmount, formatUSD, priceParts, formatAmount, relativeTime, shortenAddress, currencyLabel } from '/src/ui/index.ts'",
    budget: 1_550,
  },
  {
    name: 'ui: filter and URL',
    code: "export { filterFromSearchParams, filterToSearchParams, filterHref, normalizeFilter } from '/src/ui/index.ts'",
    budget: 1_650,
  },
  {
    name: "ui: the grid's headless hooks",
    code: "export { useVirtualGrid, useGridNavigation, useGridLayout, useLoadMoreNearEnd } from '/src/ui/index.ts'",
    budget: 2_050,
  },
  {
    name: "react: the reads' hooks",
    code: "export { useCollectibles, useListings, useOffers, useOrders, useFloorOrder, useHighestPriceListing, useLowestPriceOffer, useTokenCollectionFilters, useContracts, useOrderBook } from '/src/react/index.ts'",
    budget: 11_400,
  },
  {
    name: 'react: the wallet flows',
    code: "export { useCancelOrder, useUnlinkWallet, useETHAuthProof } from '/src/react/index.ts'",
    // Issue 43: a market cancel checked before the wallet, its refusal in words (2.2 kB).
    // Issue 44: the keys name a network by its chain id, through the networks table (+0.07 kB).
    // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the
    // live invalidation the marketplace's declarations, not every operation's schemas (16.14 →
    // 15.39 kB), the budget lowered with it.
    budget: 15_400,
  },
  // Issue 31: LiveQueries hands the feed's events to hooks (useLiveEvents): 11.09 → 11.32 kB.
  {
    name: 'react: live updates',
    code: "export { LiveQueries, useLiveStatus } from '/src/react/index.ts'",
    // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the
    // live invalidation the marketplace's declarations, not every operation's schemas (11.38 →
    // 10.47 kB), the budget lowered with it.
    budget: 10_500,
  },
  // Issue 31: a collection's activity, paged and kept up to date by the live feed (the read, its
  // items' schema and followActivity): 9.33 kB. Issue 43: the market's items' fields and a burst's
  // one read (0.1 kB): 9.61 kB.
  {
    name: 'react: activity',
    code: "export { useActivity } from '/src/react/index.ts'",
    budget: 9_900,
  },
  {
    name: 'react: currencies',
    code: "export { useCurrencies, useNetworkCurrencies } from '/src/react/index.ts'",
    budget: 2_500,
  },
  {
    name: "react: the seller's desk",
    code: "export { useAccountOrders, useBulkCancel } from '/src/react/index.ts'",
    // Issue 43: the batch phase and the market's cancel call (0.8 kB); each market transaction
    // checked before the wallet, a refusal in words (2.2 kB).
    // Issue 45: a step's failure in one short sentence (failureWords, +0.16 kB); the best order
    // on each token first, the others on demand (listAccountTokenOrders, readMore: +0.85 kB).
    // Issue 44: the keys name a network by its chain id, through the networks table (+0.11 kB).
    // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the
    // live invalidation the marketplace's declarations, not every operation's schemas (18.74 →
    // 17.86 kB), the budget lowered with it.
    budget: 17_900,
  },
  {
    name: 'wallet: cancelOrder',
    code: "export { cancelOrder } from '/src/wallet/index.ts'",
    // Issue 43: a market cancel run as a call before the wallet is asked, and the market's refusal
    // in words (marketError: its custom errors' ABI and sentences): 9.76 → 11.95 kB.
    budget: 12_300,
  },
  {
    name: 'wallet: createBulkCancel',
    code: "export { createBulkCancel } from '/src/wallet/index.ts'",
    // Issue 43: Sequence Market's orders in one cancelRequestBatch per market, the market's
    // cancel functions' ABI and viem's encoder of them: 11.18 → 12.05 kB. Each market transaction
    // checked before the wallet, its refusal in words: 14.22 kB.
    // Issue 45: a step's failure in one short sentence (failureWords).
    budget: 14_700,
  },
  // Issue 30: cancelling without React (cancelOrder, createBulkCancel) brings the transport and
  // the schemas of GenerateCancelTransaction and GetOrders into the entry: 3.20 → 11.13 kB.
  // Issue 43: the market's ABI, which a wallet calls (SEQUENCE_MARKET_ABI, 0.66 kB), and the
  // bulk cancel's batches (0.75 kB): 12.66 kB.
  // Issue 43: marketError and the check of a market transaction before the wallet (2.1 kB): 14.71 kB.
  // invalidateCollection and its step (0.3 kB): 15.02 kB.
  // Issue 45: the four trades, planned and run (+3.1 kB; 'wallet: trade').
  // Issue 45: Edit price (planRelist, relist: the cancel step and the listing plan composed, +0.36 kB).
  { name: 'wallet entry, whole', code: "export * from '/src/wallet/index.ts'", budget: 18_850 },
  {
    name: 'wallet: trade',
    code: "export { listCollectible, makeOffer, buyListing, acceptOffer, planTrade, runTrade } from '/src/wallet/index.ts'",
    // The chain's checks before the wallet, the steps, executeSteps and the market's words.
    // Issue 45: planTrade plans the relist too (+0.35 kB).
    // Issue 45: a relist's plan keeps the price it replaces (+0.01 kB).
    budget: 9_800,
  },
  {
    name: 'react: trade',
    code: "export { useTradePlan, useTrade } from '/src/react/index.ts'",
    // wagmi's hooks and TanStack Query with the trades: what an app with its own trade UI pays.
    // Issue 45: the relist (+0.35 kB).
    // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the
    // live invalidation the marketplace's declarations, not every operation's schemas (17.89 →
    // 16.90 kB), the budget lowered with it.
    budget: 16_950,
  },
  // The trade UI: the hooks above, the summary's formatting and the shared StepsView.
  // Issue 45: the relist — its words, its steps said before the wallet is asked (+0.5 kB).
  // Issue 45: Edit price's panel says the listing's current price beside the new one (+0.08 kB).
  // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the live
  // invalidation the marketplace's declarations, not every operation's schemas (21.04 → 20.07 kB),
  // the budget lowered with it.
  { name: 'TradePanel', code: "export { TradePanel } from '/src/ui/index.ts'", budget: 20_100 },
  // The button and its dialog first (2.3 kB); the panel when it opens.
  // Issue 45: Edit price's panel says the listing's current price beside the new one (+0.08 kB).
  // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the live
  // invalidation the marketplace's declarations, not every operation's schemas (22.40 → 21.39 kB),
  // the budget lowered with it.
  {
    name: 'TradeButton',
    code: "export { TradeButton } from '/src/ui/index.ts'",
    budget: 21_400,
    onDemand: ['isRequestValid', 'the market refused the transaction'],
  },
  {
    name: 'TradeRequestForm',
    code: "export { TradeRequestForm } from '/src/ui/index.ts'",
    // Issue 45: started at a listing's terms for Edit price, its end kept (+0.71 kB).
    // Issue 45: the relist's current price in its panel (+0.05 kB).
    // Issue 44: each flow brings only what it uses — the trade its part of the market's ABI, the
    // live invalidation the marketplace's declarations, not every operation's schemas (22.31 →
    // 21.33 kB), the budget lowered with it.
    budget: 21_350,
  },
]

async function measure(entry: Entry): Promise<{
  raw: number
  gzip: number
  code: string
  entryCode: string
  initial: number | undefined
}> {
  const id = '\0size-entry'
  const result = (await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    plugins: [
      {
        name: 'size-entry',
        enforce: 'pre',
        resolveId: (source) => (source.endsWith('size-entry') ? id : undefined),
        load: (source) => (source === id ? entry.code : undefined),
      },
    ],
    build: {
      write: false,
      minify: true,
      // An application build, not library mode: library mode keeps identifiers
      // unmangled, which is not what a user's bundle ships.
      rolldownOptions: { input: 'size-entry', external: PEERS, preserveEntrySignatures: 'strict' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const outputs = Array.isArray(result) ? result : [result]
  const chunks = outputs.flatMap((o) => o.output).filter((chunk) => chunk.type === 'chunk')
  const code = chunks.map((chunk) => chunk.code).join('\n')
  // What loads first, when some code is split off to load on demand (the trade panel): the entry
  // and what it imports statically, chunk by chunk.
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const first = new Set<string>()
  const visit = (name: string) => {
    if (first.has(name)) return
    first.add(name)
    for (const imported of byName.get(name)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  const entryCode = [...first].map((name) => byName.get(name)?.code ?? '').join('\n')
  const initial = chunks.length > 1 ? gzipSync(entryCode, { level: 9 }).length : undefined
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length, code, entryCode, initial }
}

let over = false
for (const entry of ENTRIES) {
  const { raw, gzip, code, entryCode, initial } = await measure(entry)
  const present = (entry.absent ?? []).filter((text) => code.includes(text))
  const first = (entry.onDemand ?? []).filter((text) => entryCode.includes(text))
  const ok = gzip <= entry.budget && present.length === 0 && first.length === 0
  over ||= !ok
  if (present.length) console.error(`${entry.name}: pays for ${present.join(', ')}`)
  if (first.length) console.error(`${entry.name}: loads first ${first.join(', ')}`)
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${entry.name.padEnd(44)} ${(gzip / 1000).toFixed(2).padStart(6)} kB gzip  (${(raw / 1000).toFixed(1)} kB min)  budget ${(entry.budget / 1000).toFixed(2)} kB${initial === undefined ? '' : `  (first ${(initial / 1000).toFixed(2)} kB, the rest on demand)`}`,
  )
}
if (over) {
  console.error('size: an entry is over its budget')
  process.exit(1)
}

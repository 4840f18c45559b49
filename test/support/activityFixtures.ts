/** Activity items for the activity list's tests and stories: ordinary, many, and hostile. */
import type {
  ActivityEntry,
  ActivityTokenInfo,
} from '../../src/ui/components/ActivityList/ActivityList.js'

export const NOW = Date.parse('2030-01-05T12:00:00Z')
export const COLLECTION = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const ZERO = '0x0000000000000000000000000000000000000000'
/** 2²⁵⁶ − 1: the largest token id there is. */
export const MAX_ID =
  '115792089237316195423570985008687907853269984665640564039457584007913129639935'

/** A transaction hash made from a number: `0x` and 64 hex digits. */
export const hashOf = (n: number) => `0x${n.toString(16).padStart(64, 'a')}`

const KINDS = ['transfer', 'mint', 'transfer', 'cancel', 'burn', 'transfer'] as const
const EVENTS: Record<string, string> = {
  transfer: 'Transfer',
  mint: 'Transfer',
  burn: 'Transfer',
  cancel: 'RequestCancelled',
}

/** Item `n` (its id): a transfer, mint, cancel or burn of token `n % 40 + 1`, `n` × 37 s before NOW. */
export function activityEntry(n: number, more: Partial<ActivityEntry> = {}): ActivityEntry {
  const kind = KINDS[n % KINDS.length]!
  const cancel = kind === 'cancel'
  return {
    id: String(n),
    kind,
    event: EVENTS[kind]!,
    chainId: 137,
    contractAddress: COLLECTION,
    from: kind === 'mint' ? ZERO : n % 2 ? ALICE : BOB,
    ...(cancel ? {} : { to: kind === 'burn' ? ZERO : n % 2 ? BOB : ALICE }),
    tokens: [{ tokenId: String((n % 40) + 1), ...(cancel ? {} : { amount: n % 7 ? '1' : '25' }) }],
    tokenCount: 1,
    blockNumber: 1000 + n,
    txnHash: hashOf(n),
    logIndex: 0,
    time: new Date(NOW - (100_000 - n) * 37_000).toISOString(),
    uid: `uid-${n}`,
    arrived: false,
    ...more,
  }
}

/** `count` items, newest (highest id, `newest`) first. */
export const manyEntries = (count: number, newest = 100_000): ActivityEntry[] =>
  Array.from({ length: count }, (_, i) => activityEntry(newest - i))

const picture = (hue: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="hsl(${hue} 60% 55%)"/><circle cx="5" cy="4" r="2" fill="white"/></svg>`

/** Names and pictures of tokens 1–20 (the others are shown by their id). */
export const TOKENS: ReadonlyMap<string, ActivityTokenInfo> = new Map(
  Array.from({ length: 20 }, (_, i) => [
    String(i + 1),
    { name: `Creature ${i + 1}`, imageData: picture(i * 37) },
  ]),
)

const ZALGO = 'T̸̢̛̗̝͎̺̻̲̥͚̗̣̺͖̪̼̤̀̀͂̏̈́̎̍̎̈́͘͠ŗ̶̧̧̛͙̝͈̭͍͉̫̼̩͓̤̟͉̙̓̒̈́͑̾̓͂́̆͘a̷̛͕͍̭̗̞͎̻̤̩̤̬͗̎̑̿̈͋̐̏̋̑̚͜͝͝n̸̡̨̠̹͙̗̮̺̪̩̖̰̥̞̙͂̇̋̓̀̂̒̊̓̈́͘s̴'

/** What a hostile contract or server may put in items: the view shows all of it as bounded text. */
export const HOSTILE: ActivityEntry[] = [
  activityEntry(90_010, {
    kind: 'rugpull',
    event: '\u202EtnemeerT evil \u2067مرحبا\u2069',
    from: 'not an address <img src=x onerror=alert(1)>',
    to: `\u202E${'0x'.padEnd(300, 'f')}`,
    tokens: [{ tokenId: MAX_ID, amount: MAX_ID }],
  }),
  activityEntry(90_009, {
    kind: 'transfer',
    event: 'TransferBatch',
    tokens: Array.from({ length: 100 }, (_, i) => ({ tokenId: String(i + 1), amount: '3' })),
    tokenCount: 10_000,
  }),
  activityEntry(90_008, {
    kind: 'other',
    event: ZALGO.repeat(3).slice(0, 64),
    txnHash: 'javascript:alert(1)',
    time: 'not a time \u202E',
  }),
  activityEntry(90_007, {
    kind: 'transfer',
    tokens: [],
    tokenCount: 0,
    amount: '1000000000000000000000000000000000000000000000000000000000',
  }),
  activityEntry(90_006, { kind: 'x'.repeat(32), event: 'שלום'.repeat(16) }),
  ...manyEntries(5, 90_005),
]

/** A network whose explorer is a script: its transactions must not become links. */
export const SCRIPT_EXPLORER = {
  chainId: 137,
  name: 'polygon',
  explorerUrl: 'javascript:alert(document.domain)//',
}

/** The market's currencies, named and priced in US dollars (`exchangeRate`) as an app may know them. */
export const WETH = '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619'
export const USDC = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'
export const MARKET_CURRENCIES = {
  [WETH.toLowerCase()]: { symbol: 'WETH', decimals: 18, exchangeRate: 3400 },
  [USDC.toLowerCase()]: { symbol: 'USDC', decimals: 6, exchangeRate: 1 },
}
/** Sequence Market on Polygon: it emits the request events, naming the collection. */
export const MARKET = '0xfdb42A198a932C8D3B506Ffa5e855bC4b348a712'

/** What the market does, and what follows it on the collection: one item of each kind, newest first. */
export function marketEntries(newest = 200_000): ActivityEntry[] {
  const market = (n: number, more: Partial<ActivityEntry>) =>
    activityEntry(n, {
      contractAddress: MARKET,
      collectionAddress: COLLECTION,
      requestId: String(n - 199_000),
      ...more,
    })
  const at = (n: number) => new Date(NOW - (newest - n + 1) * 95_000).toISOString()
  return [
    market(newest, {
      kind: 'sale',
      event: 'RequestAccepted',
      from: ALICE,
      to: BOB,
      tokens: [{ tokenId: '3', amount: '1' }],
      price: '6300000000000000',
      currency: WETH,
      quantity: '1',
      arrived: true,
    }),
    market(newest - 1, {
      kind: 'listing',
      event: 'RequestCreated',
      from: ALICE,
      to: undefined,
      tokens: [{ tokenId: '3' }],
      price: '6300000000000000',
      currency: WETH,
      quantity: '1',
    }),
    market(newest - 2, {
      kind: 'offer',
      event: 'RequestCreated',
      from: BOB,
      to: undefined,
      tokens: [{ tokenId: '12' }],
      price: '35800000',
      currency: USDC,
      quantity: '3',
    }),
    market(newest - 3, {
      kind: 'cancel',
      event: 'RequestCancelled',
      from: BOB,
      to: undefined,
      tokens: [{ tokenId: '33' }],
      price: '1250000000',
      currency: USDC,
      quantity: '1',
    }),
    market(newest - 4, {
      kind: 'invalidate',
      event: 'RequestsInvalidated',
      from: ALICE,
      to: undefined,
      tokens: [],
      tokenCount: 0,
      arrived: true,
    }),
    activityEntry(newest - 5, { kind: 'metadata', event: 'URI', to: undefined, arrived: true }),
    activityEntry(newest - 6, {
      kind: 'approval',
      event: 'ApprovalForAll',
      tokens: [],
      tokenCount: 0,
    }),
    activityEntry(newest - 7, {
      kind: 'mint',
      from: ZERO,
      tokens: [{ tokenId: '44', amount: '1' }],
    }),
    activityEntry(newest - 8, { kind: 'burn', to: ZERO, tokens: [{ tokenId: '45', amount: '5' }] }),
    activityEntry(newest - 9, {
      kind: 'other',
      event: 'OwnershipTransferred',
      tokens: [],
      tokenCount: 0,
    }),
  ].map((item, i) => ({ ...item, time: at(newest - i) }))
}

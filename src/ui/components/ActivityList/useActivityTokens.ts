'use client'
/**
 * The names and media of the tokens an activity list shows: what the app
 * knows first, then what a reader answers — one read per contract for the
 * rows shown, gathered while the rows settle, each token read once.
 */
import { useEffect, useReducer, useRef } from 'react'
import type { ActivityItem } from '../../../core/schemas/activity.js'

/** What is shown of a token: its name and media, when known. Untrusted text and URLs. */
export interface ActivityTokenInfo {
  readonly name?: string
  /** An image URL (http(s) or ipfs; anything else is not followed). */
  readonly image?: string
  /** An SVG document, shown as an image. */
  readonly imageData?: string
}

/** A reader's answer for one token: the members of a token's metadata the list shows. */
export interface ActivityTokenMetadata extends ActivityTokenInfo {
  readonly tokenId: string
}

/** Which tokens a reader is asked for: some of one contract's, on one chain. */
export interface ActivityTokenRequest {
  readonly chainId: number
  readonly contractAddress: string
  /** Decimal token ids, each once, at most `ACTIVITY_TOKENS_PER_READ`. */
  readonly tokenIds: readonly string[]
}

/**
 * Reads the metadata of some tokens of one contract in one call — the
 * platform's metadata service answers such a batch (`GetTokenMetadata`:
 * `chainID`, `contractAddress`, `tokenIDs`). A token it does not answer is
 * shown by its id; a failed read is asked again after a while.
 */
export type ActivityTokenReader = (
  request: ActivityTokenRequest,
  options: { readonly signal: AbortSignal },
) => Promise<readonly ActivityTokenMetadata[]>

/** The most token ids one read asks for. */
export const ACTIVITY_TOKENS_PER_READ = 100

/** After a read that failed, how long before its tokens are asked for again (ms). */
const RETRY_MS = 30_000

type Cached = ActivityTokenInfo | 'reading' | { readonly failedAt: number }

/** The item's collection: the market's events name it apart from the contract that emitted them. */
const collectionOf = (item: Pick<ActivityItem, 'contractAddress' | 'collectionAddress'>) =>
  (item.collectionAddress ?? item.contractAddress).toLowerCase()

const keyOf = (chainId: number, contract: string, tokenId: string) =>
  `${chainId}:${contract}:${tokenId}`

/** Only the text members of an answer: anything else a reader returns is dropped. */
function infoOf(answer: unknown): ActivityTokenInfo {
  const given = (answer ?? {}) as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
  const name = text(given.name)
  const image = text(given.image)
  const imageData = text(given.imageData)
  return { ...(name && { name }), ...(image && { image }), ...(imageData && { imageData }) }
}

/** Options of {@link useActivityTokens}. */
export interface UseActivityTokensOptions {
  /** The items whose rows are shown now (rendered, not every one held). */
  readonly shown: readonly Pick<
    ActivityItem,
    'chainId' | 'contractAddress' | 'collectionAddress' | 'tokens'
  >[]
  /** What the app knows, by token id: shown as it is, never read. */
  readonly known?: ReadonlyMap<string, ActivityTokenInfo> | undefined
  /** The batched read of the others; without it, tokens the app does not know show their ids. */
  readonly read?: ActivityTokenReader | undefined
  /** How long the rows shown must stay before a read (ms, default 120): a fast scroll reads once. */
  readonly delay?: number
}

/**
 * The tokens to read, as their sorted keys joined by commas: the first token
 * of each item shown that the app does not know, not read yet, or whose read
 * failed over `RETRY_MS` ago.
 */
function wantedKeys(
  shown: UseActivityTokensOptions['shown'],
  known: UseActivityTokensOptions['known'],
  cache: ReadonlyMap<string, Cached>,
): string {
  const now = Date.now()
  const wanted = new Set<string>()
  for (const item of shown) {
    const tokenId = item.tokens[0]?.tokenId
    if (tokenId === undefined || known?.has(tokenId)) continue
    const key = keyOf(item.chainId, collectionOf(item), tokenId)
    const cached = cache.get(key)
    if (cached === undefined || (typeof cached === 'object' && 'failedAt' in cached)) {
      if (cached === undefined || now - (cached as { failedAt: number }).failedAt > RETRY_MS)
        wanted.add(key)
    }
  }
  return [...wanted].sort().join(',')
}

/**
 * Reads the tokens of `asked` not being read already: one call per contract
 * and `ACTIVITY_TOKENS_PER_READ` ids, each token `reading` until its answer
 * (its text members, or `{}` when not answered) or its failure is cached;
 * `learned` once each call settles, unless `signal` is aborted.
 */
function readAsked(
  asked: string,
  cache: Map<string, Cached>,
  run: ActivityTokenReader,
  signal: AbortSignal,
  learned: () => void,
) {
  const groups = new Map<string, string[]>()
  for (const key of asked.split(',')) {
    if (cache.get(key) === 'reading') continue
    const at = key.lastIndexOf(':')
    const group = key.slice(0, at)
    const ids = groups.get(group) ?? []
    if (ids.length === 0) groups.set(group, ids)
    ids.push(key.slice(at + 1))
  }
  for (const [group, all] of groups) {
    const [chain = '', contractAddress = ''] = group.split(':')
    for (let i = 0; i < all.length; i += ACTIVITY_TOKENS_PER_READ) {
      const tokenIds = all.slice(i, i + ACTIVITY_TOKENS_PER_READ)
      const keys = tokenIds.map((id) => `${group}:${id}`)
      for (const key of keys) cache.set(key, 'reading')
      Promise.resolve()
        .then(() => run({ chainId: Number(chain), contractAddress, tokenIds }, { signal }))
        .then(
          (answer) => {
            const byId = new Map<string, ActivityTokenInfo>()
            for (const token of Array.isArray(answer) ? answer : []) {
              const id = (token as { tokenId?: unknown } | null)?.tokenId
              if (typeof id === 'string' || typeof id === 'number') {
                byId.set(String(id), infoOf(token))
              }
            }
            for (const [j, id] of tokenIds.entries()) {
              cache.set(keys[j]!, byId.get(id) ?? {})
            }
          },
          () => {
            const failedAt = Date.now()
            for (const key of keys) cache.set(key, { failedAt })
          },
        )
        .then(() => {
          if (!signal.aborted) learned()
        })
    }
  }
}

/**
 * The token of each row, for the eye: `known` first, else what `read`
 * answered. The first token of each item shown that is neither known nor
 * read is asked for once the rows stay put for `delay` — one call per
 * contract (at most `ACTIVITY_TOKENS_PER_READ` ids each), never one per row,
 * and never twice for a token. Answers keep only their text members.
 *
 * @example
 * ```ts
 * const tokenOf = useActivityTokens({ shown, known: tokens, read: readTokens })
 * tokenOf(item)?.name
 * ```
 */
export function useActivityTokens({
  shown,
  known,
  read,
  delay = 120,
}: UseActivityTokensOptions): (
  item: Pick<ActivityItem, 'chainId' | 'contractAddress' | 'collectionAddress' | 'tokens'>,
) => ActivityTokenInfo | undefined {
  const cache = useRef(new Map<string, Cached>())
  const reader = useRef(read)
  const [, learned] = useReducer((n: number) => n + 1, 0)
  const life = useRef<AbortController | undefined>(undefined)
  useEffect(() => {
    reader.current = read
  })
  useEffect(() => {
    const control = new AbortController()
    life.current = control
    return () => control.abort()
  }, [])

  const asked = read ? wantedKeys(shown, known, cache.current) : ''

  useEffect(() => {
    if (!asked) return
    const timer = setTimeout(() => {
      const signal = life.current?.signal
      const run = reader.current
      if (!run || !signal || signal.aborted) return
      readAsked(asked, cache.current, run, signal, learned)
    }, delay)
    return () => clearTimeout(timer)
  }, [asked, delay])

  return (item) => {
    const tokenId = item.tokens[0]?.tokenId
    if (tokenId === undefined) return undefined
    const given = known?.get(tokenId)
    if (given) return given
    const cached = cache.current.get(keyOf(item.chainId, collectionOf(item), tokenId))
    return typeof cached === 'object' && !('failedAt' in cached) ? cached : undefined
  }
}

/**
 * The indexer section: the webhook listeners of each project (none at
 * start). AddWebhookListener and RemoveWebhookListener write here; delivery
 * (indexer/delivery.ts) reads `listening` and stops a removed listener's
 * deliveries through its `signal`. Ids are numbers, unique across projects.
 * Everything read out is a copy.
 */
import type { SectionInit, StateSection } from '../context.js'

/** A listener's filters, as registered (token ids as decimal strings). */
export interface ListenerFilters {
  readonly contractAddresses: string[]
  readonly events: string[]
  readonly tokenIDs?: string[]
  readonly accounts?: string[]
  readonly topicHashes?: string[]
}

/** A registered listener: the wire shape of decisions.md §10, plus its network's chain id. */
export interface ListenerRecord {
  readonly id: number
  readonly projectId: number
  /** The chain of the indexer it was registered with. */
  readonly chainId: number
  readonly url: string
  readonly filters: ListenerFilters
  readonly name: string
  readonly active: boolean
  readonly updatedAt: string
}

/** What `add` takes: everything but the id, which the section assigns. */
export type ListenerInput = Omit<ListenerRecord, 'id' | 'name'> & { readonly name?: string }

export interface IndexerState extends StateSection {
  /** Registers a listener; answers it with its new id (and a default name `listener-<id>`). */
  add(input: ListenerInput): ListenerRecord
  /** Removes a project's listener; false when the project has no listener of that id. */
  remove(projectId: number, id: number): boolean
  /** The listeners of a project, by ascending id. */
  list(projectId: number): ListenerRecord[]
  /** The active listeners of every project on one network, by ascending id. */
  listening(chainId: number): ListenerRecord[]
  /** Aborted when the listener is removed; undefined for an id that is not registered. */
  signal(id: number): AbortSignal | undefined
}

const copy = (record: ListenerRecord): ListenerRecord => structuredClone(record)

/**
 * The part of the emulator's state webhook delivery reads (delivery.ts): the
 * indexer's own section. The indexer never imports the whole state.
 */
export interface WithIndexer {
  readonly indexer: IndexerState
}

/** Creates the indexer section, with no listeners. */
export function createIndexerState(_init: SectionInit): IndexerState {
  const listeners: ListenerRecord[] = []
  const controllers = new Map<number, AbortController>()
  let nextId = 1
  const state = {
    version: 0,
    add(input: ListenerInput) {
      const id = nextId++
      const record: ListenerRecord = copy({ ...input, id, name: input.name ?? `listener-${id}` })
      listeners.push(record)
      controllers.set(id, new AbortController())
      state.version++
      return copy(record)
    },
    remove(projectId: number, id: number) {
      const at = listeners.findIndex((l) => l.projectId === projectId && l.id === id)
      if (at < 0) return false
      listeners.splice(at, 1)
      controllers.get(id)?.abort(new Error(`webhook listener ${id} was removed`))
      controllers.delete(id)
      state.version++
      return true
    },
    list: (projectId: number) => listeners.filter((l) => l.projectId === projectId).map(copy),
    listening: (chainId: number) =>
      listeners.filter((l) => l.chainId === chainId && l.active).map(copy),
    signal: (id: number) => controllers.get(id)?.signal,
  }
  return state
}

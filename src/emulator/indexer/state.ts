/**
 * The indexer section: the webhook listeners of each project (none at
 * start). AddWebhookListener and RemoveWebhookListener write here; delivery
 * reads `list`. Ids are numbers, unique across projects. Everything read out
 * is a copy.
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
}

const copy = (record: ListenerRecord): ListenerRecord => structuredClone(record)

/** Creates the indexer section, with no listeners. */
export function createIndexerState(_init: SectionInit): IndexerState {
  const listeners: ListenerRecord[] = []
  let nextId = 1
  const state = {
    version: 0,
    add(input: ListenerInput) {
      const id = nextId++
      const record: ListenerRecord = copy({ ...input, id, name: input.name ?? `listener-${id}` })
      listeners.push(record)
      state.version++
      return copy(record)
    },
    remove(projectId: number, id: number) {
      const at = listeners.findIndex((l) => l.projectId === projectId && l.id === id)
      if (at < 0) return false
      listeners.splice(at, 1)
      state.version++
      return true
    },
    list: (projectId: number) => listeners.filter((l) => l.projectId === projectId).map(copy),
  }
  return state
}

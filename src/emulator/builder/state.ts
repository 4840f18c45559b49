/**
 * The builder section: each project's contracts, audiences and audience
 * contacts (interface §2.6, §2.7). Contracts are fixed; audiences and contacts
 * change through `createAudience` and `addContacts`, which check everything
 * before they write (a failed call changes nothing) and bump `version`.
 * Everything read out is a copy.
 */
import type { AudienceContact } from '../../core/schemas/audience.js'
import { iso } from '../clock.js'
import type { SectionInit, StateSection } from '../context.js'
import { fail } from '../errors.js'
import type { StoredAudience as Audience, StoredContract as Contract } from '../stored.js'
import { generateBuilderData } from './generate.js'

/** A contact as AddAudienceContacts sends it. */
export interface ContactInput {
  readonly address: string
  readonly name?: string | undefined
  readonly email?: string | undefined
}

export interface BuilderState extends StateSection {
  /** The contracts of a project, by ascending id. */
  contracts(projectId: number): Contract[]
  /** The audiences of a project, by ascending id. */
  audiences(projectId: number): Audience[]
  /** One audience of a project, or undefined. */
  audience(projectId: number, audienceId: number): Audience | undefined
  /** The contacts of an audience of a project, in the order they were added. */
  contacts(projectId: number, audienceId: number): AudienceContact[]
  /**
   * Creates an audience with no contacts at `now` (ms). A name already used in
   * the project, compared case-insensitively, fails with `RequestConflict`.
   */
  createAudience(projectId: number, name: string, now: number): Audience
  /**
   * Adds contacts to an audience, all or nothing: an unknown audience fails
   * with `NotFound`; an address already present (case-insensitive) is updated
   * rather than duplicated. Answers the updated audience.
   */
  addContacts(
    projectId: number,
    audienceId: number,
    contacts: readonly ContactInput[],
    now: number,
  ): Audience
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** The section's data, and the next free ids. */
interface BuilderStore {
  readonly contracts: readonly Contract[]
  readonly audiences: Audience[]
  readonly contacts: AudienceContact[]
  nextAudienceId: number
  nextContactId: number
}

/** Creates the builder section from the seed. */
export function createBuilderState(init: SectionInit): BuilderState {
  const generated = generateBuilderData(init)
  const data: BuilderStore = {
    contracts: generated.contracts.map((c) => Object.freeze({ ...c })),
    audiences: generated.audiences,
    contacts: generated.contacts,
    nextAudienceId: generated.nextAudienceId,
    nextContactId: generated.nextContactId,
  }
  const state = {
    version: 0,
    contracts: (projectId: number) =>
      data.contracts.filter((c) => c.projectId === projectId).map((c) => ({ ...c })),
    audiences: (projectId: number) =>
      data.audiences.filter((a) => a.projectId === projectId).map((a) => ({ ...a })),
    audience(projectId: number, audienceId: number) {
      const found = findAudience(data, projectId, audienceId)
      return found && { ...found }
    },
    contacts: (projectId: number, audienceId: number) =>
      findAudience(data, projectId, audienceId)
        ? data.contacts.filter((c) => c.audienceId === audienceId).map((c) => ({ ...c }))
        : [],
    createAudience(projectId: number, name: string, now: number) {
      const audience = createAudience(data, projectId, name, now)
      state.version++
      return audience
    },
    addContacts(
      projectId: number,
      audienceId: number,
      input: readonly ContactInput[],
      now: number,
    ) {
      const audience = addContacts(data, projectId, audienceId, input, now)
      state.version++
      return audience
    },
  }
  return state
}

/** An audience of a project, or undefined. */
const findAudience = (data: BuilderStore, projectId: number, audienceId: number) =>
  data.audiences.find((a) => a.projectId === projectId && a.id === audienceId)

/** Creates an empty audience of a name the project does not use yet; answers a copy. */
function createAudience(
  data: BuilderStore,
  projectId: number,
  name: string,
  now: number,
): Audience {
  const lower = name.toLowerCase()
  if (data.audiences.some((a) => a.projectId === projectId && a.name.toLowerCase() === lower)) {
    fail('RequestConflict', `the project already has an audience named ${JSON.stringify(name)}`)
  }
  const at = iso(now)
  const audience: Audience = {
    id: data.nextAudienceId++,
    projectId,
    name,
    contactCount: 0,
    createdAt: at,
    updatedAt: at,
    deletedAt: '',
  }
  data.audiences.push(audience)
  return { ...audience }
}

/** Adds or updates an audience's contacts once all of them are checked; answers a copy of the audience. */
function addContacts(
  data: BuilderStore,
  projectId: number,
  audienceId: number,
  input: readonly ContactInput[],
  now: number,
): Audience {
  const audience = findAudience(data, projectId, audienceId)
  if (!audience) fail('NotFound', `the project has no audience ${audienceId}`)
  const bad = input.findIndex((c) => !ADDRESS.test(c.address))
  if (bad >= 0) fail('InvalidArgument', `contacts.${bad}.address: must be an address`)

  // Work out every change first; write only when all of them are known.
  const at = iso(now)
  const { contacts } = data
  const existing = new Map(
    contacts.filter((c) => c.audienceId === audienceId).map((c) => [c.address.toLowerCase(), c]),
  )
  const { updates, added } = contactChanges(existing, audienceId, input, at)

  for (const [current, next] of updates) contacts[contacts.indexOf(current)] = next
  for (const next of added.values()) contacts.push({ ...next, id: data.nextContactId++ })
  audience.contactCount = existing.size + added.size
  audience.updatedAt = at
  return { ...audience }
}

/** The contacts an input updates (current → next) and those it adds (by lower-case address), at `at`. */
function contactChanges(
  existing: ReadonlyMap<string, AudienceContact>,
  audienceId: number,
  input: readonly ContactInput[],
  at: string,
) {
  const updates = new Map<AudienceContact, AudienceContact>()
  const added = new Map<string, AudienceContact>()
  for (const c of input) {
    const lower = c.address.toLowerCase()
    const current = existing.get(lower)
    const target = current ? (updates.get(current) ?? current) : added.get(lower)
    const next: AudienceContact = {
      ...(target ?? {
        id: 0,
        audienceId,
        address: c.address,
        createdAt: at,
        name: '',
        email: '',
      }),
      ...(c.name !== undefined ? { name: c.name } : {}),
      ...(c.email !== undefined ? { email: c.email } : {}),
      updatedAt: at,
    }
    if (current) updates.set(current, next)
    else added.set(lower, next)
  }
  return { updates, added }
}

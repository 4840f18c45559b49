/**
 * The builder section's generated data: each project's contracts, audiences
 * and contacts, derived from the seed and relative to the start time. Ids are
 * unique across projects; within a project, contract names and creation times
 * are unique, so that they can serve as cursors (decisions.md §5).
 */
import { type Address, type Hex, keccak256 } from 'viem'
import type { AudienceContact } from '../../core/schemas/audience.js'
import { iso } from '../clock.js'
import type { SectionInit } from '../context.js'
import { DEV_ACCOUNTS } from '../data/accounts.js'
import { EMULATED_COLLECTIONS, EMULATED_NETWORKS, labelAddress } from '../data/catalog.js'
import type { Random } from '../random.js'
import type { StoredAudience as Audience, StoredContract as Contract } from '../stored.js'
import { abiOf } from './abi.js'

const DAY = 86_400_000

const words = (text: string) => text.split(' ')
const ADJECTIVES = words(
  'Amber Brave Cobalt Dusty Electric Frozen Golden Hidden Iron Jade Lunar Misty Noble Obsidian Quiet Ruby Silent Tidal Velvet Wild',
)
const NOUNS = words(
  'Badges Cards Coins Crystals Drops Frames Keys Maps Passes Points Quests Relays Shards Sigils Stamps Tickets Tokens Vaults Wings Worlds',
)
const GENERATED_TYPES = words('ERC20 ERC721 ERC721 ERC1155 ERC1155 SALE UNKNOWN')
const AUDIENCE_NAMES =
  'Early supporters|Newsletter|Beta testers|Collectors|Allow list|VIP guests'.split('|')
const FIRST_NAMES = words(
  'Ada Boris Chloe Dmitri Elena Farid Grace Hiro Ines Jonas Kemi Liam Mei Nadia Omar Priya Rafael Sofia Tomas Yara',
)

/** A contract before it gets its id, times and derived fields. */
interface ContractSeed {
  readonly name: string
  readonly address: Address
  readonly type: string
  readonly chainId: number
  readonly itemsContractAddress?: Address
}

/** The generated data of every project. */
export interface BuilderData {
  readonly contracts: Contract[]
  readonly audiences: Audience[]
  readonly contacts: AudienceContact[]
  /** The next free audience and contact ids. */
  readonly nextAudienceId: number
  readonly nextContactId: number
}

/** The data generated so far, the next ids, and the times taken. */
interface Generation {
  readonly t0: number
  readonly contracts: Contract[]
  readonly audiences: Audience[]
  readonly contacts: AudienceContact[]
  contractId: number
  audienceId: number
  contactId: number
  /** The creation times given out, each unique across the section. */
  readonly usedTimes: Set<number>
}

/** Generates the contracts, audiences and contacts of both development projects. */
export function generateBuilderData({ random, t0 }: SectionInit): BuilderData {
  const g: Generation = {
    t0,
    contracts: [],
    audiences: [],
    contacts: [],
    contractId: 1000,
    audienceId: 100,
    contactId: 5000,
    usedTimes: new Set(),
  }
  // Project 1: the catalog's collections, each network's currencies and
  // marketplace contract, and forty more.
  const r1 = random.fork('project 1')
  addContracts(g, 1, catalogSeeds(), 40, addAudiences(g, 1, r1), r1)

  // Project 2: a handful of its own.
  const r2 = random.fork('project 2')
  addContracts(g, 2, [], 6, addAudiences(g, 2, r2), r2)

  const { contracts, audiences, contacts } = g
  return {
    contracts,
    audiences,
    contacts,
    nextAudienceId: g.audienceId,
    nextContactId: g.contactId,
  }
}

/** A time in the past, unique across the section, to the second. */
function pastTime(g: Generation, r: Random, minDays: number, maxDays: number): number {
  for (;;) {
    const ms = g.t0 - r.int(minDays, maxDays) * DAY - r.int(0, 86_399) * 1000
    if (!g.usedTimes.has(ms)) {
      g.usedTimes.add(ms)
      return ms
    }
  }
}

/** Two or three audiences of a project, with their contacts; answers their ids. */
function addAudiences(g: Generation, projectId: number, r: Random): number[] {
  const count = r.int(2, 3)
  const names = [...AUDIENCE_NAMES]
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const name = names.splice(r.int(0, names.length - 1), 1)[0]!
    const created = pastTime(g, r, 60, 200)
    const id = g.audienceId++
    const { size, updated } = addContacts(g, projectId, id, created, r)
    g.audiences.push({
      id,
      projectId,
      name,
      contactCount: size,
      createdAt: iso(created),
      updatedAt: iso(updated),
      deletedAt: '',
    })
    ids.push(id)
  }
  return ids
}

/** Three to eight contacts of an audience, some of them dev accounts; answers how many and the last change. */
function addContacts(
  g: Generation,
  projectId: number,
  id: number,
  created: number,
  r: Random,
): { size: number; updated: number } {
  const size = r.int(3, 8)
  const seen = new Set<string>()
  let updated = created
  for (let k = 0; k < size; k++) {
    const address = r.chance(0.4)
      ? r.pick(DEV_ACCOUNTS).address
      : labelAddress(`project ${projectId} audience ${id} contact ${k}`)
    if (seen.has(address.toLowerCase())) continue
    seen.add(address.toLowerCase())
    const first = r.pick(FIRST_NAMES)
    const at = Math.min(created + r.int(1, 50) * DAY + r.int(0, 86_399) * 1000, g.t0)
    updated = Math.max(updated, at)
    g.contacts.push({
      id: g.contactId++,
      audienceId: id,
      address,
      createdAt: iso(at),
      updatedAt: iso(at),
      name: first,
      email: `${first.toLowerCase()}.${k}@example.org`,
    })
  }
  return { size: seen.size, updated }
}

/** Project 1's fixed contracts: the catalog's collections, each network's currencies and marketplace. */
function catalogSeeds(): ContractSeed[] {
  return [
    ...EMULATED_COLLECTIONS.map((c) => ({
      name: c.name,
      address: c.address,
      type: c.contractType,
      chainId: c.chainId,
    })),
    ...EMULATED_NETWORKS.flatMap((n) => [
      ...n.currencies.map((c) => ({
        name: `${c.symbol} (${n.title})`,
        address: c.address,
        type: 'ERC20',
        chainId: n.chainId,
      })),
      {
        name: `Native Marketplace (${n.title})`,
        address: n.marketplaceContract,
        type: 'MARKETPLACE',
        chainId: n.chainId,
      },
    ]),
  ]
}

/** A project's contracts: its fixed ones, then `generated` more of unique names. */
function addContracts(
  g: Generation,
  projectId: number,
  seeds: ContractSeed[],
  generated: number,
  audienceIds: number[],
  r: Random,
): void {
  const names = new Set(seeds.map((s) => s.name))
  for (let i = 0; i < generated; i++) seeds.push(drawSeed(projectId, i, seeds, names, r))
  for (const seed of seeds) addContract(g, projectId, seed, audienceIds, r)
}

/** The `i`th generated contract of a project: a name not in `names` (which it joins), a type and a chain. */
function drawSeed(
  projectId: number,
  i: number,
  seeds: readonly ContractSeed[],
  names: Set<string>,
  r: Random,
): ContractSeed {
  let name = `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`
  for (let n = 2; names.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`
  names.add(name)
  const type = r.pick(GENERATED_TYPES)
  const chainId = r.pick(EMULATED_NETWORKS).chainId
  const items =
    type === 'SALE'
      ? seeds.find((s) => (s.type === 'ERC721' || s.type === 'ERC1155') && s.chainId === chainId)
      : undefined
  return {
    name,
    type,
    chainId,
    address: labelAddress(`project ${projectId} contract ${i}`),
    ...(items ? { itemsContractAddress: items.address } : {}),
  }
}

/** A contract from its seed: its id, bytecode, times and maybe an audience. */
function addContract(
  g: Generation,
  projectId: number,
  seed: ContractSeed,
  audienceIds: readonly number[],
  r: Random,
): void {
  g.contractId += r.int(1, 4)
  const body = Array.from({ length: 43 }, () => r.int(0, 255).toString(16).padStart(2, '0'))
  const bytecode: Hex = `0x6080604052${body.join('')}`
  const created = pastTime(g, r, 1, 700)
  const updated = Math.min(created + r.int(0, 30) * DAY, g.t0)
  g.contracts.push({
    id: g.contractId,
    projectId,
    contractName: seed.name,
    contractAddress: seed.address,
    contractType: seed.type,
    chainId: seed.chainId,
    createdAt: iso(created),
    updatedAt: iso(updated),
    itemsContractAddress: seed.itemsContractAddress ?? '',
    abi: abiOf(seed.type),
    bytecode,
    bytecodeHash: keccak256(bytecode),
    audienceId: audienceIds.length && r.chance(0.25) ? r.pick(audienceIds) : 0,
  })
}

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

const DAY = 86_400_000

/** A short JSON ABI per contract type: a few functions and events, enough to look real. */
const ABI_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  ERC20: [
    'function balanceOf(address owner) view returns (uint256)',
    'function transfer(address to, uint256 value) returns (bool)',
    'event Transfer(address indexed from, address indexed to, uint256 value)',
  ],
  ERC721: [
    'function ownerOf(uint256 tokenId) view returns (address)',
    'function tokenURI(uint256 tokenId) view returns (string)',
    'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  ],
  ERC1155: [
    'function balanceOf(address account, uint256 id) view returns (uint256)',
    'function uri(uint256 id) view returns (string)',
    'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  ],
  MARKETPLACE: [
    'function cancelRequest(uint256 requestId)',
    'event RequestCancelled(uint256 indexed requestId, address indexed tokenContract)',
  ],
  SALE: [
    'function mint(address to, uint256 amount) payable',
    'event ItemsMinted(address indexed to, uint256 amount)',
  ],
}

/** Turns `function name(type a, …) view returns (type)` into a JSON ABI entry. */
function abiEntry(signature: string): Record<string, unknown> {
  const match = /^(function|event) (\w+)\(([^)]*)\)(.*)$/.exec(signature)!
  const [, kind, name, args = '', rest = ''] = match
  const params = (text: string, indexedAllowed: boolean) =>
    text
      .split(',')
      .map((p) => p.trim().split(/\s+/))
      .filter((words) => words[0])
      .map((words) => ({
        name: words.at(-1) === words[0] ? '' : words.at(-1),
        type: words[0],
        ...(indexedAllowed ? { indexed: words.includes('indexed') } : {}),
      }))
  if (kind === 'event') return { type: 'event', name, inputs: params(args, true), anonymous: false }
  const returns = /returns \(([^)]*)\)/.exec(rest)?.[1] ?? ''
  return {
    type: 'function',
    name,
    inputs: params(args, false),
    outputs: params(returns, false),
    stateMutability: rest.includes('view')
      ? 'view'
      : rest.includes('payable')
        ? 'payable'
        : 'nonpayable',
  }
}

const abiOf = (type: string): string =>
  JSON.stringify((ABI_ENTRIES[type] ?? ABI_ENTRIES.ERC20!).map(abiEntry))

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

/** Generates the contracts, audiences and contacts of both development projects. */
export function generateBuilderData({ random, t0 }: SectionInit): BuilderData {
  const contracts: Contract[] = []
  const audiences: Audience[] = []
  const contacts: AudienceContact[] = []
  let contractId = 1000
  let audienceId = 100
  let contactId = 5000
  const usedTimes = new Set<number>()

  /** A time in the past, unique across the section, to the second. */
  const pastTime = (r: Random, minDays: number, maxDays: number): number => {
    for (;;) {
      const ms = t0 - r.int(minDays, maxDays) * DAY - r.int(0, 86_399) * 1000
      if (!usedTimes.has(ms)) {
        usedTimes.add(ms)
        return ms
      }
    }
  }

  const addAudiences = (projectId: number, r: Random): number[] => {
    const count = r.int(2, 3)
    const names = [...AUDIENCE_NAMES]
    const ids: number[] = []
    for (let i = 0; i < count; i++) {
      const name = names.splice(r.int(0, names.length - 1), 1)[0]!
      const created = pastTime(r, 60, 200)
      const id = audienceId++
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
        const at = Math.min(created + r.int(1, 50) * DAY + r.int(0, 86_399) * 1000, t0)
        updated = Math.max(updated, at)
        contacts.push({
          id: contactId++,
          audienceId: id,
          address,
          createdAt: iso(at),
          updatedAt: iso(at),
          name: first,
          email: `${first.toLowerCase()}.${k}@example.org`,
        })
      }
      audiences.push({
        id,
        projectId,
        name,
        contactCount: seen.size,
        createdAt: iso(created),
        updatedAt: iso(updated),
        deletedAt: '',
      })
      ids.push(id)
    }
    return ids
  }

  const addContracts = (
    projectId: number,
    seeds: ContractSeed[],
    generated: number,
    audienceIds: number[],
    r: Random,
  ) => {
    const names = new Set(seeds.map((s) => s.name))
    for (let i = 0; i < generated; i++) {
      let name = `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`
      for (let n = 2; names.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`
      names.add(name)
      const type = r.pick(GENERATED_TYPES)
      const chainId = r.pick(EMULATED_NETWORKS).chainId
      const items =
        type === 'SALE'
          ? seeds.find(
              (s) => (s.type === 'ERC721' || s.type === 'ERC1155') && s.chainId === chainId,
            )
          : undefined
      seeds.push({
        name,
        type,
        chainId,
        address: labelAddress(`project ${projectId} contract ${i}`),
        ...(items ? { itemsContractAddress: items.address } : {}),
      })
    }
    for (const seed of seeds) {
      contractId += r.int(1, 4)
      const body = Array.from({ length: 43 }, () => r.int(0, 255).toString(16).padStart(2, '0'))
      const bytecode: Hex = `0x6080604052${body.join('')}`
      const created = pastTime(r, 1, 700)
      const updated = Math.min(created + r.int(0, 30) * DAY, t0)
      contracts.push({
        id: contractId,
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
  }

  // Project 1: the catalog's collections, each network's currencies and
  // marketplace contract, and forty more.
  const r1 = random.fork('project 1')
  const seeds1: ContractSeed[] = [
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
  addContracts(1, seeds1, 40, addAudiences(1, r1), r1)

  // Project 2: a handful of its own.
  const r2 = random.fork('project 2')
  addContracts(2, [], 6, addAudiences(2, r2), r2)

  return { contracts, audiences, contacts, nextAudienceId: audienceId, nextContactId: contactId }
}

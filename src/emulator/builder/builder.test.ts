/**
 * The emulator's Builder group through the real client: ListContracts with
 * filters and cursor paging by every column, both directions and both ends;
 * CreateAudience and AddAudienceContacts with their documented errors.
 */
import { keccak256 } from 'viem'
import { beforeEach, describe, expect, test } from 'vitest'
import {
  errorOf,
  expectFailure,
  type Harness,
  harness,
} from '../../../test/support/emulatorHarness.js'
import type { Contract, ListContractsRequest } from '../../core/index.js'
import { iso } from '../clock.js'
import { DEV_ACCOUNTS } from '../data/accounts.js'
import { EMULATED_COLLECTIONS, EMULATED_NETWORKS } from '../data/catalog.js'
import { createEmulator } from '../emulator.js'

let h: Harness
beforeEach(() => {
  h = harness()
})

type PageParam = NonNullable<ListContractsRequest['page']>

/** Walks every page forward from the start; answers the items in the order received. */
async function walkForward(page: Omit<PageParam, 'after' | 'before'>, projectId = 1) {
  const client = h.client(projectId as 1 | 2)
  const items: Contract[] = []
  let after: unknown
  for (let i = 0; i < 100; i++) {
    const res = await client.builder.listContracts({
      projectId,
      page: { ...page, ...(after !== undefined ? { after } : {}) },
    })
    items.push(...res.contracts)
    if (!res.page!.more) return items
    after = res.page!.after
  }
  throw new Error('paging did not end')
}

const ids = (contracts: readonly Contract[]) => contracts.map((c) => c.id!)
const sortKey: Record<string, (c: Contract) => number | string> = {
  id: (c) => c.id!,
  contractName: (c) => c.contractName!,
  chainId: (c) => c.chainId!,
  createdAt: (c) => Date.parse(c.createdAt!),
}

describe('ListContracts', () => {
  test('the first page: 30 contracts by ascending id, with the cursors of its ends', async () => {
    const { contracts, page } = await h.client().builder.listContracts({ projectId: 1 })
    expect(contracts).toHaveLength(30)
    expect(ids(contracts)).toEqual([...ids(contracts)].sort((a, b) => a - b))
    expect(page).toEqual({
      pageSize: 30,
      more: true,
      column: 'id',
      before: contracts[0]!.id,
      after: contracts[29]!.id,
      sort: [],
    })
    expect(contracts.every((c) => c.projectId === 1)).toBe(true)
  })

  test('contracts carry every field of the wire shape', async () => {
    const all = h.emulator.state.builder.contracts(1)
    for (const c of all) {
      expect(Object.keys(c).sort()).toEqual(
        [
          'abi',
          'audienceId',
          'bytecode',
          'bytecodeHash',
          'chainId',
          'contractAddress',
          'contractName',
          'contractType',
          'createdAt',
          'id',
          'itemsContractAddress',
          'projectId',
          'updatedAt',
        ].sort(),
      )
      expect(Array.isArray(JSON.parse(c.abi!))).toBe(true)
      expect(c.bytecodeHash).toBe(keccak256(c.bytecode as `0x${string}`))
      expect(Date.parse(c.createdAt!)).toBeLessThanOrEqual(Date.parse(c.updatedAt!))
      expect(Date.parse(c.updatedAt!)).toBeLessThanOrEqual(h.emulator.clock.now())
    }
  })

  test("project 1 holds the catalog's collections, currencies and marketplace contracts, and more", () => {
    const all = h.emulator.state.builder.contracts(1)
    const byAddress = new Map(all.map((c) => [c.contractAddress, c]))
    for (const col of EMULATED_COLLECTIONS) {
      expect(byAddress.get(col.address)).toMatchObject({
        contractName: col.name,
        contractType: col.contractType,
        chainId: col.chainId,
      })
    }
    for (const n of EMULATED_NETWORKS) {
      for (const cur of n.currencies) {
        expect(byAddress.get(cur.address)).toMatchObject({
          contractType: 'ERC20',
          chainId: n.chainId,
        })
      }
      expect(byAddress.get(n.marketplaceContract)).toMatchObject({
        contractType: 'MARKETPLACE',
        chainId: n.chainId,
      })
    }
    expect(all.length).toBeGreaterThanOrEqual(50)
    expect(new Set(all.map((c) => c.contractName)).size).toBe(all.length)
    expect(new Set(all.map((c) => c.createdAt)).size).toBe(all.length)
  })

  test('paging forward gives every contract exactly once', async () => {
    const items = await walkForward({})
    expect(ids(items)).toEqual(ids(h.emulator.state.builder.contracts(1)))
  })

  for (const column of ['id', 'contractName', 'chainId', 'createdAt']) {
    for (const order of ['ASC', 'DESC'] as const) {
      test(`paging by ${column} ${order}: every contract once, in order`, async () => {
        const items = await walkForward({ column, pageSize: 7, sort: [{ column, order }] })
        const all = h.emulator.state.builder.contracts(1)
        expect([...ids(items)].sort()).toEqual([...ids(all)].sort())
        const key = sortKey[column]!
        for (let i = 1; i < items.length; i++) {
          const [a, b] = [key(items[i - 1]!), key(items[i]!)]
          if (order === 'ASC') expect(a <= b).toBe(true)
          else expect(a >= b).toBe(true)
        }
      })
    }
  }

  test('sort alone picks the column; DESC reverses', async () => {
    const client = h.client()
    const asc = await client.builder.listContracts({ projectId: 1, page: { pageSize: 100 } })
    const desc = await client.builder.listContracts({
      projectId: 1,
      page: { pageSize: 100, sort: [{ column: 'id', order: 'DESC' }] },
    })
    expect(ids(desc.contracts)).toEqual([...ids(asc.contracts)].reverse())
    expect(desc.page).toMatchObject({ column: 'id', sort: [{ column: 'id', order: 'DESC' }] })
    const byName = await client.builder.listContracts({
      projectId: 1,
      page: { pageSize: 3, sort: [{ column: 'contractName' }] },
    })
    expect(byName.page!.column).toBe('contractName')
    expect(byName.page!.after).toBe(byName.contracts[2]!.contractName)
  })

  test('chainId cursors carry the id that breaks ties', async () => {
    const { contracts, page } = await h.client().builder.listContracts({
      projectId: 1,
      page: { column: 'chainId', pageSize: 5 },
    })
    expect(page!.after).toEqual([contracts[4]!.chainId, contracts[4]!.id])
  })

  test('before: the items just before, still in ascending order', async () => {
    const client = h.client()
    const all = ids(h.emulator.state.builder.contracts(1))
    const p1 = await client.builder.listContracts({ projectId: 1, page: { pageSize: 10 } })
    const p2 = await client.builder.listContracts({
      projectId: 1,
      page: { pageSize: 10, after: p1.page!.after },
    })
    const p3 = await client.builder.listContracts({
      projectId: 1,
      page: { pageSize: 10, after: p2.page!.after },
    })
    expect(ids(p3.contracts)).toEqual(all.slice(20, 30))
    const back = await client.builder.listContracts({
      projectId: 1,
      page: { pageSize: 10, before: p3.page!.before },
    })
    expect(ids(back.contracts)).toEqual(ids(p2.contracts))
    expect(back.page!.more).toBe(true)
    const first = await client.builder.listContracts({
      projectId: 1,
      page: { pageSize: 10, before: back.page!.before },
    })
    expect(ids(first.contracts)).toEqual(ids(p1.contracts))
    expect(first.page!.more).toBe(false)
  })

  test('walking backwards by name from the end gives every contract once', async () => {
    const client = h.client()
    const all = h.emulator.state.builder.contracts(1)
    const names = all.map((c) => c.contractName).sort()
    const seen: string[] = []
    let before: unknown = `${names.at(-1)}~`
    for (;;) {
      const { contracts, page } = await client.builder.listContracts({
        projectId: 1,
        page: { column: 'contractName', pageSize: 8, before },
      })
      seen.unshift(...contracts.map((c) => c.contractName!))
      if (!page!.more) break
      before = page!.before
    }
    expect(seen).toEqual(names)
  })

  test('an empty page has no cursors', async () => {
    const { contracts, page } = await h.client().builder.listContracts({
      projectId: 1,
      filter: { chainId: 1 },
    })
    expect(contracts).toEqual([])
    expect(page).toEqual({ pageSize: 30, more: false, column: 'id', sort: [] })
  })

  test('filters by chain and by type', async () => {
    const client = h.client()
    const polygon = await client.builder.listContracts({
      projectId: 1,
      filter: { chainId: 137 },
      page: { pageSize: 100 },
    })
    expect(polygon.contracts.length).toBeGreaterThan(0)
    expect(polygon.contracts.every((c) => c.chainId === 137)).toBe(true)
    const market = await client.builder.listContracts({
      projectId: 1,
      filter: { contractType: 'MARKETPLACE' },
    })
    expect(market.contracts.map((c) => c.contractAddress).sort()).toEqual(
      EMULATED_NETWORKS.map((n) => n.marketplaceContract).sort(),
    )
    const erc721 = await client.builder.listContracts({
      projectId: 1,
      filter: { chainId: 31337, contractType: 'ERC721' },
      page: { pageSize: 100 },
    })
    expect(erc721.contracts.every((c) => c.chainId === 31337 && c.contractType === 'ERC721')).toBe(
      true,
    )
    expect(erc721.contracts.map((c) => c.contractName)).toContain('Emulated Creatures')
  })

  test('project 2 sees its own contracts; ids are unique across projects', async () => {
    const mine = await walkForward({ pageSize: 100 }, 2)
    expect(mine.length).toBeGreaterThanOrEqual(3)
    expect(mine.every((c) => c.projectId === 2)).toBe(true)
    const other = new Set(ids(h.emulator.state.builder.contracts(1)))
    expect(mine.some((c) => other.has(c.id!))).toBe(false)
  })

  test("another project's projectId is PermissionDenied", async () => {
    await expectFailure(h.client().builder.listContracts({ projectId: 2 }), 'PermissionDenied')
    await expectFailure(h.client(2).builder.listContracts({ projectId: 1 }), 'PermissionDenied')
    await expectFailure(h.client().builder.listContracts({ projectId: 99 }), 'PermissionDenied')
  })

  test('unknown columns, bad cursors and bad page sizes are InvalidArgument', async () => {
    const client = h.client()
    await expectFailure(
      client.builder.listContracts({ projectId: 1, page: { column: 'priceUSD' } }),
      'InvalidArgument',
    )
    await expectFailure(
      client.builder.listContracts({ projectId: 1, page: { sort: [{ column: 'abi' }] } }),
      'InvalidArgument',
    )
    await expectFailure(
      client.builder.listContracts({ projectId: 1, page: { after: 'not an id' } }),
      'InvalidArgument',
    )
    await expectFailure(
      client.builder.listContracts({ projectId: 1, page: { column: 'createdAt', after: 'never' } }),
      'InvalidArgument',
    )
    await expectFailure(
      client.builder.listContracts({ projectId: 1, page: { after: 1, before: 2 } }),
      'InvalidArgument',
    )
    // Client-side, then server-side.
    await expectFailure(
      client.builder.listContracts({ projectId: 1, page: { pageSize: 0 } }),
      'InvalidArgument',
    )
    const res = await h.raw('/api/rpc/Builder/ListContracts', {
      projectId: 1,
      page: { pageSize: 101 },
    })
    expect(await errorOf(res)).toEqual({ status: 400, error: 'InvalidArgument' })
  })

  test('the same seed gives the same contracts; another seed others', () => {
    const a = createEmulator({ size: 50, seed: 3 }).state.builder.contracts(1)
    const b = createEmulator({ size: 50, seed: 3 }).state.builder.contracts(1)
    const c = createEmulator({ size: 50, seed: 4 }).state.builder.contracts(1)
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(c))
  })
})

describe('audiences', () => {
  test('each project starts with 2–3 audiences whose contacts match their count', () => {
    const { builder } = h.emulator.state
    for (const projectId of [1, 2]) {
      const audiences = builder.audiences(projectId)
      expect(audiences.length).toBeGreaterThanOrEqual(2)
      expect(audiences.length).toBeLessThanOrEqual(3)
      for (const a of audiences) {
        const contacts = builder.contacts(projectId, a.id)
        expect(a.contactCount).toBe(contacts.length)
        expect(contacts.length).toBeGreaterThan(0)
        for (const c of contacts) {
          expect(c).toMatchObject({ audienceId: a.id, address: expect.stringMatching(/^0x/) })
          expect(typeof c.id).toBe('number')
        }
      }
    }
  })

  test('CreateAudience answers a new, empty audience stamped now', async () => {
    const { audience } = await h.client().builder.createAudience({ projectId: 1, name: 'Raffle' })
    const now = iso(h.emulator.clock.now())
    expect(audience).toMatchObject({
      projectId: 1,
      name: 'Raffle',
      contactCount: 0,
      createdAt: now,
      updatedAt: now,
    })
    expect(h.emulator.state.builder.audience(1, audience.id)).toEqual(audience)
    const seeded = h.emulator.state.builder.audiences(1).filter((a) => a.id !== audience.id)
    expect(seeded.every((a) => a.id !== audience.id)).toBe(true)
  })

  test('a duplicate name, in any case, is RequestConflict; another project may use it', async () => {
    const client = h.client()
    const existing = h.emulator.state.builder.audiences(1)[0]!.name
    await expectFailure(
      client.builder.createAudience({ projectId: 1, name: existing.toUpperCase() }),
      'RequestConflict',
    )
    await client.builder.createAudience({ projectId: 1, name: 'Raffle' })
    const version = h.emulator.state.builder.version
    await expectFailure(
      client.builder.createAudience({ projectId: 1, name: 'rAFFLE' }),
      'RequestConflict',
    )
    expect(h.emulator.state.builder.version).toBe(version)
    const { audience } = await h.client(2).builder.createAudience({ projectId: 2, name: 'Raffle' })
    expect(audience.projectId).toBe(2)
  })

  test("CreateAudience with another project's projectId is PermissionDenied", async () => {
    await expectFailure(
      h.client().builder.createAudience({ projectId: 2, name: 'Nope' }),
      'PermissionDenied',
    )
    expect(h.emulator.state.builder.audiences(2).some((a) => a.name === 'Nope')).toBe(false)
  })

  test('a name of 0 or over 100 characters is InvalidArgument', async () => {
    const res = await h.raw('/api/rpc/Builder/CreateAudience', {
      projectId: 1,
      name: 'x'.repeat(101),
    })
    expect(await errorOf(res)).toEqual({ status: 400, error: 'InvalidArgument' })
    await expectFailure(
      h.client().builder.createAudience({ projectId: 1, name: '' }),
      'InvalidArgument',
    )
  })

  test('AddAudienceContacts adds, then updates an address already present', async () => {
    const client = h.client()
    const { audience } = await client.builder.createAudience({ projectId: 1, name: 'Raffle' })
    const [a, b, c] = DEV_ACCOUNTS.map((x) => x.address)
    await expect(
      client.builder.addAudienceContacts({
        projectId: 1,
        audienceId: audience.id,
        contacts: [
          { address: a!, name: 'Ada' },
          { address: b!, email: 'b@example.org' },
        ],
      }),
    ).resolves.toEqual({ ok: true })
    expect(h.emulator.state.builder.audience(1, audience.id)!.contactCount).toBe(2)

    h.emulator.clock.advance(60_000)
    await client.builder.addAudienceContacts({
      projectId: 1,
      audienceId: audience.id,
      contacts: [
        { address: a!.toLowerCase(), name: 'Ada L.', email: 'ada@example.org' },
        { address: c! },
      ],
    })
    const after = h.emulator.state.builder.audience(1, audience.id)!
    expect(after.contactCount).toBe(3)
    expect(after.updatedAt).toBe(iso(h.emulator.clock.now()))
    const contacts = h.emulator.state.builder.contacts(1, audience.id)
    expect(contacts).toHaveLength(3)
    expect(contacts[0]).toMatchObject({
      address: a,
      name: 'Ada L.',
      email: 'ada@example.org',
      createdAt: audience.createdAt,
      updatedAt: after.updatedAt,
    })
    expect(contacts[1]).toMatchObject({ address: b, email: 'b@example.org' })
    expect(new Set(contacts.map((x) => x.id)).size).toBe(3)
  })

  test('an unknown audience, or one of another project, is NotFound', async () => {
    const client = h.client()
    const contacts = [{ address: DEV_ACCOUNTS[0]!.address }]
    await expectFailure(
      client.builder.addAudienceContacts({ projectId: 1, audienceId: 999_999, contacts }),
      'NotFound',
    )
    const foreign = h.emulator.state.builder.audiences(2)[0]!
    await expectFailure(
      client.builder.addAudienceContacts({ projectId: 1, audienceId: foreign.id, contacts }),
      'NotFound',
    )
    expect(h.emulator.state.builder.audience(2, foreign.id)).toEqual(foreign)
  })

  test("AddAudienceContacts with another project's projectId is PermissionDenied", async () => {
    const foreign = h.emulator.state.builder.audiences(2)[0]!
    await expectFailure(
      h.client().builder.addAudienceContacts({
        projectId: 2,
        audienceId: foreign.id,
        contacts: [{ address: DEV_ACCOUNTS[0]!.address }],
      }),
      'PermissionDenied',
    )
    expect(h.emulator.state.builder.audience(2, foreign.id)).toEqual(foreign)
  })

  test('all or nothing: one invalid address adds nothing', async () => {
    const audience = h.emulator.state.builder.audiences(1)[0]!
    const before = h.emulator.state.builder.contacts(1, audience.id)
    const version = h.emulator.state.builder.version
    const res = await h.raw('/api/rpc/Builder/AddAudienceContacts', {
      projectId: 1,
      audienceId: audience.id,
      contacts: [
        { address: DEV_ACCOUNTS[7]!.address, name: 'valid' },
        { address: '0xnot-an-address', name: 'invalid' },
        { address: DEV_ACCOUNTS[8]!.address },
      ],
    })
    expect(await errorOf(res)).toEqual({ status: 400, error: 'InvalidArgument' })
    expect(h.emulator.state.builder.audience(1, audience.id)).toEqual(audience)
    expect(h.emulator.state.builder.contacts(1, audience.id)).toEqual(before)
    expect(h.emulator.state.builder.version).toBe(version)
  })

  test('the state refuses an invalid address on its own, all or nothing', () => {
    const { builder } = h.emulator.state
    const audience = builder.audiences(1)[0]!
    expect(() =>
      builder.addContacts(
        1,
        audience.id,
        [{ address: DEV_ACCOUNTS[9]!.address }, { address: 'x' }],
        0,
      ),
    ).toThrow(/address/)
    expect(builder.audience(1, audience.id)).toEqual(audience)
  })

  test('over 1,000 contacts is InvalidArgument, before anything is sent', async () => {
    const audience = h.emulator.state.builder.audiences(1)[0]!
    const contacts = Array.from({ length: 1001 }, () => ({ address: DEV_ACCOUNTS[0]!.address }))
    await expectFailure(
      h.client().builder.addAudienceContacts({ projectId: 1, audienceId: audience.id, contacts }),
      'InvalidArgument',
    )
  })
})

/**
 * Builder answers. No captured example and no public Go struct exist: the
 * bodies follow the OpenAPI schemas of 0xsequence/docs' builder-api.json
 * (every required member present; optional members left out, or `null` as a
 * webrpc Go server writes a nil pointer without omitempty).
 */
import { expect } from 'vitest'
import { type AnyCorpusEntry, entry } from '../support/corpus.js'

const BUILDER_API = {
  repo: '0xsequence/docs',
  path: 'api-references/builder/endpoints/builder-api.json',
  commit: '2e7df8544830c8e827a852b9aea680f02f291626',
}
const schema = (note: string) => ({
  ...BUILDER_API,
  note: `serialized from the OpenAPI schema: ${note}`,
})

export const builderEntries: AnyCorpusEntry[] = [
  entry({
    source: schema(
      'Builder_ListContracts_Response, Contract and Page with optional members left out',
    ),
    operation: 'Builder/ListContracts',
    body: {
      page: { pageSize: 30, more: false, column: 'id', sort: [{ column: 'id', order: 'DESC' }] },
      contracts: [
        {
          id: 412,
          projectId: 30957,
          contractName: 'Divine Axes',
          contractAddress: '0x70a2177079877e4aae639d1abb29ffa537b94970',
          contractType: 'ERC1155',
          chainId: 80002,
          source: 'DEPLOYED',
          createdAt: '2024-10-31T11:04:27.193Z',
          updatedAt: '2024-10-31T11:04:27.193Z',
        },
      ],
    },
    arrives: (read) => {
      const [contract] = read.contracts
      expect(contract).toMatchObject({
        id: 412,
        projectId: 30957,
        contractAddress: '0x70a2177079877e4aae639d1abb29ffa537b94970',
        contractType: 'ERC1155',
        chainId: 80002,
        source: 'DEPLOYED',
      })
      expect(contract?.abi).toBeUndefined()
      expect(read.page?.column).toBe('id')
      expect(read.page?.sort).toEqual([{ column: 'id', order: 'DESC' }])
    },
  }),
  entry({
    source: schema('Builder_ListContracts_Response, optional members null, a cursor in page.after'),
    operation: 'Builder/ListContracts',
    body: {
      page: { pageSize: 2, more: true, column: 'id', before: null, after: 415, sort: null },
      contracts: [
        {
          id: 414,
          projectId: 30957,
          contractName: 'Axe Sale',
          contractAddress: '0x33c7848db3d37103718736d233f0db65cc222b1e',
          contractType: 'ERC1155',
          chainId: 80002,
          source: 'SALE',
          itemsContractAddress: '0x70a2177079877e4aae639d1abb29ffa537b94970',
          abi: null,
          bytecode: null,
          bytecodeHash: null,
          audienceId: 88,
          createdAt: '2024-11-02T16:20:00Z',
          updatedAt: '2024-11-02T16:20:00Z',
        },
        {
          id: 415,
          projectId: 30957,
          contractName: 'USDC',
          contractAddress: '0x41e94eb019c0762f9bfcf9fb1e58725bfb0e7582',
          contractType: 'ERC20',
          chainId: 80002,
          source: 'LINKED',
          itemsContractAddress: null,
          abi: null,
          bytecode: null,
          bytecodeHash: null,
          audienceId: null,
          createdAt: '2024-11-03T08:00:00Z',
          updatedAt: '2024-11-03T08:00:00Z',
        },
      ],
    },
    arrives: (read) => {
      expect(read.contracts[0]?.itemsContractAddress).toBe(
        '0x70a2177079877e4aae639d1abb29ffa537b94970',
      )
      expect(read.contracts[0]?.audienceId).toBe(88)
      expect(read.contracts[1]?.audienceId).toBeUndefined()
      expect(read.contracts[1]?.bytecode).toBeUndefined()
      expect(read.page?.after).toBe(415)
      expect(read.page?.more).toBe(true)
      expect(read.page?.sort).toEqual([])
    },
  }),
  entry({
    source: schema(
      'Builder_ListContracts_Response of a project without contracts: null list and page',
    ),
    operation: 'Builder/ListContracts',
    body: { page: null, contracts: null },
    arrives: (read) => {
      expect(read.contracts).toEqual([])
      expect(read.page).toBeUndefined()
    },
  }),
  entry({
    source: schema('Builder_CreateAudience_Response, Audience without deletedAt'),
    operation: 'Builder/CreateAudience',
    body: {
      audience: {
        id: 88,
        projectId: 30957,
        name: 'Early supporters',
        contactCount: 0,
        createdAt: '2024-11-02T16:10:44.31Z',
        updatedAt: '2024-11-02T16:10:44.31Z',
      },
    },
    arrives: (read) => {
      expect(read.audience).toEqual({
        id: 88,
        projectId: 30957,
        name: 'Early supporters',
        contactCount: 0,
        createdAt: '2024-11-02T16:10:44.31Z',
        updatedAt: '2024-11-02T16:10:44.31Z',
      })
    },
  }),
  entry({
    source: schema('Builder_CreateAudience_Response, Audience with deletedAt null'),
    operation: 'Builder/CreateAudience',
    body: {
      audience: {
        id: 89,
        projectId: 30957,
        name: 'Pioneers 🚀',
        contactCount: 0,
        createdAt: '2024-11-02T16:11:02Z',
        updatedAt: '2024-11-02T16:11:02Z',
        deletedAt: null,
      },
    },
    arrives: (read) => {
      expect(read.audience.name).toBe('Pioneers 🚀')
      expect(read.audience.deletedAt).toBeUndefined()
    },
  }),
  entry({
    source: schema('Builder_AddAudienceContacts_Response'),
    operation: 'Builder/AddAudienceContacts',
    body: { ok: true },
    arrives: (read) => {
      expect(read.ok).toBe(true)
    },
  }),
]

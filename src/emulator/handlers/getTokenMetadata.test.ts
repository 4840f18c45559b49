/**
 * `Metadata/GetTokenMetadata` (issue 43; decisions.md, "Token names") through
 * the kit's client against the emulator: the tokens a collection has are
 * answered with its metadata, the others are absent, and bad input is the
 * kit's `InvalidArgument` with nothing sent.
 */
import { beforeEach, describe, expect, test } from 'vitest'
import {
  errorOf,
  expectFailure,
  type Harness,
  harness,
} from '../../../test/support/emulatorHarness.js'
import { type Client, createClient } from '../../core/client.js'
import { getTokenMetadata } from '../../core/operations/getTokenMetadata.js'
import { tokenMetadataQueryKey } from '../../query/getTokenMetadata.js'
import { emulatorConfig } from '../config.js'
import { EMULATED_NETWORKS, EMULATOR_COLLECTION } from '../data/catalog.js'

const { relics, plants } = EMULATOR_COLLECTION
const route = '/metadata/rpc/Metadata/GetTokenMetadata'
const h: Harness = harness()

/** The emulator's own metadata of a collection's tokens, by token id. */
function tokensOf(spec: typeof relics) {
  const network = EMULATED_NETWORKS.find((n) => n.chainId === spec.chainId)!
  const c = h.emulator.state.marketplace.collection(network, spec.address)!
  return Array.from({ length: c.tokens.count }, (_, i) => c.tokens.metadata(i))
}

let sent: string[]
let client: Client
beforeEach(() => {
  sent = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    sent.push(String(input))
    return h.fetch(input, init)
  }
  client = createClient({ ...emulatorConfig(), fetch })
})

describe('Metadata/GetTokenMetadata', () => {
  test("answers the collection's tokens asked for with their metadata, once each, in the order asked", async () => {
    const tokens = tokensOf(relics)
    const [a, b, c] = [tokens[0]!, tokens[5]!, tokens[11]!]
    const { tokenMetadata, taskID } = await client.metadata.getTokenMetadata({
      network: 'anvil',
      contractAddress: relics.address,
      tokenIds: [c.tokenId, BigInt(a.tokenId), Number(b.tokenId), c.tokenId],
    })
    expect(sent).toEqual([`http://127.0.0.1:4010${route}`])
    expect(taskID).toBeUndefined()
    expect(tokenMetadata.map((t) => t.tokenId)).toEqual([c.tokenId, a.tokenId, b.tokenId])
    for (const [i, want] of [c, a, b].entries()) {
      expect(tokenMetadata[i]).toMatchObject({
        tokenId: want.tokenId,
        name: want.name,
        image: want.image,
        attributes: want.attributes,
      })
      // The metadata service's own members, as go-sequence's TokenMetadata carries them.
      expect(tokenMetadata[i]).toMatchObject({
        chainId: relics.chainId,
        contractAddress: relics.address.toLowerCase(),
        status: 'AVAILABLE',
      })
    }
  })

  test('a token the collection lacks is absent; a contract the emulator does not know has none', async () => {
    const [known] = tokensOf(plants)
    const unknown = (2n ** 200n).toString()
    const { tokenMetadata } = await client.metadata.getTokenMetadata({
      network: 'polygon',
      contractAddress: plants.address,
      tokenIds: [unknown, known!.tokenId],
    })
    expect(tokenMetadata.map((t) => [t.tokenId, t.name])).toEqual([[known!.tokenId, known!.name]])
    // The same collection asked on another chain is another contract.
    const elsewhere = await client.metadata.getTokenMetadata({
      network: 'anvil',
      contractAddress: plants.address,
      tokenIds: [known!.tokenId],
    })
    expect(elsewhere.tokenMetadata).toEqual([])
  })

  test('on the wire: the out-struct of the Go client, taskID null, the service members present', async () => {
    const [token] = tokensOf(relics)
    const response = await h.raw(route, {
      chainID: 'anvil',
      contractAddress: relics.address,
      tokenIDs: [token!.tokenId],
    })
    const body = (await response.json()) as { tokenMetadata: Record<string, unknown>[] }
    expect(body).toMatchObject({ taskID: null })
    expect(Object.keys(body).sort()).toEqual(['taskID', 'tokenMetadata'])
    expect(body.tokenMetadata[0]).toMatchObject({
      tokenId: token!.tokenId,
      chainId: relics.chainId,
      source: '',
      status: 'AVAILABLE',
      queuedAt: null,
    })
  })

  test.each([
    ['no token ids', { tokenIds: [] }, 'tokenIds'],
    ['101 token ids', { tokenIds: Array.from({ length: 101 }, (_, i) => i) }, 'tokenIds'],
    ['a negative token id', { tokenIds: ['1', '-1'] }, 'tokenIds.1'],
    ['a hex token id', { tokenIds: ['0x10'] }, 'tokenIds.0'],
    ['a bad address', { contractAddress: '0x1234' }, 'contractAddress'],
    ['an unknown network', { network: 'atlantis' }, 'network'],
  ])('%s → InvalidArgument naming %s, nothing sent', async (_, patch, path) => {
    const params = { network: 'anvil', contractAddress: relics.address, tokenIds: ['1'], ...patch }
    const error = await expectFailure(client.metadata.getTokenMetadata(params), 'InvalidArgument')
    expect(error.issues?.map((i) => i.path)).toContain(path)
    expect(error.operation).toBe('Metadata/GetTokenMetadata')
    expect(sent).toEqual([])
  })

  test('the emulator refuses what the kit would not send, and a chain it does not serve', async () => {
    const body = { chainID: '31337', contractAddress: relics.address }
    const empty = await errorOf(await h.raw(route, { ...body, tokenIDs: [] }))
    expect(empty.error).toBe('InvalidArgument')
    const many = Array.from({ length: 101 }, (_, i) => String(i))
    expect((await errorOf(await h.raw(route, { ...body, tokenIDs: many }))).error).toBe(
      'InvalidArgument',
    )
    const chain = await errorOf(await h.raw(route, { ...body, chainID: '5', tokenIDs: ['1'] }))
    expect(chain.error).toBe('NotFound')
  })

  test('the standalone function and the query key take ids in every form as one', async () => {
    const [token] = tokensOf(relics)
    const params = { network: 'anvil', contractAddress: relics.address }
    const viaFunction = await getTokenMetadata(client, { ...params, tokenIds: [token!.tokenId] })
    expect(viaFunction.tokenMetadata.map((t) => t.name)).toEqual([token!.name])
    const id = 7
    expect(tokenMetadataQueryKey({ ...params, tokenIds: [BigInt(id)] })).toEqual(
      tokenMetadataQueryKey({ ...params, tokenIds: [String(id)] }),
    )
    expect(tokenMetadataQueryKey({ ...params, tokenIds: [id] })).toEqual(
      tokenMetadataQueryKey({ ...params, tokenIds: [String(id)] }),
    )
  })
})

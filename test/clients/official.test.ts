/**
 * The official generated clients against the emulator over real HTTP (issue
 * 10): the relayer, metadata, API and indexer operations the kit's interface
 * covers, called as a user of each client calls them, with the emulator's own
 * data. Each call must be accepted, each answer must read with the kit's
 * response schema, and the requests must carry what the emulator needs.
 * The marketplace client has its own file (marketplace.test.ts).
 */
import { SequenceAPIClient } from '@0xsequence/api'
import { NotFoundError, SequenceIndexer } from '@0xsequence/indexer'
import { SequenceMetadata } from '@0xsequence/metadata'
import { RpcRelayerGen } from '@0xsequence/relayer'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { encodeETHAuthProof, ethAuthTypedData } from '../../src/core/ethauth/index.js'
import { AddWebhookListenerResponse } from '../../src/core/schemas/rpc/addWebhookListener.js'
import { GetChainIdResponse } from '../../src/core/schemas/rpc/getChainId.js'
import { GetTokenMetadataResponse } from '../../src/core/schemas/rpc/getTokenMetadata.js'
import { IsValidETHAuthProofResponse } from '../../src/core/schemas/rpc/isValidETHAuthProof.js'
import { RemoveWebhookListenerResponse } from '../../src/core/schemas/rpc/removeWebhookListener.js'
import { TokenCollectionFiltersResponse } from '../../src/core/schemas/rpc/tokenCollectionFilters.js'
import {
  DEV_SECRET_KEYS,
  type EmulatorServer,
  startEmulatorServer,
} from '../../src/emulator/adapters/node.js'
import { DEV_ACCOUNTS } from '../../src/emulator/data/accounts.js'
import { DEV_PROJECTS, EMULATOR_COLLECTION } from '../../src/emulator/data/catalog.js'
import { type Recorder, readLast, recorder } from './recorder.js'

const { creatures, plants } = EMULATOR_COLLECTION
const project = DEV_PROJECTS[0]!
const dev0 = DEV_ACCOUNTS[0]!

let server: EmulatorServer
let rec: Recorder

beforeAll(async () => {
  server = await startEmulatorServer({ port: 0, size: 200 })
  // The Sequence* wrappers call the global fetch, adding their own auth headers.
  rec = recorder(globalThis.fetch)
  vi.stubGlobal('fetch', rec.fetch)
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await server?.close()
})

describe('@0xsequence/relayer', () => {
  /** The generated client takes a fetch; RpcRelayer passes one that adds the access key. */
  const relayer = (network: string) =>
    new RpcRelayerGen.Relayer(`${server.url}/relayer/${network}`, (input, init) =>
      fetch(input, { ...init, headers: { ...init?.headers, 'X-Access-Key': project.accessKey } }),
    )

  test("GetChainID answers each network's chain id", async () => {
    await expect(relayer('anvil').getChainID()).resolves.toEqual({ chainID: 31337 })
    const url = `${server.url}/relayer/anvil/rpc/Relayer/GetChainID`
    expect(readLast(rec, url, GetChainIdResponse)).toEqual({ chainID: 31337 })
    expect(rec.last().body).toEqual({})

    await expect(relayer('polygon').getChainID()).resolves.toEqual({ chainID: 137 })
    const polygonUrl = `${server.url}/relayer/polygon/rpc/Relayer/GetChainID`
    expect(readLast(rec, polygonUrl, GetChainIdResponse)).toEqual({ chainID: 137 })
  })
})

describe('@0xsequence/metadata', () => {
  test("TokenCollectionFilters describes a collection's attributes, sent as chainID", async () => {
    const metadata = new SequenceMetadata(`${server.url}/metadata`, project.accessKey)
    const { filters } = await metadata.tokenCollectionFilters({
      chainID: '137',
      contractAddress: plants.address,
    })
    expect(filters.length).toBeGreaterThan(0)
    const sent = rec.last()
    expect(sent.body).toEqual({ chainID: '137', contractAddress: plants.address })
    expect(sent.headers.get('x-access-key')).toBe(project.accessKey)
    const read = readLast(
      rec,
      `${server.url}/metadata/rpc/Metadata/TokenCollectionFilters`,
      TokenCollectionFiltersResponse,
    )
    expect(read.filters.map((f) => f.name)).toEqual(filters.map((f) => f.name))
    // Each filter is a STRING one with values or an INT one with bounds.
    for (const filter of read.filters) {
      if (filter.type === 'INT') expect(filter.min).toBeTypeOf('number')
      else expect(filter.values?.length).toBeGreaterThan(0)
    }

    // Another network's collection is not this one's: no filters are invented for it.
    const other = await metadata.tokenCollectionFilters({
      chainID: '31337',
      contractAddress: creatures.address,
    })
    expect(other.filters.map((f) => f.name)).not.toEqual(filters.map((f) => f.name))
  })

  test('GetTokenMetadata answers the tokens the collection has, by network name or chain id', async () => {
    const metadata = new SequenceMetadata(`${server.url}/metadata`, project.accessKey)
    const args = {
      chainID: 'polygon',
      contractAddress: plants.address,
      tokenIDs: ['1', '2', `${2n ** 200n}`],
    }
    const { tokenMetadata } = await metadata.getTokenMetadata(args)
    expect(rec.last().body).toEqual(args)
    const url = `${server.url}/metadata/rpc/Metadata/GetTokenMetadata`
    const read = readLast(rec, url, GetTokenMetadataResponse)
    // Plants' ids run from 1: two of the three are known, the third is absent.
    expect(read.tokenMetadata.map((t) => t.tokenId)).toEqual(['1', '2'])
    expect(tokenMetadata.map((t) => t.name)).toEqual(read.tokenMetadata.map((t) => t.name))
    expect(read.tokenMetadata.every((t) => t.name)).toBe(true)

    const byId = await metadata.getTokenMetadata({ ...args, chainID: '137' })
    expect(byId.tokenMetadata.map((t) => t.name)).toEqual(tokenMetadata.map((t) => t.name))
  })
})

describe('@0xsequence/api', () => {
  test("IsValidETHAuthProof accepts a dev account's signed proof", async () => {
    const api = new SequenceAPIClient(`${server.url}/api`, project.accessKey)
    const now = Math.floor(server.emulator.clock.now() / 1000)
    const claims = { app: 'official-client', iat: now - 10, exp: now + 3600, v: '1' }
    const signature = await privateKeyToAccount(dev0.privateKey).signTypedData(
      ethAuthTypedData(claims),
    )
    const ethAuthProofString = encodeETHAuthProof({ address: dev0.address, claims, signature })
    const args = { chainId: '31337', walletAddress: dev0.address, ethAuthProofString }

    await expect(api.isValidETHAuthProof(args)).resolves.toEqual({ isValid: true })
    expect(rec.last().body).toEqual(args)
    const url = `${server.url}/api/rpc/API/IsValidETHAuthProof`
    expect(readLast(rec, url, IsValidETHAuthProofResponse)).toEqual({ isValid: true })

    // The answer depends on the proof: the same proof for another wallet is not valid.
    await expect(
      api.isValidETHAuthProof({ ...args, walletAddress: DEV_ACCOUNTS[1]!.address }),
    ).resolves.toEqual({ isValid: false })
    expect(readLast(rec, url, IsValidETHAuthProofResponse)).toEqual({ isValid: false })
  })

  test("RemoveLinkedWallet: the client's five fields lack the linked wallet's signature, so the unlink is refused", async () => {
    // The interface (§4.5) requires both wallets' signed messages; this client
    // sends only the parent's. Accepting it would unlink without the linked
    // wallet's consent, so the emulator names what is missing and keeps the link.
    const api = new SequenceAPIClient(`${server.url}/api`, project.accessKey)
    const [parent, linked] = [DEV_ACCOUNTS[0]!, DEV_ACCOUNTS[1]!]
    const parentWalletMessage = `child wallet with address ${linked.address}`
    const args = {
      parentWalletAddress: parent.address,
      parentWalletMessage,
      parentWalletSignature: await privateKeyToAccount(parent.privateKey).signMessage({
        message: parentWalletMessage,
      }),
      linkedWalletAddress: linked.address,
      signatureChainId: '31337',
    }
    await expect(api.removeLinkedWallet(args)).rejects.toThrow()
    expect(rec.last().body).toEqual(args)
    expect(rec.last().answer).toMatchObject({
      error: 'InvalidArgument',
      msg: 'linkedWalletMessage: is required; linkedWalletSignature: is required',
    })
    expect(server.emulator.state.wallets.hasLink(parent.address, linked.address)).toBe(true)
  })
})

describe('@0xsequence/indexer', () => {
  test('AddWebhookListener then RemoveWebhookListener, with the secret key as jwtAuth', async () => {
    const indexer = new SequenceIndexer(
      `${server.url}/indexer/anvil`,
      project.accessKey,
      DEV_SECRET_KEYS[1],
    )
    const filters = {
      contractAddresses: [creatures.address],
      events: ['Transfer(address indexed from, address indexed to, uint256 indexed tokenId)'],
      accounts: [dev0.address],
      tokenIDs: ['7'],
    }
    const added = await indexer.addWebhookListener({ url: 'https://hooks.example/in', filters })
    expect(added.status).toBe(true)
    const sent = rec.last()
    expect(sent.headers.get('authorization')).toBe(`BEARER ${DEV_SECRET_KEYS[1]}`)
    expect(sent.body).toEqual({ url: 'https://hooks.example/in', filters })
    const read = readLast(
      rec,
      `${server.url}/indexer/anvil/rpc/Indexer/AddWebhookListener`,
      AddWebhookListenerResponse,
    )
    expect(read.listener.id).toBe(added.listener.id)
    expect(read.listener.projectId).toBe(project.id)
    expect(read.listener.url).toBe('https://hooks.example/in')
    expect(read.listener.filters).toMatchObject(filters)

    // The indexer client types `id` and `projectId` as numbers.
    const removeUrl = `${server.url}/indexer/anvil/rpc/Indexer/RemoveWebhookListener`
    const remove = () =>
      indexer.removeWebhookListener({ id: added.listener.id, projectId: project.id })
    await expect(remove()).resolves.toEqual({ status: true })
    expect(rec.last().body).toEqual({ id: added.listener.id, projectId: project.id })
    expect(readLast(rec, removeUrl, RemoveWebhookListenerResponse)).toEqual({ status: true })

    // It is really gone: removing it again is the indexer's NotFound.
    await expect(remove()).rejects.toBeInstanceOf(NotFoundError)
    expect(rec.last().answer).toMatchObject({ error: 'NotFound', code: 3000 })
  })
})

/**
 * What the emulator serves on a network, put on that network's local chain
 * the first time it follows it (issue 43): the market's code at the
 * network's market address; each collection's code at its address with its
 * tokens minted to their generated owners and its royalty as the collection
 * has it; each currency's code with its symbol, decimals and balances for the
 * dev accounts; the dev accounts' approvals of the market; and the generated
 * data's live native orders created as real requests by their makers (all dev
 * accounts, which anvil unlocks). Afterwards the chain is the truth about
 * them: chain/market.ts reads the market's logs.
 */
import {
  type Abi,
  type Address,
  createWalletClient,
  type Hex,
  http,
  keccak256,
  maxUint256,
  type PublicClient,
  pad,
  toHex,
} from 'viem'
import type { EmulatedNetwork } from '../data/catalog.js'
import { priceAmountOf } from '../marketplace/orders.js'
import type { CollectionData, Holders, OrderRecord } from '../marketplace/records.js'
import { SequenceMarketV2, TestERC20, TestERC721, TestERC1155 } from './artifacts.js'

/** How many tokens a mint transaction gives, and how many requests a batch creates. */
const MINT_CHUNK = 300
const REQUEST_CHUNK = 100
/** Each dev account's balance of each currency: a billion whole units. */
const WHOLE_UNITS = 1_000_000_000n

/** What the installation needs: the chain, its network, the generated collections and their holders. */
export interface WorldInit {
  readonly client: PublicClient
  readonly rpcUrl: string
  readonly network: EmulatedNetwork
  /** The network's collections as generated, their native orders included. */
  readonly collections: readonly CollectionData[]
  readonly holders: Holders
  /** The accounts that sign for the world: anvil's dev accounts (the first deploys). */
  readonly accounts: readonly Address[]
  /** The orders to create as requests (live native ones). */
  readonly orders: readonly OrderRecord[]
  /** The royalty recipient of a collection, as the wire names it. */
  royaltyRecipient(c: CollectionData): Address
}

/** Whether the market is already on the chain (installed by an earlier run): its code and its owner. */
/**
 * Where the installation notes its last block: a storage slot of the market
 * derived from a name (as EIP-1967 derives its slots), which its own storage
 * never reaches.
 */
const WORLD_BLOCK_SLOT = keccak256(toHex('platform-kit.emulator.world-block'))

/** The last block of the world's installation on this chain, or `undefined` when it was not installed here. */
export async function worldBlockOf(
  client: PublicClient,
  market: Address,
): Promise<bigint | undefined> {
  const word = await client.getStorageAt({ address: market, slot: WORLD_BLOCK_SLOT })
  return word && BigInt(word) > 0n ? BigInt(word) : undefined
}

export async function marketInstalled(client: PublicClient, market: Address): Promise<boolean> {
  const code = await client.getCode({ address: market })
  if (code !== SequenceMarketV2.deployedBytecode) return false
  const owner = await client.readContract({
    address: market,
    abi: SequenceMarketV2.abi,
    functionName: 'owner',
  })
  return BigInt(owner) !== 0n
}

/** A transaction the installation sends: from an unlocked account, with a gas limit of its own. */
type Send = (
  from: Address,
  to: Address,
  abi: Abi,
  functionName: string,
  args: unknown[],
) => Promise<Hex>

/** The most gas a transaction of the installation takes (300 mints, or 100 requests, take less). */
const TX_GAS = 30_000_000n
/** The block gas limit while the world is put on the chain: all of a phase's transactions in one block. */
const PHASE_GAS = 1n << 40n

const rpc = (client: PublicClient, method: string, params: unknown[] = []) =>
  client.request({ method: method as 'eth_chainId', params: params as unknown as undefined })

const setCode = (client: PublicClient, address: Address, code: Hex) =>
  rpc(client, 'anvil_setCode', [address, code])

/**
 * The installation's transactions, sent with the chain's automatic mining off
 * and mined a phase at a time, each phase in one block: anvil works out the
 * state after each block, which for the demo's world (10,000 tokens, 5,000
 * requests) took some 100 ms a block — 17 s one transaction a block.
 */
function phases(init: WorldInit) {
  const wallet = createWalletClient({ transport: http(init.rpcUrl, { retryCount: 0 }) })
  let pending: { hash: Hex; label: string }[] = []
  const send: Send = async (from, to, abi, functionName, args) => {
    const hash = await wallet.writeContract({
      address: to,
      abi,
      functionName,
      args,
      account: from,
      chain: null,
      gas: TX_GAS,
    })
    pending.push({ hash, label: `${functionName} to ${to}` })
    return hash
  }
  /** Mines what was sent; answers the labels of the transactions that reverted. */
  const mine = async (): Promise<Map<Hex, string>> => {
    await rpc(init.client, 'evm_mine')
    const sent = pending
    pending = []
    const receipts = await Promise.all(
      sent.map((tx) => init.client.getTransactionReceipt({ hash: tx.hash })),
    )
    return new Map(
      sent.flatMap((tx, i) => (receipts[i]!.status === 'success' ? [] : [[tx.hash, tx.label]])),
    )
  }
  return { send, mine }
}

/** Puts the network's market, collections and currencies, and the generated orders, on the chain. */
export async function installWorld(init: WorldInit): Promise<void> {
  const [deployer] = init.accounts
  if (!deployer) throw new Error('installWorld: no account to sign with')
  const { send, mine } = phases(init)
  const { gasLimit } = await init.client.getBlock()
  await rpc(init.client, 'evm_setAutomine', [false])
  await rpc(init.client, 'evm_setBlockGasLimit', [`0x${PHASE_GAS.toString(16)}`])
  try {
    const market = init.network.marketplaceContract
    await setCode(init.client, market, SequenceMarketV2.deployedBytecode)
    await send(deployer, market, SequenceMarketV2.abi, 'initialize', [deployer])
    for (const currency of init.network.currencies) {
      await setCode(init.client, currency.address, TestERC20.deployedBytecode)
      await send(deployer, currency.address, TestERC20.abi, 'setMetadata', [
        currency.symbol,
        currency.decimals,
      ])
      for (const account of init.accounts) {
        const amount = WHOLE_UNITS * 10n ** BigInt(currency.decimals)
        await send(deployer, currency.address, TestERC20.abi, 'mint', [account, amount])
        await send(account, currency.address, TestERC20.abi, 'approve', [market, maxUint256])
      }
    }
    for (const c of init.collections) await installCollection(init, send, c)
    const failed = await mine()
    if (failed.size > 0)
      throw new Error(`installWorld: ${[...failed.values()].join(', ')} reverted`)
    await createRequests(init, send, mine)
    const last = await init.client.getBlockNumber()
    await rpc(init.client, 'anvil_setStorageAt', [market, WORLD_BLOCK_SLOT, pad(toHex(last))])
  } finally {
    await rpc(init.client, 'evm_setBlockGasLimit', [`0x${gasLimit.toString(16)}`])
    await rpc(init.client, 'evm_setAutomine', [true])
  }
}

/** A collection's code, first owners, royalty and its dev accounts' approval of the market. */
async function installCollection(init: WorldInit, send: Send, c: CollectionData) {
  const [deployer] = init.accounts as [Address]
  const address = c.spec.address
  const erc721 = c.spec.contractType === 'ERC721'
  await setCode(
    init.client,
    address,
    erc721 ? TestERC721.deployedBytecode : TestERC1155.deployedBytecode,
  )
  const to: Address[] = []
  const ids: bigint[] = []
  const values: bigint[] = []
  for (let token = 0; token < c.tokens.count; token++) {
    const holdings = erc721
      ? [{ holder: c.owner![token]!, balance: 1 }]
      : (c.holdings?.[token] ?? [])
    for (const h of holdings) {
      to.push(init.holders.addresses[h.holder]!)
      ids.push(BigInt(c.tokens.tokenId(token)))
      values.push(BigInt(h.balance))
    }
  }
  for (let at = 0; at < to.length; at += MINT_CHUNK) {
    const end = at + MINT_CHUNK
    await (erc721
      ? send(deployer, address, TestERC721.abi, 'mintBatch', [
          to.slice(at, end),
          ids.slice(at, end),
        ])
      : send(deployer, address, TestERC1155.abi, 'mintBatch', [
          to.slice(at, end),
          ids.slice(at, end),
          values.slice(at, end),
        ]))
  }
  const abi = erc721 ? TestERC721.abi : TestERC1155.abi
  await send(deployer, address, abi, 'setRoyalty', [init.royaltyRecipient(c), c.royaltyBps])
  for (const account of init.accounts) {
    await send(account, address, abi, 'setApprovalForAll', [init.network.marketplaceContract, true])
  }
}

/** A generated order as the parameters of `createRequest`: its price per token, remaining quantity and expiry. */
const requestOf = (order: OrderRecord) => ({
  isListing: order.side === 'listing',
  isERC1155: order.collection.spec.contractType === 'ERC1155',
  tokenContract: order.collection.spec.address,
  tokenId: BigInt(order.collection.tokens.tokenId(order.token)),
  quantity: BigInt(order.quantityRemaining),
  expiry: BigInt(Math.ceil(order.validUntil / 1000)),
  currency: order.currency.address,
  pricePerToken: BigInt(priceAmountOf(order)),
})

/**
 * Each maker's orders as requests, a batch at a time, in the generated order;
 * a batch the market refuses is made one request at a time, and a request it
 * refuses is left out (the emulator then does not serve it).
 */
async function createRequests(init: WorldInit, send: Send, mine: () => Promise<Map<Hex, string>>) {
  const market = init.network.marketplaceContract
  const byMaker = new Map<Address, OrderRecord[]>()
  for (const order of init.orders) {
    byMaker.set(order.maker, [...(byMaker.get(order.maker) ?? []), order])
  }
  const batches = new Map<Hex, { maker: Address; requests: ReturnType<typeof requestOf>[] }>()
  for (const [maker, orders] of byMaker) {
    for (let at = 0; at < orders.length; at += REQUEST_CHUNK) {
      const requests = orders.slice(at, at + REQUEST_CHUNK).map(requestOf)
      const hash = await send(maker, market, SequenceMarketV2.abi, 'createRequestBatch', [requests])
      batches.set(hash, { maker, requests })
    }
  }
  const refused = await mine()
  if (refused.size === 0) return
  for (const hash of refused.keys()) {
    const { maker, requests } = batches.get(hash)!
    for (const request of requests) {
      await send(maker, market, SequenceMarketV2.abi, 'createRequest', [request])
    }
  }
  await mine()
}

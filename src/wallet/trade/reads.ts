/**
 * What a trade reads on the chain before the wallet is asked: who holds the
 * token, what the market may move, balances and allowances, the request
 * itself and its royalty. Each read goes to the chain's node through wagmi
 * (never the wallet); a node that cannot be reached is one short sentence,
 * the node's own text kept as the cause.
 */
import { type Address, erc20Abi, erc721Abi, erc1155Abi, zeroAddress } from 'viem'
import type { Config } from 'wagmi'
import { getBalance, getBlock, readContract } from 'wagmi/actions'
import { MARKET_TRADE_ABI } from '../../core/market/tradeAbi.js'
import { sameAddress } from '../../core/schemas/address.js'
import { WalletFlowError } from '../walletFlow.js'
import { refuse } from './words.js'

const SUPPORTS = [
  {
    name: 'supportsInterface',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'bytes4', name: 'interfaceId' }],
    outputs: [{ type: 'bool' }],
  },
] as const
const ERC721 = '0x80ac58cd'
const ERC1155 = '0xd9b67a26'

/** The chain a trade reads: the wagmi config and the chain id. */
export interface ChainReader {
  readonly config: Config
  readonly chainId: number
}

/** Runs a read; a failure of the node is the kit's short sentence. */
async function read<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (cause) {
    throw new WalletFlowError('failed', `the chain could not be read (${what})`, cause)
  }
}

/** The chain's time: its latest block's, in seconds (what the market compares expiries with). */
export const chainTime = (c: ChainReader): Promise<bigint> =>
  read('its time', async () => (await getBlock(c.config, { chainId: c.chainId })).timestamp)

/** Whether `collection` is an ERC-1155 (true) or an ERC-721 (false) contract; refused when neither. */
export async function isERC1155(c: ChainReader, collection: Address): Promise<boolean> {
  const supports = (id: `0x${string}`) =>
    readContract(c.config, {
      chainId: c.chainId,
      address: collection,
      abi: SUPPORTS,
      functionName: 'supportsInterface',
      args: [id],
    }).catch(() => false)
  if (await supports(ERC1155)) return true
  if (await supports(ERC721)) return false
  throw refuse('the collection is not an ERC-721 or ERC-1155 contract the market can trade')
}

/** How many of the token `owner` holds: 0 or 1 of an ERC-721 token. */
export function heldBy(
  c: ChainReader,
  token: { collection: Address; tokenId: bigint; isERC1155: boolean },
  owner: Address,
): Promise<bigint> {
  const { chainId, config } = c
  return read('who holds the token', async () => {
    if (token.isERC1155) {
      return readContract(config, {
        chainId,
        address: token.collection,
        abi: erc1155Abi,
        functionName: 'balanceOf',
        args: [owner, token.tokenId],
      })
    }
    const holder = await readContract(config, {
      chainId,
      address: token.collection,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [token.tokenId],
    }).catch(() => zeroAddress)
    return sameAddress(holder, owner) ? 1n : 0n
  })
}

/** Whether the market may move `owner`'s tokens of `collection` (approval for all). */
export const marketApproved = (
  c: ChainReader,
  collection: Address,
  owner: Address,
  market: Address,
): Promise<boolean> =>
  read('the market approval', () =>
    readContract(c.config, {
      chainId: c.chainId,
      address: collection,
      abi: erc721Abi,
      functionName: 'isApprovedForAll',
      args: [owner, market],
    }),
  )

/** `owner`'s balance of `currency` (the network's own for the zero address) and its allowance to `market`. */
export async function funds(
  c: ChainReader,
  currency: Address,
  owner: Address,
  market: Address,
): Promise<{ readonly balance: bigint; readonly allowance: bigint }> {
  const { chainId, config } = c
  if (currency === zeroAddress) {
    const { value } = await read('the balance', () =>
      getBalance(config, { chainId, address: owner }),
    )
    return { balance: value, allowance: value }
  }
  const erc20 = { chainId, address: currency, abi: erc20Abi } as const
  return read('the balance and allowance', async () => ({
    balance: await readContract(config, { ...erc20, functionName: 'balanceOf', args: [owner] }),
    allowance: await readContract(config, {
      ...erc20,
      functionName: 'allowance',
      args: [owner, market],
    }),
  }))
}

/** A request as the market holds it, and whether `quantity` of it can be taken now. */
export const requestOf = (c: ChainReader, market: Address, requestId: bigint, quantity: bigint) =>
  read('the order', async () => {
    const [valid, request] = await readContract(c.config, {
      chainId: c.chainId,
      address: market,
      abi: MARKET_TRADE_ABI,
      functionName: 'isRequestValid',
      args: [requestId, quantity],
    })
    return { valid, request }
  })

/** The royalty the market takes out of `cost` for the token: its recipient and amount. */
export const royaltyOf = (
  c: ChainReader,
  market: Address,
  token: { collection: Address; tokenId: bigint },
  cost: bigint,
) =>
  read('the royalty', async () => {
    const [recipient, amount] = await readContract(c.config, {
      chainId: c.chainId,
      address: market,
      abi: MARKET_TRADE_ABI,
      functionName: 'getRoyaltyInfo',
      args: [token.collection, token.tokenId, cost],
    })
    return { recipient, amount }
  })

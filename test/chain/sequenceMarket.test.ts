/**
 * Our Sequence Market on anvil (issue 43), as its published interface
 * describes it: a request stored on chain until it is accepted whole,
 * cancelled or invalidated; accepting it moves the token and the payment
 * (ERC-20, or the chain's currency in v2), the royalty (EIP-2981, or the
 * owner's custom one) and additional fees out of the price; every refusal a
 * custom error.
 */
import {
  type Abi,
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseEventLogs,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  SequenceMarketV1,
  SequenceMarketV2,
  TestERC20,
  TestERC721,
  TestERC1155,
} from '../../src/emulator/chain/artifacts.js'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'

const rpcUrl = anvilRpcUrl()
const chain = createPublicClient({ chain: foundry, transport: http(rpcUrl), cacheTime: 0 })
const wallet = (n: number) =>
  createWalletClient({
    chain: foundry,
    transport: http(rpcUrl),
    account: privateKeyToAccount(DEV_ACCOUNTS[n]!.privateKey),
  })
type Wallet = ReturnType<typeof wallet>
const [deployer, seller, buyer, royaltyTaker, feeTaker] = [3, 4, 5, 6, 7].map(wallet) as [
  Wallet,
  Wallet,
  Wallet,
  Wallet,
  Wallet,
]

let snapshot: string
let market: Address
let nft: Address
let multi: Address
let weth: Address
const DAY = 86_400n

/** Deploys a contract from `deployer` and answers its address. */
async function deploy(artifact: { abi: Abi; bytecode: Hex }, args: unknown[] = []) {
  const hash = await deployer.deployContract({
    abi: artifact.abi,
    bytecode: artifact.bytecode,
    args,
    account: deployer.account,
    chain: foundry,
  })
  return getAddress((await chain.waitForTransactionReceipt({ hash })).contractAddress!)
}

/** Sends a call from `who` and answers its receipt, failing on a revert. */
async function send(
  who: Wallet,
  to: Address,
  abi: Abi,
  functionName: string,
  args: unknown[],
  value = 0n,
) {
  const { request } = await chain.simulateContract({
    address: to,
    abi,
    functionName,
    args,
    account: who.account,
    value,
  })
  const hash = await who.writeContract(request)
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}

/** The custom error a call from `who` would revert with (its name and arguments). */
async function refusal(
  who: Wallet,
  to: Address,
  abi: Abi,
  functionName: string,
  args: unknown[],
  value = 0n,
) {
  try {
    await chain.simulateContract({
      address: to,
      abi,
      functionName,
      args,
      account: who.account,
      value,
    })
  } catch (error) {
    const reverted =
      error instanceof BaseError
        ? error.walk((e) => e instanceof ContractFunctionRevertedError)
        : null
    if (reverted instanceof ContractFunctionRevertedError) {
      return reverted.data
        ? `${reverted.data.errorName}(${(reverted.data.args ?? []).join(', ')})`
        : reverted.reason
    }
    throw error
  }
  throw new Error(`${functionName} did not revert`)
}

const marketAbi = SequenceMarketV2.abi as Abi
const now = async () => (await chain.getBlock()).timestamp

/** A listing or an offer of `token` in WETH, valid for a day unless said otherwise. */
async function params(p: {
  isListing: boolean
  isERC1155?: boolean
  tokenId: bigint
  quantity?: bigint
  price: bigint
  currency?: Address
  expiry?: bigint
}) {
  return {
    isListing: p.isListing,
    isERC1155: p.isERC1155 ?? false,
    tokenContract: p.isERC1155 ? multi : nft,
    tokenId: p.tokenId,
    quantity: p.quantity ?? 1n,
    expiry: p.expiry ?? (await now()) + DAY,
    currency: p.currency ?? weth,
    pricePerToken: p.price,
  }
}

/** Creates a request from `who` and answers its id, read from its `RequestCreated` log. */
async function create(who: Wallet, request: Awaited<ReturnType<typeof params>>) {
  const receipt = await send(who, market, marketAbi, 'createRequest', [request])
  const [created] = parseEventLogs({
    abi: marketAbi,
    logs: receipt.logs,
    eventName: 'RequestCreated',
  })
  return (created as unknown as { args: { requestId: bigint } }).args.requestId
}

const balance = (who: Address) =>
  chain.readContract({ address: weth, abi: TestERC20.abi, functionName: 'balanceOf', args: [who] })

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  market = await deploy(SequenceMarketV2)
  await send(deployer, market, marketAbi, 'initialize', [deployer.account.address])
  nft = await deploy(TestERC721)
  multi = await deploy(TestERC1155)
  weth = await deploy(TestERC20)
  for (const id of [1n, 2n, 3n, 4n, 5n]) {
    await send(deployer, nft, TestERC721.abi, 'mint', [seller.account.address, id])
  }
  await send(deployer, multi, TestERC1155.abi, 'mint', [seller.account.address, 7n, 10n])
  await send(deployer, weth, TestERC20.abi, 'mint', [buyer.account.address, 10n ** 21n])
  await send(seller, nft, TestERC721.abi, 'setApprovalForAll', [market, true])
  await send(seller, multi, TestERC1155.abi, 'setApprovalForAll', [market, true])
  await send(buyer, weth, TestERC20.abi, 'approve', [market, maxUint256])
}, 60_000)
afterAll(() => revertChain(rpcUrl, snapshot))

describe('an ERC-721 listing', () => {
  test('created: stored on chain and said in RequestCreated with its token, price, currency, quantity and expiry', async () => {
    const request = await params({ isListing: true, tokenId: 1n, price: 10n ** 18n })
    const receipt = await send(seller, market, marketAbi, 'createRequest', [request])
    const [log] = parseEventLogs({
      abi: marketAbi,
      logs: receipt.logs,
      eventName: 'RequestCreated',
    })
    const { requestId, ...args } = (log as unknown as { args: Record<string, unknown> }).args
    expect(args).toEqual({
      creator: seller.account.address,
      tokenContract: nft,
      tokenId: 1n,
      isListing: true,
      quantity: 1n,
      currency: weth,
      pricePerToken: 10n ** 18n,
      expiry: request.expiry,
    })
    const stored = await chain.readContract({
      address: market,
      abi: SequenceMarketV2.abi,
      functionName: 'getRequest',
      args: [requestId as bigint],
    })
    expect(stored).toMatchObject({ creator: seller.account.address, tokenId: 1n, quantity: 1n })
  })

  test("bought: the token to the buyer's recipient, the price less a 5 % EIP-2981 royalty and a fee to the seller", async () => {
    await send(deployer, nft, TestERC721.abi, 'setRoyalty', [royaltyTaker.account.address, 500])
    const id = await create(
      seller,
      await params({ isListing: true, tokenId: 2n, price: 10n ** 18n }),
    )
    const before = await Promise.all(
      [seller, royaltyTaker, feeTaker, buyer].map((w) => balance(w.account.address)),
    )
    const receipt = await send(buyer, market, marketAbi, 'acceptRequest', [
      id,
      1n,
      feeTaker.account.address,
      [10n ** 16n],
      [feeTaker.account.address],
    ])
    const after = await Promise.all(
      [seller, royaltyTaker, feeTaker, buyer].map((w) => balance(w.account.address)),
    )
    expect(after.map((a, i) => a - before[i]!)).toEqual([
      10n ** 18n - 5n * 10n ** 16n - 10n ** 16n,
      5n * 10n ** 16n,
      10n ** 16n,
      -(10n ** 18n),
    ])
    expect(
      await chain.readContract({
        address: nft,
        abi: TestERC721.abi,
        functionName: 'ownerOf',
        args: [2n],
      }),
    ).toBe(feeTaker.account.address)
    const [accepted] = parseEventLogs({
      abi: marketAbi,
      logs: receipt.logs,
      eventName: 'RequestAccepted',
    })
    expect((accepted as unknown as { args: unknown }).args).toEqual({
      requestId: id,
      buyer: buyer.account.address,
      tokenContract: nft,
      recipient: feeTaker.account.address,
      quantity: 1n,
      quantityRemaining: 0n,
    })
    expect(
      await refusal(buyer, market, marketAbi, 'acceptRequest', [
        id,
        1n,
        buyer.account.address,
        [],
        [],
      ]),
    ).toBe(`InvalidRequestId(${id})`)
    await send(deployer, nft, TestERC721.abi, 'setRoyalty', [
      '0x0000000000000000000000000000000000000000',
      0,
    ])
  })

  test("the owner's custom royalty comes before the token's own", async () => {
    await send(deployer, market, marketAbi, 'setRoyaltyInfo', [
      nft,
      royaltyTaker.account.address,
      1_000,
    ])
    const royalty = await chain.readContract({
      address: market,
      abi: SequenceMarketV2.abi,
      functionName: 'getRoyaltyInfo',
      args: [nft, 1n, 1_000n],
    })
    expect(royalty).toEqual([royaltyTaker.account.address, 100n])
    expect(
      await refusal(seller, market, marketAbi, 'setRoyaltyInfo', [nft, seller.account.address, 1]),
    ).toMatch(/not the owner/)
    expect(
      await refusal(deployer, market, marketAbi, 'setRoyaltyInfo', [
        nft,
        seller.account.address,
        10_001,
      ]),
    ).toBe('InvalidRoyalty()')
    await send(deployer, market, marketAbi, 'setRoyaltyInfo', [
      nft,
      '0x0000000000000000000000000000000000000000',
      0,
    ])
  })
})

describe('an ERC-1155 listing of 5', () => {
  test('bought 2: 3 remain on the request; bought 3: it is gone', async () => {
    const id = await create(
      seller,
      await params({
        isListing: true,
        isERC1155: true,
        tokenId: 7n,
        quantity: 5n,
        price: 10n ** 15n,
      }),
    )
    const receipt = await send(buyer, market, marketAbi, 'acceptRequest', [
      id,
      2n,
      buyer.account.address,
      [],
      [],
    ])
    const [accepted] = parseEventLogs({
      abi: marketAbi,
      logs: receipt.logs,
      eventName: 'RequestAccepted',
    })
    expect(
      (accepted as unknown as { args: { quantityRemaining: bigint } }).args.quantityRemaining,
    ).toBe(3n)
    const held = () =>
      chain.readContract({
        address: multi,
        abi: TestERC1155.abi,
        functionName: 'balanceOf',
        args: [buyer.account.address, 7n],
      })
    expect(await held()).toBe(2n)
    expect(
      await refusal(buyer, market, marketAbi, 'acceptRequest', [
        id,
        4n,
        buyer.account.address,
        [],
        [],
      ]),
    ).toBe('InvalidQuantity()')
    await send(buyer, market, marketAbi, 'acceptRequest', [id, 3n, buyer.account.address, [], []])
    expect(await held()).toBe(5n)
  })
})

describe('an offer', () => {
  test('accepted by the holder: the token to its maker, the price to the recipient', async () => {
    const id = await create(
      buyer,
      await params({ isListing: false, tokenId: 3n, price: 2n * 10n ** 17n }),
    )
    const before = await balance(feeTaker.account.address)
    await send(seller, market, marketAbi, 'acceptRequest', [
      id,
      1n,
      feeTaker.account.address,
      [],
      [],
    ])
    expect((await balance(feeTaker.account.address)) - before).toBe(2n * 10n ** 17n)
    expect(
      await chain.readContract({
        address: nft,
        abi: TestERC721.abi,
        functionName: 'ownerOf',
        args: [3n],
      }),
    ).toBe(buyer.account.address)
  })

  test("refused without the currency's allowance, or in the chain's own currency", async () => {
    const request = await params({ isListing: false, tokenId: 4n, price: 10n ** 18n })
    expect(await refusal(seller, market, marketAbi, 'createRequest', [request])).toBe(
      `InvalidCurrencyApproval(${weth}, ${10n ** 18n}, ${seller.account.address})`,
    )
    const native = { ...request, currency: '0x0000000000000000000000000000000000000000' }
    expect(await refusal(buyer, market, marketAbi, 'createRequest', [native])).toBe(
      'InvalidCurrency()',
    )
  })
})

describe('paid in the chain’s own currency (v2)', () => {
  test('the exact value buys; any other is refused', async () => {
    const price = 10n ** 17n
    const id = await create(
      seller,
      await params({
        isListing: true,
        tokenId: 4n,
        price,
        currency: '0x0000000000000000000000000000000000000000',
      }),
    )
    expect(
      await refusal(
        buyer,
        market,
        marketAbi,
        'acceptRequest',
        [id, 1n, buyer.account.address, [], []],
        price - 1n,
      ),
    ).toBe('InvalidCurrency()')
    const before = await chain.getBalance({ address: seller.account.address })
    await send(
      buyer,
      market,
      marketAbi,
      'acceptRequest',
      [id, 1n, buyer.account.address, [], []],
      price,
    )
    expect((await chain.getBalance({ address: seller.account.address })) - before).toBe(price)
  })
})

describe('cancelled and invalidated', () => {
  test('a request is cancelled by its maker only, and ten in one transaction', async () => {
    const ids: bigint[] = []
    for (let i = 0; i < 10; i++) {
      ids.push(
        await create(
          seller,
          await params({
            isListing: true,
            isERC1155: true,
            tokenId: 7n,
            quantity: 1n,
            price: 10n ** 15n + BigInt(i),
          }),
        ),
      )
    }
    expect(await refusal(buyer, market, marketAbi, 'cancelRequest', [ids[0]])).toBe(
      `InvalidRequestId(${ids[0]})`,
    )
    const receipt = await send(seller, market, marketAbi, 'cancelRequestBatch', [ids])
    const cancelled = parseEventLogs({
      abi: marketAbi,
      logs: receipt.logs,
      eventName: 'RequestCancelled',
    })
    expect(cancelled.map((l) => (l as unknown as { args: unknown }).args)).toEqual(
      ids.map((requestId) => ({ requestId, tokenContract: multi })),
    )
  })

  test('invalidated by collection: every earlier request of the maker on it is refused, a later one is not', async () => {
    const before = await create(
      seller,
      await params({ isListing: true, tokenId: 5n, price: 10n ** 15n }),
    )
    const receipt = await send(seller, market, marketAbi, 'invalidateRequests', [nft])
    const [log] = parseEventLogs({
      abi: marketAbi,
      logs: receipt.logs,
      eventName: 'RequestsInvalidated',
    })
    expect((log as unknown as { args: unknown }).args).toEqual({
      creator: seller.account.address,
      tokenContract: nft,
      invalidatedBefore: before + 1n,
    })
    expect(
      await refusal(buyer, market, marketAbi, 'acceptRequest', [
        before,
        1n,
        buyer.account.address,
        [],
        [],
      ]),
    ).toBe('Invalidated()')
    const [valid] = await chain.readContract({
      address: market,
      abi: SequenceMarketV2.abi,
      functionName: 'isRequestValid',
      args: [before, 0n],
    })
    expect(valid).toBe(false)
    const after = await create(
      seller,
      await params({ isListing: true, tokenId: 5n, price: 10n ** 15n }),
    )
    const [validAfter] = await chain.readContract({
      address: market,
      abi: SequenceMarketV2.abi,
      functionName: 'isRequestValid',
      args: [after, 0n],
    })
    expect(validAfter).toBe(true)
    await send(seller, market, marketAbi, 'invalidateRequests', [])
    expect(
      await refusal(buyer, market, marketAbi, 'acceptRequest', [
        after,
        1n,
        buyer.account.address,
        [],
        [],
      ]),
    ).toBe('Invalidated()')
  })
})

describe('refusals, each a custom error', () => {
  test('a bad price, quantity, expiry, token contract or approval', async () => {
    const base = await params({ isListing: true, tokenId: 5n, price: 1n })
    const cases: [object, string][] = [
      [{ pricePerToken: 0n }, 'InvalidPrice()'],
      [{ quantity: 0n }, 'InvalidQuantity()'],
      [{ quantity: 2n }, 'InvalidQuantity()'],
      [{ expiry: (await now()) - 1n }, 'InvalidExpiry()'],
      [{ tokenContract: weth }, `UnsupportedContractInterface(${weth}, 0x80ac58cd)`],
      [{ tokenId: 99n }, `InvalidTokenApproval(${nft}, 99, 1, ${seller.account.address})`],
    ]
    for (const [change, error] of cases) {
      expect(
        await refusal(seller, market, marketAbi, 'createRequest', [{ ...base, ...change }]),
        error,
      ).toBe(error)
    }
  })

  test('an expired request, fees that do not add up, a batch whose lists differ', async () => {
    const id = await create(
      seller,
      await params({ isListing: true, tokenId: 5n, price: 10n ** 15n }),
    )
    const accept = (fees: bigint[], to: Address[]) =>
      refusal(buyer, market, marketAbi, 'acceptRequest', [id, 1n, buyer.account.address, fees, to])
    expect(await accept([1n], [])).toBe('InvalidAdditionalFees()')
    expect(await accept([10n ** 15n + 1n], [feeTaker.account.address])).toBe(
      'InvalidAdditionalFees()',
    )
    expect(
      await refusal(buyer, market, marketAbi, 'acceptRequestBatch', [
        [id],
        [1n, 1n],
        [buyer.account.address],
        [],
        [],
      ]),
    ).toBe('InvalidBatchRequest()')
    await chain.request({
      method: 'evm_increaseTime' as 'eth_chainId',
      params: [Number(2n * DAY)] as never,
    })
    await chain.request({ method: 'evm_mine' as 'eth_chainId' })
    expect(await accept([], [])).toBe('InvalidExpiry()')
  })

  test('a price of 2^256−1 is stored; accepting more than one of it would overflow and is refused', async () => {
    const id = await create(
      seller,
      await params({
        isListing: true,
        isERC1155: true,
        tokenId: 7n,
        quantity: 2n,
        price: maxUint256,
      }),
    )
    expect(
      await refusal(buyer, market, marketAbi, 'acceptRequest', [
        id,
        2n,
        buyer.account.address,
        [],
        [],
      ]),
    ).toBe('InvalidPrice()')
    expect(
      await refusal(buyer, market, marketAbi, 'acceptRequest', [
        id,
        1n,
        buyer.account.address,
        [],
        [],
      ]),
    ).toBe(`InvalidCurrencyApproval(${weth}, ${maxUint256}, ${buyer.account.address})`)
  })
})

test('v1 takes ERC-20 listings and is not paid in the chain’s own currency', async () => {
  const v1 = await deploy(SequenceMarketV1, [deployer.account.address])
  const abi = SequenceMarketV1.abi as Abi
  await send(seller, nft, TestERC721.abi, 'setApprovalForAll', [v1, true])
  const request = await params({ isListing: true, tokenId: 5n, price: 10n ** 15n })
  expect(
    await refusal(seller, v1, abi, 'createRequest', [
      { ...request, currency: '0x0000000000000000000000000000000000000000' },
    ]),
  ).toBe('InvalidCurrency()')
  await send(buyer, weth, TestERC20.abi, 'approve', [v1, maxUint256])
  const receipt = await send(seller, v1, abi, 'createRequest', [request])
  const [created] = parseEventLogs({ abi, logs: receipt.logs, eventName: 'RequestCreated' })
  const id = (created as unknown as { args: { requestId: bigint } }).args.requestId
  await send(buyer, v1, abi, 'acceptRequest', [id, 1n, buyer.account.address, [], []])
  expect(
    await chain.readContract({
      address: nft,
      abi: TestERC721.abi,
      functionName: 'ownerOf',
      args: [5n],
    }),
  ).toBe(buyer.account.address)
})

/** The committed contract artifacts are what their sources compile to, and the marketplace runs on anvil. */
import { readFileSync } from 'node:fs'
import { createPublicClient, createWalletClient, http, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { expect, test } from 'vitest'
import { ARTIFACTS_FILE, renderArtifacts } from '../../scripts/contracts.js'
import { NativeMarketplace } from '../../src/emulator/chain/artifacts.js'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { anvilRpcUrl } from '../support/anvil.js'

test('the committed artifacts match a fresh compile of contracts/*.sol', () => {
  expect(readFileSync(ARTIFACTS_FILE, 'utf8')).toBe(renderArtifacts())
})

test('the native marketplace, deployed on anvil, logs who cancelled which order', async () => {
  const transport = http(anvilRpcUrl())
  const account = privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey)
  const wallet = createWalletClient({ account, chain: foundry, transport })
  const client = createPublicClient({ chain: foundry, transport })
  const deployHash = await wallet.deployContract({
    abi: NativeMarketplace.abi,
    bytecode: NativeMarketplace.bytecode,
  })
  const { contractAddress } = await client.waitForTransactionReceipt({ hash: deployHash })
  expect(await client.getCode({ address: contractAddress! })).toBe(
    NativeMarketplace.deployedBytecode,
  )
  const hash = await wallet.writeContract({
    address: contractAddress!,
    abi: NativeMarketplace.abi,
    functionName: 'cancel',
    args: [1_000_100_042n],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const [log] = parseEventLogs({ abi: NativeMarketplace.abi, logs: receipt.logs })
  expect(log?.args).toEqual({ orderId: 1_000_100_042n, maker: account.address })
})

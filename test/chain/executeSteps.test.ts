/**
 * executeSteps against anvil, with a property: whatever the mix of steps, no
 * transaction is sent after the first step that fails, and the run reports
 * exactly which step stopped it.
 */
import fc from 'fast-check'
import { createPublicClient, encodeFunctionData, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Config } from 'wagmi'
import { deployContract, waitForTransactionReceipt } from 'wagmi/actions'
import type { Step } from '../../src/core/index.js'
import { TestERC20 } from '../../src/emulator/chain/artifacts.js'
import { DEV_ACCOUNTS } from '../../src/emulator/index.js'
import { executeSteps, StepError, type StepProgress } from '../../src/wallet/index.js'
import { anvilRpcUrl, revertChain, snapshotChain } from '../support/anvil.js'
import { connectWallet, createTestWagmi } from '../support/wallet.js'

const rpcUrl = anvilRpcUrl()
const chain = createPublicClient({ chain: foundry, transport: http(rpcUrl), cacheTime: 0 })
const account = DEV_ACCOUNTS[8]!.address
let config: Config
/** A contract any transaction to which succeeds (a token's `approve`), or fails with data it does not know. */
let marketplace: `0x${string}`
let snapshot: string

beforeAll(async () => {
  snapshot = await snapshotChain(rpcUrl)
  config = createTestWagmi(rpcUrl, [account])
  await connectWallet(config)
  const hash = await deployContract(config, {
    abi: TestERC20.abi,
    bytecode: TestERC20.bytecode,
  })
  marketplace = (await waitForTransactionReceipt(config, { hash })).contractAddress!
})
afterAll(() => revertChain(rpcUrl, snapshot))

type Kind = 'transaction' | 'reverting' | 'unknown kind' | 'malformed' | 'unreachable post'

const stepOf = (kind: Kind, n: number): Step => {
  switch (kind) {
    case 'transaction':
      return {
        id: 'tokenApproval',
        to: marketplace,
        data: encodeFunctionData({
          abi: TestERC20.abi,
          functionName: 'approve',
          args: [account, BigInt(n)],
        }),
        value: '0',
      }
    case 'reverting':
      return { id: 'cancel', to: marketplace, data: '0xdeadbeef', value: '0' }
    case 'unknown kind':
      return { id: 'teleport', to: marketplace, data: '0x' }
    case 'malformed':
      return { id: 'buy', to: 'not an address', data: '0x' }
    case 'unreachable post':
      return {
        id: 'signEIP191',
        data: 'I cancel',
        post: { endpoint: 'http://127.0.0.1:9/cancel', method: 'POST', body: {} },
      }
  }
}

describe('executeSteps', () => {
  test('runs transactions in order, each awaited to its receipt, and reports every status', async () => {
    const steps = [stepOf('transaction', 1), stepOf('transaction', 2)]
    const seen: StepProgress[] = []
    const outcomes = await executeSteps(steps, {
      wagmiConfig: config,
      chainId: 31337,
      onProgress: (p) => seen.push(p),
    })
    expect(outcomes.map((o) => o.receipt?.status)).toEqual(['success', 'success'])
    expect(outcomes[0]!.receipt!.blockNumber).toBeLessThan(outcomes[1]!.receipt!.blockNumber)
    expect(seen.filter((p) => p.index === 0).map((p) => p.status)).toEqual([
      'pending',
      'awaiting-signature',
      'submitted',
      'confirmed',
    ])
  })

  test('a step of unknown kind stops the run with a clear error', async () => {
    const error = await executeSteps([stepOf('unknown kind', 0)], { wagmiConfig: config }).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(StepError)
    expect(error).toMatchObject({ reason: 'unsupported', index: 0 })
    expect(String(error.message)).toMatch(/teleport/)
  })

  test('never sends a transaction after a failed step (property)', async () => {
    const kinds: Kind[] = [
      'transaction',
      'transaction',
      'reverting',
      'unknown kind',
      'malformed',
      'unreachable post',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...kinds), { minLength: 1, maxLength: 6 }),
        async (plan) => {
          const steps = plan.map((kind, i) => stepOf(kind, i))
          const firstFailure = plan.findIndex((k) => k !== 'transaction')
          const before = await chain.getTransactionCount({ address: account })
          const seen: StepProgress[] = []
          const result = await executeSteps(steps, {
            wagmiConfig: config,
            chainId: 31337,
            onProgress: (p) => seen.push(p),
          }).catch((e: unknown) => e)
          const sent = (await chain.getTransactionCount({ address: account })) - before
          if (firstFailure < 0) {
            expect(result).toHaveLength(plan.length)
            expect(sent).toBe(plan.length)
          } else {
            expect(result).toBeInstanceOf(StepError)
            expect((result as StepError).index).toBe(firstFailure)
            // Only the transactions before the failure went out (and the failing one
            // itself when it is a transaction that was mined and reverted)…
            const reverted = plan[firstFailure] === 'reverting'
            expect(sent).toBe(firstFailure + (reverted ? 1 : 0))
            if (reverted) expect((result as Error).message).toMatch(/reverted/)
            // …and no step after it left 'pending'.
            expect(seen.filter((p) => p.index > firstFailure && p.status !== 'pending')).toEqual([])
          }
        },
      ),
      { numRuns: 25 },
    )
  })
})

test('a chain that cannot be reached: the step fails in one short sentence, the URL and the request body only in its cause', async () => {
  // Port 9 (discard): nothing answers there on this machine.
  const unreachable = createTestWagmi('http://127.0.0.1:9/rpc', [account])
  await connectWallet(unreachable)
  const step: Step = { id: 'cancel', to: marketplace, data: '0x3015394c', value: '0' }
  const error = await executeSteps([step], { wagmiConfig: unreachable, chainId: 31337 }).catch(
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(StepError)
  expect((error as StepError).message).toBe('step 1 (cancel): the chain could not be reached')
  expect(String((error as StepError).cause)).toMatch(/127\.0\.0\.1:9/)
})

/**
 * The emulator's API group through the real client: IsValidETHAuthProof with
 * proofs signed by anvil's development keys, and RemoveLinkedWallet with real
 * personal signatures — forgeries refused, the link really removed — plus the
 * wallets section's control surface.
 */
import { hashTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, test } from 'vitest'
import { expectFailure, type Harness, harness } from '../../../test/support/emulatorHarness.js'
import {
  type ETHAuthClaims,
  encodeETHAuthProof,
  ethAuthTypedData,
} from '../../core/ethauth/index.js'
import { unlinkMessages } from '../../core/index.js'
import { DEV_ACCOUNTS } from '../data/accounts.js'

const account = (i: number) => privateKeyToAccount(DEV_ACCOUNTS[i]!.privateKey)

let h: Harness
beforeEach(() => {
  h = harness()
})

describe('IsValidETHAuthProof', () => {
  const nowSeconds = () => Math.floor(h.emulator.clock.now() / 1000)
  const claims = (overrides: Partial<ETHAuthClaims> = {}): ETHAuthClaims => ({
    app: 'emulator-tests',
    iat: nowSeconds() - 10,
    exp: nowSeconds() + 3600,
    v: '1',
    ...overrides,
  })
  async function proof(c = claims(), signer = 0, address = DEV_ACCOUNTS[signer]!.address) {
    const signature = await account(signer).signTypedData(ethAuthTypedData(c))
    return encodeETHAuthProof({ address, claims: c, signature })
  }
  const check = (
    ethAuthProofString: string,
    walletAddress: string = DEV_ACCOUNTS[0]!.address,
    network: string | number = 'anvil',
  ) => h.client().api.isValidETHAuthProof({ network, walletAddress, ethAuthProofString })

  test("accepts a dev account's typed-data proof, on either network, in any address case", async () => {
    const p = await proof()
    await expect(check(p)).resolves.toEqual({ isValid: true })
    await expect(check(p, DEV_ACCOUNTS[0]!.address, 137)).resolves.toEqual({ isValid: true })
    await expect(check(p, DEV_ACCOUNTS[0]!.address.toLowerCase())).resolves.toEqual({
      isValid: true,
    })
  })

  test('accepts a personal-sign signature over the typed-data digest', async () => {
    const c = claims()
    const signature = await account(0).signMessage({
      message: { raw: hashTypedData(ethAuthTypedData(c)) },
    })
    const p = encodeETHAuthProof({ address: DEV_ACCOUNTS[0]!.address, claims: c, signature })
    await expect(check(p)).resolves.toEqual({ isValid: true })
  })

  test('refuses an expired proof, and one that expires as the clock moves', async () => {
    await expect(
      check(await proof(claims({ iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }))),
    ).resolves.toEqual({ isValid: false })
    const p = await proof()
    await expect(check(p)).resolves.toEqual({ isValid: true })
    h.emulator.clock.advance(2 * 3600 * 1000)
    await expect(check(p)).resolves.toEqual({ isValid: false })
  })

  test('refuses a proof issued in the future', async () => {
    await expect(check(await proof(claims({ iat: nowSeconds() + 3600 })))).resolves.toEqual({
      isValid: false,
    })
  })

  test('refuses a proof for another wallet, and a forged one', async () => {
    await expect(check(await proof(), DEV_ACCOUNTS[1]!.address)).resolves.toEqual({
      isValid: false,
    })
    const forged = await proof(claims(), 1, DEV_ACCOUNTS[0]!.address)
    await expect(check(forged)).resolves.toEqual({ isValid: false })
  })

  test('a string that is not a proof is InvalidArgument', async () => {
    await expectFailure(check('not-a-proof'), 'InvalidArgument')
    await expectFailure(check(`eth.${DEV_ACCOUNTS[0]!.address}.e30.0x01`), 'InvalidArgument')
  })

  test("an ordinary wallet's proof verifies whatever the chain, served or not (§8)", async () => {
    await expect(check(await proof(), DEV_ACCOUNTS[0]!.address, 'mainnet')).resolves.toEqual({
      isValid: true,
    })
    const res = await h.raw('/api/rpc/API/IsValidETHAuthProof', {
      chainId: '999999',
      walletAddress: DEV_ACCOUNTS[0]!.address,
      ethAuthProofString: await proof(),
    })
    expect(await res.json()).toEqual({ isValid: true })
    const forged = await proof(claims(), 1, DEV_ACCOUNTS[0]!.address)
    await expect(check(forged, DEV_ACCOUNTS[0]!.address, 'mainnet')).resolves.toEqual({
      isValid: false,
    })
  })
})

describe('RemoveLinkedWallet', () => {
  /** A signed unlink request: `parentSigner`/`linkedSigner` default to the wallets themselves. */
  async function unlink(
    parent: number,
    linked: number,
    options: {
      parentSigner?: number
      linkedSigner?: number
      parentMessage?: string
      linkedMessage?: string
      network?: string | number
    } = {},
  ) {
    const parentWalletAddress = DEV_ACCOUNTS[parent]!.address
    const linkedWalletAddress = DEV_ACCOUNTS[linked]!.address
    const defaults = unlinkMessages({ parentWalletAddress, linkedWalletAddress })
    const parentWalletMessage = options.parentMessage ?? defaults.parentWalletMessage
    const linkedWalletMessage = options.linkedMessage ?? defaults.linkedWalletMessage
    return h.client().api.removeLinkedWallet({
      network: options.network ?? 'anvil',
      parentWalletAddress,
      parentWalletMessage,
      parentWalletSignature: await account(options.parentSigner ?? parent).signMessage({
        message: parentWalletMessage,
      }),
      linkedWalletAddress,
      linkedWalletMessage,
      linkedWalletSignature: await account(options.linkedSigner ?? linked).signMessage({
        message: linkedWalletMessage,
      }),
    })
  }
  const hasLink = (p: number, l: number) =>
    h.emulator.state.wallets.hasLink(DEV_ACCOUNTS[p]!.address, DEV_ACCOUNTS[l]!.address)

  test('removes the link with both signatures; a second attempt is NotFound', async () => {
    expect(hasLink(0, 1)).toBe(true)
    const version = h.emulator.state.wallets.version
    await expect(unlink(0, 1)).resolves.toEqual({ status: true })
    expect(hasLink(0, 1)).toBe(false)
    expect(hasLink(0, 2)).toBe(true)
    expect(h.emulator.state.wallets.version).toBe(version + 1)
    await expectFailure(unlink(0, 1), 'NotFound')
  })

  test('works on Polygon, with messages naming the addresses in another case', async () => {
    const parent = DEV_ACCOUNTS[3]!.address
    const linked = DEV_ACCOUNTS[4]!.address
    await expect(
      unlink(3, 4, {
        network: 137,
        parentMessage: `Please remove CHILD WALLET WITH ADDRESS ${linked.toLowerCase()}`,
        linkedMessage: `unlink me from ${parent.toUpperCase().replace('0X', '0x')}`,
      }),
    ).resolves.toEqual({ status: true })
    expect(hasLink(3, 4)).toBe(false)
  })

  test('a signature by another key is PermissionDenied, and the link stays', async () => {
    await expectFailure(unlink(0, 1, { parentSigner: 2 }), 'PermissionDenied')
    await expectFailure(unlink(0, 1, { linkedSigner: 2 }), 'PermissionDenied')
    expect(hasLink(0, 1)).toBe(true)
  })

  test('a message that does not name the other wallet is PermissionDenied', async () => {
    await expectFailure(
      unlink(0, 1, { parentMessage: `child wallet with address ${DEV_ACCOUNTS[2]!.address}` }),
      'PermissionDenied',
    )
    await expectFailure(unlink(0, 1, { linkedMessage: 'Unlink me, please' }), 'PermissionDenied')
    expect(hasLink(0, 1)).toBe(true)
  })

  test('a malformed signature is PermissionDenied', async () => {
    const parentWalletAddress = DEV_ACCOUNTS[0]!.address
    const linkedWalletAddress = DEV_ACCOUNTS[1]!.address
    await expectFailure(
      h.client().api.removeLinkedWallet({
        network: 'anvil',
        parentWalletAddress,
        linkedWalletAddress,
        ...unlinkMessages({ parentWalletAddress, linkedWalletAddress }),
        parentWalletSignature: '0x1234',
        linkedWalletSignature: '0x1234',
      }),
      'PermissionDenied',
    )
    expect(hasLink(0, 1)).toBe(true)
  })

  test('signatures are checked before the link: a forged request for no link is PermissionDenied', async () => {
    expect(hasLink(0, 3)).toBe(false)
    await expectFailure(unlink(0, 3, { linkedSigner: 9 }), 'PermissionDenied')
    await expectFailure(unlink(0, 3), 'NotFound')
  })

  test("an ordinary wallet's signatures verify whatever the chain, served or not (§9)", async () => {
    await expectFailure(unlink(0, 1, { network: 'mainnet', linkedSigner: 2 }), 'PermissionDenied')
    expect(hasLink(0, 1)).toBe(true)
    await expect(unlink(0, 1, { network: 'mainnet' })).resolves.toEqual({ status: true })
    expect(hasLink(0, 1)).toBe(false)
    expect(
      h.emulator.state.wallets.addLink(DEV_ACCOUNTS[0]!.address, DEV_ACCOUNTS[1]!.address),
    ).toBe(true)
  })

  test('a link added through the state can be removed', async () => {
    expect(
      h.emulator.state.wallets.addLink(DEV_ACCOUNTS[7]!.address, DEV_ACCOUNTS[8]!.address),
    ).toBe(true)
    await expect(unlink(7, 8)).resolves.toEqual({ status: true })
    expect(hasLink(7, 8)).toBe(false)
  })
})

describe('wallets state', () => {
  test('starts with 0 → 1, 2; 3 → 4; 5 → 6', () => {
    const a = DEV_ACCOUNTS.map((x) => x.address)
    expect(h.emulator.state.wallets.links()).toEqual([
      { parent: a[0], linked: a[1] },
      { parent: a[0], linked: a[2] },
      { parent: a[3], linked: a[4] },
      { parent: a[5], linked: a[6] },
    ])
  })

  test('compares addresses case-insensitively and bumps version on writes only', () => {
    const { wallets } = h.emulator.state
    const [p, l] = [DEV_ACCOUNTS[0]!.address, DEV_ACCOUNTS[1]!.address]
    expect(wallets.hasLink(p.toLowerCase(), l.toUpperCase().replace('0X', '0x'))).toBe(true)
    expect(wallets.hasLink(l, p)).toBe(false)
    const v = wallets.version
    expect(wallets.addLink(p.toLowerCase(), l)).toBe(false)
    expect(wallets.version).toBe(v)
    expect(wallets.removeLink(p.toLowerCase(), l.toLowerCase())).toBe(true)
    expect(wallets.version).toBe(v + 1)
    expect(wallets.removeLink(p, l)).toBe(false)
    expect(wallets.addLink(p.toLowerCase(), l.toLowerCase())).toBe(true)
    expect(wallets.links().at(-1)).toEqual({ parent: p, linked: l })
    expect(wallets.version).toBe(v + 2)
  })

  test('links() is a copy', () => {
    const links = h.emulator.state.wallets.links()
    links.length = 0
    expect(h.emulator.state.wallets.links()).toHaveLength(4)
  })
})

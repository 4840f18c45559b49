/**
 * What the emulator serves, before any data is generated: its networks and
 * their currencies and marketplace contracts, its collections, and its two
 * development projects (their public keys; the secret keys are server-side,
 * in secrets.ts). Addresses are derived from fixed labels, so they are
 * the same on every run and every machine.
 */
import { type Address, getAddress, type Hex, keccak256, toHex } from 'viem'

/** A fixed, checksummed address derived from a label. */
export const labelAddress = (label: string): Address =>
  getAddress(keccak256(toHex(`platform-kit emulator ${label}`)).slice(0, 42))

export interface Currency {
  readonly address: Address
  readonly symbol: string
  readonly decimals: number
  /** The price of one whole unit in US dollars. */
  readonly usd: number
}

export interface EmulatedNetwork {
  readonly chainId: number
  readonly name: string
  readonly title: string
  readonly currencies: readonly Currency[]
  /**
   * The network's market (Sequence Market v2), whose requests are the native
   * orders: target of `cancelRequest` transaction steps, and where the
   * emulator installs its market on a followed chain.
   */
  readonly marketplaceContract: Address
}

const currencies = (network: string): Currency[] => [
  { address: labelAddress(`${network} USDC`), symbol: 'USDC', decimals: 6, usd: 1 },
  { address: labelAddress(`${network} WETH`), symbol: 'WETH', decimals: 18, usd: 3000 },
]

/** The emulated networks: the local anvil chain and Polygon. */
export const EMULATED_NETWORKS: readonly EmulatedNetwork[] = [
  {
    chainId: 31337,
    name: 'anvil',
    title: 'Anvil (local)',
    currencies: currencies('anvil'),
    marketplaceContract: labelAddress('anvil native marketplace'),
  },
  {
    chainId: 137,
    name: 'polygon',
    title: 'Polygon',
    currencies: currencies('polygon'),
    marketplaceContract: labelAddress('polygon native marketplace'),
  },
]

/** Finds an emulated network by name or decimal chain id. */
export const findEmulatedNetwork = (ref: string): EmulatedNetwork | undefined =>
  EMULATED_NETWORKS.find((n) => n.name === ref || String(n.chainId) === ref)

export type CollectionTheme = 'creatures' | 'relics' | 'hostile' | 'plants' | 'potions'

export interface CollectionSpec {
  /** A short stable key, used in labels and by tests. */
  readonly key: CollectionTheme
  readonly name: string
  readonly chainId: number
  readonly contractType: 'ERC721' | 'ERC1155'
  readonly address: Address
  /** Number of tokens; `'large'` follows the emulator's `size` option (10,000 by default). */
  readonly size: number | 'large'
}

const collection = (
  key: CollectionTheme,
  name: string,
  chainId: number,
  contractType: 'ERC721' | 'ERC1155',
  size: number | 'large',
): CollectionSpec => ({
  key,
  name,
  chainId,
  contractType,
  size,
  address: labelAddress(`collection ${key}`),
})

/** The emulated collections. `creatures` is the large one; `hostile` carries hostile metadata. */
export const EMULATED_COLLECTIONS: readonly CollectionSpec[] = [
  collection('creatures', 'Emulated Creatures', 31337, 'ERC721', 'large'),
  collection('relics', 'Pixel Relics', 31337, 'ERC1155', 48),
  collection('hostile', 'Hostile Metadata', 31337, 'ERC721', 24),
  collection('plants', 'Polygon Plants', 137, 'ERC721', 300),
  collection('potions', 'Polygon Potions', 137, 'ERC1155', 36),
]

/** The collection of a key, for tests and examples: `EMULATOR_COLLECTION.creatures.address`. */
export const EMULATOR_COLLECTION = Object.fromEntries(
  EMULATED_COLLECTIONS.map((c) => [c.key, c]),
) as Readonly<Record<CollectionTheme, CollectionSpec>>

export interface DevProject {
  readonly id: number
  readonly name: string
  /** The public access key (`X-Access-Key`). */
  readonly accessKey: string
  /**
   * The keccak-256 of the project's secret key (its UTF-8 bytes): the
   * emulator checks a presented `Authorization: BEARER …` against it, so code
   * that runs the emulator in a browser holds no secret key. The key itself
   * is server-side: `DEV_SECRET_KEYS` of `platform-kit/emulator/node`.
   */
  readonly secretKeyHash: Hex
}

/**
 * The emulator's two projects and their public keys. Their secret keys are
 * not here — this module reaches browsers (`emulatorConfig`, the emulator
 * behind msw) and secret keys never do — but in `DEV_SECRET_KEYS` of
 * `platform-kit/emulator/node`; `secretKeyHash` is all the emulator needs to
 * check one.
 */
export const DEV_PROJECTS: readonly DevProject[] = [
  {
    id: 1,
    name: 'Demo Project',
    accessKey: 'pk_dev_emulator_project_1',
    secretKeyHash: '0xfa8f9af733bbe034072e0da3155af17b78a735cef576c1189ebc52f07ce10eb3',
  },
  {
    id: 2,
    name: 'Second Project',
    accessKey: 'pk_dev_emulator_project_2',
    secretKeyHash: '0x6e5aac950505de414567964e3df16ae19f936530f67cf5f10f59dc8aaf905c71',
  },
]

/** The hash a project's `secretKeyHash` holds of its secret key: keccak-256 of its UTF-8 bytes. */
export const secretKeyHash = (secretKey: string): Hex => keccak256(toHex(secretKey))

/**
 * The JSON ABI the builder's generated contracts carry (generate.ts): a few
 * functions and events per contract type, enough to look real.
 */

/** A short JSON ABI per contract type: a few functions and events, enough to look real. */
const ABI_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  ERC20: [
    'function balanceOf(address owner) view returns (uint256)',
    'function transfer(address to, uint256 value) returns (bool)',
    'event Transfer(address indexed from, address indexed to, uint256 value)',
  ],
  ERC721: [
    'function ownerOf(uint256 tokenId) view returns (address)',
    'function tokenURI(uint256 tokenId) view returns (string)',
    'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  ],
  ERC1155: [
    'function balanceOf(address account, uint256 id) view returns (uint256)',
    'function uri(uint256 id) view returns (string)',
    'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  ],
  MARKETPLACE: [
    'function cancelRequest(uint256 requestId)',
    'event RequestCancelled(uint256 indexed requestId, address indexed tokenContract)',
  ],
  SALE: [
    'function mint(address to, uint256 amount) payable',
    'event ItemsMinted(address indexed to, uint256 amount)',
  ],
}

/** Turns `function name(type a, …) view returns (type)` into a JSON ABI entry. */
function abiEntry(signature: string): Record<string, unknown> {
  const match = /^(function|event) (\w+)\(([^)]*)\)(.*)$/.exec(signature)!
  const [, kind, name, args = '', rest = ''] = match
  const params = (text: string, indexedAllowed: boolean) =>
    text
      .split(',')
      .map((p) => p.trim().split(/\s+/))
      .filter((words) => words[0])
      .map((words) => ({
        name: words.at(-1) === words[0] ? '' : words.at(-1),
        type: words[0],
        ...(indexedAllowed ? { indexed: words.includes('indexed') } : {}),
      }))
  if (kind === 'event') return { type: 'event', name, inputs: params(args, true), anonymous: false }
  const returns = /returns \(([^)]*)\)/.exec(rest)?.[1] ?? ''
  return {
    type: 'function',
    name,
    inputs: params(args, false),
    outputs: params(returns, false),
    stateMutability: rest.includes('view')
      ? 'view'
      : rest.includes('payable')
        ? 'payable'
        : 'nonpayable',
  }
}

/** The JSON ABI of a contract type (an ERC20 one for a type it does not know). */
export const abiOf = (type: string): string =>
  JSON.stringify((ABI_ENTRIES[type] ?? ABI_ENTRIES.ERC20!).map(abiEntry))

/**
 * Sequence Market's public interface, v1 and v2, as the platform publishes it
 * (0xsequence/marketplace-sdk, sdk/src/utils/abi/marketplace/; facts in
 * ../shared/reference/sequence-market.md): the functions, events and custom
 * errors a contract of ours must have to stand in for it, written out as
 * human-readable signatures. The proxy's own (upgrades, `proxiableUUID`,
 * `AdminChanged`, `BeaconUpgraded`, `Initialized`, `Upgraded`) are left out:
 * the emulator installs its market's code, it does not upgrade it.
 */

const REQUEST_PARAMS =
  '(bool isListing, bool isERC1155, address tokenContract, uint256 tokenId, uint256 quantity, uint96 expiry, address currency, uint256 pricePerToken)'
const REQUEST =
  '(address creator, bool isListing, bool isERC1155, address tokenContract, uint256 tokenId, uint256 quantity, uint96 expiry, address currency, uint256 pricePerToken)'

/** What both versions have. */
const COMMON = {
  functions: [
    'function acceptRequestBatch(uint256[] requestIds, uint256[] quantities, address[] recipients, uint256[] additionalFees, address[] additionalFeeRecipients)',
    'function cancelRequest(uint256 requestId)',
    'function cancelRequestBatch(uint256[] requestIds)',
    `function createRequest(${REQUEST_PARAMS} request) returns (uint256 requestId)`,
    `function createRequestBatch(${REQUEST_PARAMS}[] requests) returns (uint256[] requestIds)`,
    'function customRoyalties(address) view returns (address recipient, uint96 fee)',
    `function getRequest(uint256 requestId) view returns (${REQUEST} request)`,
    `function getRequestBatch(uint256[] requestIds) view returns (${REQUEST}[] requests)`,
    'function getRoyaltyInfo(address tokenContract, uint256 tokenId, uint256 cost) view returns (address recipient, uint256 royalty)',
    `function isRequestValid(uint256 requestId, uint256 quantity) view returns (bool valid, ${REQUEST} request)`,
    `function isRequestValidBatch(uint256[] requestIds, uint256[] quantities) view returns (bool[] valid, ${REQUEST}[] requests)`,
    'function owner() view returns (address)',
    'function renounceOwnership()',
    'function setRoyaltyInfo(address tokenContract, address recipient, uint96 fee)',
    'function transferOwnership(address newOwner)',
  ],
  events: [
    'event CustomRoyaltyChanged(address indexed tokenContract, address recipient, uint96 fee)',
    'event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)',
    'event RequestAccepted(uint256 indexed requestId, address indexed buyer, address indexed tokenContract, address recipient, uint256 quantity, uint256 quantityRemaining)',
    'event RequestCancelled(uint256 indexed requestId, address indexed tokenContract)',
    'event RequestCreated(uint256 indexed requestId, address indexed creator, address indexed tokenContract, uint256 tokenId, bool isListing, uint256 quantity, address currency, uint256 pricePerToken, uint256 expiry)',
  ],
  errors: [
    'error InvalidAdditionalFees()',
    'error InvalidBatchRequest()',
    'error InvalidCurrency()',
    'error InvalidCurrencyApproval(address currency, uint256 quantity, address owner)',
    'error InvalidExpiry()',
    'error InvalidPrice()',
    'error InvalidQuantity()',
    'error InvalidRequestId(uint256 requestId)',
    'error InvalidRoyalty()',
    'error InvalidTokenApproval(address tokenContract, uint256 tokenId, uint256 quantity, address owner)',
    'error UnsupportedContractInterface(address contractAddress, bytes4 interfaceId)',
  ],
}

/** v1: no bulk invalidation; `acceptRequest` is not payable. */
export const SEQUENCE_MARKET_V1 = {
  functions: [
    ...COMMON.functions,
    'function acceptRequest(uint256 requestId, uint256 quantity, address receiver, uint256[] additionalFees, address[] additionalFeeReceivers)',
  ],
  events: COMMON.events,
  errors: COMMON.errors,
} as const

/** v2: bulk invalidation by maker and by collection; a listing may be paid in the chain's currency. */
export const SEQUENCE_MARKET_V2 = {
  functions: [
    ...COMMON.functions,
    'function acceptRequest(uint256 requestId, uint256 quantity, address recipient, uint256[] additionalFees, address[] additionalFeeRecipients) payable',
    'function initialize(address _owner)',
    'function invalidBeforeId(address) view returns (uint256)',
    'function invalidTokenBeforeId(address, address) view returns (uint256)',
    'function invalidateRequests()',
    'function invalidateRequests(address tokenContract)',
  ],
  events: [
    ...COMMON.events,
    'event RequestsInvalidated(address indexed creator, uint256 indexed invalidatedBefore)',
    'event RequestsInvalidated(address indexed creator, address indexed tokenContract, uint256 indexed invalidatedBefore)',
  ],
  errors: [...COMMON.errors, 'error Invalidated()'],
} as const

/** The selectors ../shared/reference/sequence-market.md gives, for checking. */
export const REFERENCE_SELECTORS = {
  'cancelRequest(uint256)': '0x3015394c',
  'cancelRequestBatch(uint256[])': '0xf1f5176c',
  'acceptRequest(uint256,uint256,address,uint256[],address[])': '0xe6bd720e',
  'createRequest((bool,bool,address,uint256,uint256,uint96,address,uint256))': '0xdd0de6ec',
} as const

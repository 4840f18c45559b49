/**
 * The market's request events as webhook listeners name them (issue 43), in
 * the interface's canonical form: a listener's filters register them, and
 * the server reads deliveries of them (`marketRequestEvent`).
 */

/**
 * The market's events that change a request, as a webhook listener's filter
 * takes them (the interface's canonical form).
 *
 * @example
 * ```ts
 * webhookFilters({ contracts: [market], events: Object.values(MARKET_WEBHOOK_EVENTS) })
 * ```
 */
export const MARKET_WEBHOOK_EVENTS = {
  RequestCreated:
    'RequestCreated(uint256 indexed requestId, address indexed creator, address indexed tokenContract, uint256 tokenId, bool isListing, uint256 quantity, address currency, uint256 pricePerToken, uint256 expiry)',
  RequestAccepted:
    'RequestAccepted(uint256 indexed requestId, address indexed buyer, address indexed tokenContract, address recipient, uint256 quantity, uint256 quantityRemaining)',
  RequestCancelled: 'RequestCancelled(uint256 indexed requestId, address indexed tokenContract)',
  RequestsInvalidated:
    'RequestsInvalidated(address indexed creator, uint256 indexed invalidatedBefore)',
  RequestsInvalidatedForCollection:
    'RequestsInvalidated(address indexed creator, address indexed tokenContract, uint256 indexed invalidatedBefore)',
} as const

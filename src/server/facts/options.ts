/**
 * What a webhook delivery does not say, given by the receiver to both of its
 * readers (`liveEventsFromWebhook`, `activityFromWebhook`): its network, the
 * collection of another marketplace's event, and a market request as it was
 * made.
 */

/**
 * The collection a delivery changes when that is not the contract that
 * emitted it and the event does not say — a marketplace's event changes an
 * order of a collection — as the receiver found it (in its own database, from
 * the event's order id); or the tokens of a market event that names only its
 * collection (an accepted or cancelled request: its token, as the receiver
 * stored it when the request was created).
 */
export interface LiveEventCollectionOption {
  /** The collection's address; the messages carry it, checksummed, as `collectionAddress`. */
  readonly address: string
  /**
   * The collection's tokens the event changes (unsigned integers: bigints or
   * decimal strings), replacing whatever token ids the delivery names — a
   * marketplace event's `id` argument is an order's, not a token's. `[]`
   * names none: every token of the collection. When omitted, the token ids
   * the delivery itself names are taken as tokens of the collection.
   */
  readonly tokenIds?: readonly (string | bigint)[]
}

/**
 * A market request as it was made (its `RequestCreated`, as the activity
 * store kept it, or the request read from the chain): what an event that
 * names only the request's id — accepted, cancelled — is about.
 */
export interface MarketRequestFacts {
  readonly isListing: boolean
  /** Its maker (creator). */
  readonly maker: string
  readonly tokenId: string
  /** Per token, in base units of `currency`. */
  readonly price: string
  readonly currency: string
  /** How many it was made for. */
  readonly quantity: string
}

/** What a delivery does not say: the network of the listener that received it, and which collection it changes. */
export interface LiveEventFromWebhookOptions {
  /** The chain id of the network the webhook listener was registered on (137 for Polygon). */
  readonly chainId: number
  /**
   * The collection the event changes, when it is not the emitting contract
   * and the event does not name it; or, for a market event, the tokens it
   * changes. Omit it for a collection's own events (transfers, approvals),
   * which name their tokens, and for Sequence Market's request events, which
   * name their collection (`tokenContract`) and a new request its token.
   */
  readonly collection?: LiveEventCollectionOption
  /**
   * For the market's `RequestAccepted` and `RequestCancelled`, which name
   * only the request's id and collection: the request as it was made (an
   * `ActivityStore`'s `request`), whose token the messages name.
   */
  readonly request?: MarketRequestFacts
}

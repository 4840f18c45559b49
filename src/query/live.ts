/**
 * Live queries without a framework: the coalescer that turns the live feed's
 * events into invalidations of exactly the affected queries, at most once per
 * window (liveInvalidator.ts), and the connection to the feed (Server-Sent
 * Events) that reconnects with backoff and resumes where it stopped
 * (liveConnection.ts). `platform-kit/react`'s `useLiveQueries` is a thin hook
 * over `connectLiveFeed`.
 */
export * from './liveConnection.js'
export * from './liveInvalidator.js'

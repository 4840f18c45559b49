/**
 * The pure helpers `platform-kit/ui` offers beside its components and hooks
 * (re-exported by src/ui/index.ts): prices and amounts, formatting, safe
 * URLs and text, traits, filter ↔ URL, contact lists, grid keys. No React in
 * them, so an app calls them in a React Server Component too.
 */
export type { ContactsProgress } from './components/AudienceManager/contactChunks.js'
export {
  CONTACTS_PER_CALL,
  type ContactLineProblem,
  type InvalidContactLine,
  type ParsedContactList,
  parseContactList,
} from './components/AudienceManager/contactList.js'
export {
  type GridKey,
  type GridPosition,
  nextGridIndex,
} from './components/CollectibleGrid/gridKeys.js'
export {
  FILTER_PARAM_KEYS,
  filterFromSearchParams,
  filterHref,
  filterToSearchParams,
  normalizeFilter,
} from './shared/filterParams.js'
export {
  type CurrencyInfo,
  type CurrencyMap,
  currencyLabel,
  DEFAULT_LOCALE,
  formatAmount,
  MARKETPLACE_NAMES,
  marketplaceName,
  NO_AMOUNT,
  relativeTime,
  shortenAddress,
} from './shared/format.js'
export { type LiveChanges, type LiveSummaryStrings, liveSummary } from './shared/liveSummary.js'
export {
  DEFAULT_SIGNIFICANT_DIGITS,
  formatPrice,
  formatTokenAmount,
  formatUSD,
  fullPrice,
  type PricedOrder,
  type PriceParts,
  priceDecimal,
  priceParts,
  type TokenAmountOptions,
} from './shared/price.js'
export {
  clampText,
  DEFAULT_IPFS_GATEWAY,
  safeColor,
  safeUrl,
  svgImageUrl,
} from './shared/safety.js'
export { withStrings } from './shared/strings.js'
export {
  backTrait,
  formatTraitNumber,
  readTraits,
  TRAIT_NAME_MAX,
  TRAIT_TITLE_MAX,
  TRAIT_VALUE_MAX,
  type Trait,
  type TraitBacking,
  type TraitDisplay,
} from './shared/traits.js'

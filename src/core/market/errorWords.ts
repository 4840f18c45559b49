/**
 * The sentence for each of Sequence Market's refusals (issue 43), worded
 * for who sent the call: "your" allowance when the error names the sender,
 * "the offer's" when it names an offer's maker; an expired order, or an
 * expiry in the past, by the function called. Lower case, no full stop: a
 * UI puts it after its own words ("Failed: …").
 */
import { formatUnits } from 'viem'
import { sameAddress, shortenAddress } from '../schemas/address.js'

/** What the words know of the call: its function, its sender, and the currencies' names. */
export interface MarketWordsContext {
  readonly fn: string | undefined
  readonly account: string | undefined
  currency(address: string): { readonly label: string; readonly decimals?: number | undefined }
}

/** A sentence, and whether it is one of the market's custom errors (else a string reason or a panic). */
export interface MarketWords {
  readonly text: string
  readonly custom: boolean
}

const ERC721 = '0x80ac58cd'
const ERC1155 = '0xd9b67a26'

/** Whether the address an error names is `account`. */
const same = (a: unknown, account: string | undefined) =>
  typeof a === 'string' && sameAddress(a, account)
const str = (value: unknown) => (typeof value === 'string' ? value : String(value))

/**
 * A token id as a sentence names it: `#42`, a long one cut in the middle.
 *
 * @example
 * ```ts
 * tokenLabel(2n ** 256n - 1n) // '#115792…9935'
 * ```
 */
export function tokenLabel(value: unknown): string {
  const id = String(value)
  return id.length > 14 ? `#${id.slice(0, 6)}…${id.slice(-4)}` : `#${id}`
}

/** A string reason a contract gave, made fit to show: no control or format characters, at most 160. */
function reasonText(value: unknown): string {
  const text = str(value)
    .slice(0, 640)
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '')
    .trim()
  return text.length > 160 ? `${text.slice(0, 159)}…` : text
}

const creating = (fn: string | undefined) => fn === 'createRequest' || fn === 'createRequestBatch'
const cancelling = (fn: string | undefined) => fn === 'cancelRequest' || fn === 'cancelRequestBatch'

/** The allowance a payment needs: whose, in which currency, how much when the decimals are known. */
function allowanceWords([currency, quantity, owner]: readonly unknown[], c: MarketWordsContext) {
  const { label, decimals = -1 } = c.currency(str(currency))
  const needed =
    typeof quantity === 'bigint' && Number.isInteger(decimals) && decimals >= 0 && decimals <= 77
      ? `: ${formatUnits(quantity, decimals)} ${label} is needed`
      : ''
  if (same(owner, c.account)) {
    return `your ${label} allowance to the market is too low, or your balance${needed}`
  }
  // Someone else pays only when the caller accepts an offer: its maker.
  if (c.account) return `the offer's ${label} allowance is too low, or its maker's balance${needed}`
  return `the ${label} allowance of ${shortenAddress(str(owner))} is too low, or its balance${needed}`
}

/** A token the market cannot move: whose, which. */
function tokenWords([contract, id, quantity, owner]: readonly unknown[], c: MarketWordsContext) {
  const token = `token ${tokenLabel(id)} of ${shortenAddress(str(contract))}`
  const some = typeof quantity === 'bigint' && quantity > 1n ? `${quantity} of it` : 'it'
  if (same(owner, c.account)) {
    return `${token} is not approved to the market, or you do not own ${some}`
  }
  if (c.account) {
    return `${token} is not approved to the market, or the listing's maker no longer owns ${some}`
  }
  return `${token} is not approved to the market, or ${shortenAddress(str(owner))} does not own ${some}`
}

const WORDS: Readonly<Record<string, (args: readonly unknown[], c: MarketWordsContext) => string>> =
  {
    InvalidAdditionalFees: () =>
      'the additional fees are not valid: together more than the price, or one without a recipient',
    InvalidBatchRequest: () => 'the batch is not valid: its lists are not of the same length',
    InvalidCurrency: () =>
      'the market does not take this currency, or the native currency sent is not the price',
    InvalidCurrencyApproval: allowanceWords,
    InvalidExpiry: (_, c) =>
      creating(c.fn) ? 'the expiry must be in the future' : 'the order has expired',
    InvalidPrice: () => 'the price is zero, or too large once multiplied by the quantity',
    InvalidQuantity: () =>
      'the quantity is not valid: zero, more than the order has left, or not 1 for an ERC-721 token',
    InvalidRequestId: ([id], c) =>
      cancelling(c.fn)
        ? `order ${str(id)} no longer exists (it was filled or cancelled), or another account made it`
        : `order ${str(id)} no longer exists: it was filled or cancelled`,
    InvalidRoyalty: () => 'the royalty is not valid: it is more than the price',
    InvalidTokenApproval: tokenWords,
    Invalidated: () =>
      'the order was cancelled: its maker cancelled their orders (or all on its collection) at once',
    UnsupportedContractInterface: ([contract, interfaceId]) => {
      const id = str(interfaceId).toLowerCase()
      const kind = id === ERC721 ? 'an ERC-721' : id === ERC1155 ? 'an ERC-1155' : 'a token'
      return `${shortenAddress(str(contract))} is not ${kind} contract the market can trade`
    },
  }

/**
 * The sentence for a decoded revert: one of the market's custom errors, a
 * string reason (`Error(string)`) or a panic.
 *
 * @example
 * ```ts
 * marketWords('InvalidExpiry', [], { fn: 'acceptRequest', account, currency }) // { text: 'the order has expired', custom: true }
 * ```
 */
export function marketWords(
  name: string,
  args: readonly unknown[],
  context: MarketWordsContext,
): MarketWords {
  const words = Object.hasOwn(WORDS, name) ? WORDS[name] : undefined
  if (words) return { text: words(args, context), custom: true }
  if (name === 'Error') {
    const reason = reasonText(args[0])
    return {
      text: reason ? `the market refused: ${reason}` : 'the market refused the transaction',
      custom: false,
    }
  }
  if (name === 'Panic') {
    const code = typeof args[0] === 'bigint' ? ` (panic 0x${args[0].toString(16)})` : ''
    return { text: `the market failed${code}`, custom: false }
  }
  return { text: 'the market refused the transaction', custom: false }
}

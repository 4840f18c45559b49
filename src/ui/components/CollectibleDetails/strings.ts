/** The default English strings of `CollectibleDetails`; it takes overrides. */

export const COLLECTIBLE_DETAILS_STRINGS = {
  heading: 'Details',
  contract: 'Contract',
  tokenId: 'Token ID',
  standard: 'Token standard',
  network: 'Network',
  owner: 'Owner',
  /** The copy button's accessible name: `{what}` is the row's label. */
  copy: 'Copy {what}',
  copied: 'Copied',
  website: 'Website',
}
export type CollectibleDetailsStrings = typeof COLLECTIBLE_DETAILS_STRINGS

import { anyObject, type Infer, int, list, model, opt, str } from './read.js'

/** A stored media file of a token (interface §2.3). */
export const Asset = model({
  id: opt(int),
  collectionId: opt(int),
  tokenId: opt(str),
  metadataField: opt(str),
  url: opt(str),
  filename: opt(str),
  filesize: opt(int),
  mimeType: opt(str),
  width: opt(int),
  height: opt(int),
  updatedAt: opt(str),
})
export type Asset = Infer<typeof Asset>

/**
 * A token's metadata (interface §2.3). Anyone can write it: every string in it
 * is untrusted (decisions.md §11). Only `tokenId` is required: without it a
 * token can be neither shown nor linked. The metadata service writes
 * `image_data`, `external_url`, `background_color` and `animation_url`, as the
 * ERC-721 metadata standard does; they are read into their camelCase members.
 */
export const TokenMetadata = model({
  tokenId: str,
  name: opt(str),
  attributes: list(anyObject),
  description: opt(str),
  image: opt(str),
  video: opt(str),
  audio: opt(str),
  properties: opt(anyObject),
  imageData: opt(str),
  externalUrl: opt(str),
  backgroundColor: opt(str),
  animationUrl: opt(str),
  decimals: opt(int),
  updatedAt: opt(str),
  assets: list(Asset),
})
export type TokenMetadata = Infer<typeof TokenMetadata>

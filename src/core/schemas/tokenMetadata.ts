import type * as z from 'zod/mini'
import { anyObject, array, int, model, optional, str, timestamp } from './primitives.js'

/** A stored media file of a token (interface §2.3). */
export const Asset = model({
  id: int,
  collectionId: int,
  tokenId: str,
  metadataField: str,
  url: str,
  filename: optional(str),
  filesize: optional(int),
  mimeType: optional(str),
  width: optional(int),
  height: optional(int),
  updatedAt: timestamp,
})
export type Asset = z.infer<typeof Asset>

/**
 * A token's metadata (interface §2.3). Anyone can write it: every string in it
 * is untrusted (decisions.md §11). Only `tokenId` and `name` are required; the
 * rest is optional in the metadata standards and often absent.
 */
export const TokenMetadata = model({
  tokenId: str,
  name: str,
  attributes: optional(array(anyObject)),
  description: optional(str),
  image: optional(str),
  video: optional(str),
  audio: optional(str),
  properties: optional(anyObject),
  imageData: optional(str),
  externalUrl: optional(str),
  backgroundColor: optional(str),
  animationUrl: optional(str),
  decimals: optional(int),
  updatedAt: timestamp,
  assets: optional(array(Asset)),
})
export type TokenMetadata = z.infer<typeof TokenMetadata>

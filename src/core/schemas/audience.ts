import * as z from 'zod/mini'
import { address, int, model, optional, str, timestamp } from './primitives.js'

/** A named list of contacts in a Builder project (interface §2.7). */
export const Audience = model({
  id: int,
  projectId: int,
  name: str,
  contactCount: int,
  createdAt: timestamp,
  updatedAt: timestamp,
  deletedAt: timestamp,
})
export type Audience = z.infer<typeof Audience>

/** A contact of an audience, as the server answers it (interface §2.7). */
export const AudienceContact = model({
  id: optional(int),
  audienceId: optional(int),
  address: str,
  createdAt: timestamp,
  updatedAt: timestamp,
  name: optional(str),
  email: optional(str),
})
export type AudienceContact = z.infer<typeof AudienceContact>

/**
 * A contact as sent to AddAudienceContacts: a valid wallet `address`, and an
 * optional `name` and `email`. The server assigns the other fields.
 */
export const AudienceContactInput = z.object({
  address,
  name: optional(str),
  email: optional(str),
})
export type AudienceContactInput = z.input<typeof AudienceContactInput>

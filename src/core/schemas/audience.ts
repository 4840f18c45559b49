import * as z from 'zod/mini'
import { address, optional, str } from './primitives.js'
import * as r from './read.js'

/** A named list of contacts in a Builder project (interface §2.7); only `id` is required. */
export const Audience = r.model({
  id: r.int,
  projectId: r.opt(r.int),
  name: r.opt(r.str),
  contactCount: r.opt(r.int),
  createdAt: r.opt(r.str),
  updatedAt: r.opt(r.str),
  deletedAt: r.opt(r.str),
})
export type Audience = r.Infer<typeof Audience>

/** A contact of an audience, as the server answers it (interface §2.7); only `address` is required. */
export const AudienceContact = r.model({
  id: r.opt(r.int),
  audienceId: r.opt(r.int),
  address: r.str,
  createdAt: r.opt(r.str),
  updatedAt: r.opt(r.str),
  name: r.opt(r.str),
  email: r.opt(r.str),
})
export type AudienceContact = r.Infer<typeof AudienceContact>

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

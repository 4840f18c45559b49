import * as z from 'zod/mini'
import { Contract } from '../contract.js'
import { CursorPage, CursorPageRequest } from '../page.js'
import { id, int, optional, str } from '../primitives.js'
import * as r from '../read.js'
import { defineRpc } from './define.js'

/** Narrows a project's contracts by chain and type. */
export const ContractsFilter = z.object({ chainId: optional(int), contractType: optional(str) })
export type ContractsFilter = z.input<typeof ContractsFilter>

export const ListContractsRequest = z.object({
  projectId: id,
  filter: optional(ContractsFilter),
  page: optional(CursorPageRequest),
})
export type ListContractsRequest = z.input<typeof ListContractsRequest>

export const ListContractsResponse = r.model({
  page: r.opt(CursorPage),
  contracts: r.list(Contract),
})
export type ListContractsResponse = r.Infer<typeof ListContractsResponse>

/** `Builder/ListContracts` (interface §4.4). */
export const ListContracts = defineRpc(
  'Builder',
  'ListContracts',
  ListContractsRequest,
  ListContractsResponse,
  { live: 'none' },
)

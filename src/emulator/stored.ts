/**
 * The emulator's own records: the kit's response types say which members a
 * real server may leave out, but the emulator always fills in some of them.
 * `Stored<T, K>` is `T` with the members `K` present, so that the emulator's
 * code need not test for what it wrote itself.
 */
import type { Audience } from '../core/schemas/audience.js'
import type { Contract } from '../core/schemas/contract.js'
import type { Order } from '../core/schemas/order.js'

/** `T` with the members `K` present and defined. */
export type Stored<T, K extends keyof T> = T & { [P in K]-?: Exclude<T[P], undefined> }

/** A contract as the emulator keeps it. */
export type StoredContract = Stored<
  Contract,
  'id' | 'projectId' | 'contractName' | 'contractType' | 'chainId' | 'createdAt'
>

/** An audience as the emulator keeps it. */
export type StoredAudience = Stored<Audience, 'id' | 'projectId' | 'name'>

/** An order as the emulator makes it: every member of interface §2.1 but `deletedAt` filled. */
export type StoredOrder = Stored<Order, Exclude<keyof Order, 'deletedAt'>>

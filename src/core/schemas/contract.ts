import type * as z from 'zod/mini'
import type { ContractType } from './enums.js'
import { int, model, openEnum, optional, str, timestamp } from './primitives.js'

/** A contract of a Builder project (interface §2.6). */
export const Contract = model({
  id: int,
  projectId: int,
  contractName: str,
  contractAddress: str,
  contractType: openEnum<ContractType>(),
  chainId: int,
  createdAt: timestamp,
  updatedAt: timestamp,
  itemsContractAddress: optional(str),
  abi: optional(str),
  bytecode: optional(str),
  bytecodeHash: optional(str),
  audienceId: optional(int),
})
export type Contract = z.infer<typeof Contract>

import type { ContractType } from './enums.js'
import { type Infer, int, model, openEnum, opt, str } from './read.js'

/** A contract of a Builder project (interface §2.6); only its address is required. */
export const Contract = model({
  id: opt(int),
  projectId: opt(int),
  contractName: opt(str),
  contractAddress: str,
  contractType: opt(openEnum<ContractType>()),
  chainId: opt(int),
  createdAt: opt(str),
  updatedAt: opt(str),
  itemsContractAddress: opt(str),
  abi: opt(str),
  bytecode: opt(str),
  bytecodeHash: opt(str),
  audienceId: opt(int),
})
export type Contract = Infer<typeof Contract>

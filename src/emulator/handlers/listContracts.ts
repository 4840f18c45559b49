/**
 * `Builder/ListContracts`: the contracts of the key's project, narrowed by
 * chain and type, paged by cursor (decisions.md §5; see builder/paging.ts).
 */
import { ListContracts } from '../../core/schemas/rpc/listContracts.js'
import { ensureOwnProject } from '../builder/access.js'
import { pageContracts } from '../builder/paging.js'
import { defineHandler } from '../state.js'
import { AS_IS } from '../wire/types.js'

export const listContractsHandler = defineHandler(ListContracts, AS_IS, (context, request) => {
  ensureOwnProject(context, request.projectId)
  const { chainId, contractType } = request.filter ?? {}
  const type = contractType?.toLowerCase()
  const contracts = context.state.builder
    .contracts(request.projectId)
    .filter(
      (c) =>
        (chainId === undefined || c.chainId === chainId) &&
        (!type || c.contractType.toLowerCase() === type),
    )
  return pageContracts(contracts, request.page)
})

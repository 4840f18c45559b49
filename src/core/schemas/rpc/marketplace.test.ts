import { expect, test } from 'vitest'
import { routeOf } from './define.js'
import { RPC_OPERATIONS } from './index.js'
import { MARKETPLACE_OPERATIONS } from './marketplace.js'

test('the marketplace list is every Marketplace operation of RPC_OPERATIONS, and only those', () => {
  const marketplace = RPC_OPERATIONS.filter((rpc) => rpc.group === 'Marketplace').map(routeOf)
  expect(MARKETPLACE_OPERATIONS.map(routeOf)).toEqual(marketplace)
  expect(marketplace).toHaveLength(8)
})

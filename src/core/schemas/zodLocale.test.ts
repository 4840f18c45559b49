/**
 * The kit's words for a refused request do not depend on what else the app
 * does with zod: the first schema built with `zod` (not `zod/mini`) registers
 * zod's English messages for every copy of zod in the process ("Invalid
 * input: expected string, received undefined"), and an app that validates its
 * own forms with `zod` does that before the kit checks anything.
 */

import { expect, test } from 'vitest'
import * as zod from 'zod'
import { harness } from '../../../test/support/emulatorHarness.js'
import { createBaseClient, getFloorOrder, isPlatformError } from '../index.js'

// What an app's own form schema does, before any request of the kit.
zod.object({ email: zod.string() }).safeParse({})

test("after the app built a schema with zod, a missing field still reads 'is required' (client)", async () => {
  const client = createBaseClient({
    accessKey: 'pk_test',
    urls: { marketplace: 'http://127.0.0.1:9' },
    fetch: () => Promise.reject(new Error('nothing is sent')),
  })
  const error = await getFloorOrder(client, { network: 'polygon' } as never).catch((e) => e)
  expect(isPlatformError(error, 'InvalidArgument')).toBe(true)
  expect(error.issues).toEqual([{ path: 'contractAddress', message: 'is required' }])
})

test("after the app built a schema with zod, the emulator still answers 'is required'", async () => {
  const response = await harness().raw('/marketplace/anvil/rpc/Marketplace/GetFloorOrder', {})
  expect(response.status).toBe(400)
  expect(await response.json()).toMatchObject({
    error: 'InvalidArgument',
    msg: 'contractAddress: is required',
  })
})

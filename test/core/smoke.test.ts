import { afterAll, beforeAll, expect, test } from 'vitest'
import { createClient } from '../../src/core/index.js'
import { type RecordingServer, startRecordingServer } from '../support/recordingServer.js'

let server: RecordingServer
beforeAll(async () => {
  server = await startRecordingServer()
})
afterAll(() => server.close())

test('getChainId posts to the per-network relayer', async () => {
  server.reply({ body: { chainID: 137 } })
  const client = createClient({
    accessKey: 'pk_test',
    urls: { relayer: `${server.origin}/{network}-relayer/` },
  })
  await expect(client.relayer.getChainId({ network: 'polygon' })).resolves.toEqual({ chainID: 137 })
  expect(server.requests.at(-1)).toMatchObject({
    method: 'POST',
    path: '/polygon-relayer/rpc/Relayer/GetChainID',
    json: {},
  })
})

/** The committed contract artifacts are what their sources compile to (the market's behaviour: sequenceMarket.test.ts). */
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { ARTIFACTS_FILE, renderArtifacts } from '../../scripts/contracts.js'

test('the committed artifacts match a fresh compile of contracts/*.sol', () => {
  expect(readFileSync(ARTIFACTS_FILE, 'utf8')).toBe(renderArtifacts())
})

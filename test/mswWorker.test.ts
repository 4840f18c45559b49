/**
 * public/mockServiceWorker.js, msw's worker for Storybook and the browser
 * tests, is committed. npm does not run msw's install script, which would copy
 * it there (allowScripts in package.json; docs/decisions.md), so after an
 * upgrade of msw this test asks for the copy instead.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test } from 'vitest'

test("the committed msw worker is the installed msw's own", () => {
  const installed = readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'))
  const committed = readFileSync('public/mockServiceWorker.js')
  expect(committed.equals(installed), 'run `npx msw init` and commit public/').toBe(true)
})

/**
 * `npm test`'s first step: finds the browser tests' Chromium (scripts/chromium.ts)
 * and says which, or stops the run at once with the one line that says what to do.
 */
import { findChromiumOrExit } from './chromium.js'

const found = findChromiumOrExit()
console.log(`Chromium for the browser tests: ${found.executablePath} (${found.source})`)

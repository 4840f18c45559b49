/**
 * The Vitest browser provider: Playwright driving the project's Chromium
 * (scripts/chromium.ts). Where there is none, the run stops here with the one
 * line that says what to do.
 */
import { playwright } from '@vitest/browser-playwright'
import {
  type ChromiumSearch,
  chromiumLaunchOptions,
  findChromiumOrExit,
} from '../../scripts/chromium.js'

/** A Playwright provider for the Chromium `search` finds (by default the project's usual one). */
export function chromiumProvider(search?: ChromiumSearch) {
  return playwright({ launchOptions: chromiumLaunchOptions(findChromiumOrExit(search)) })
}

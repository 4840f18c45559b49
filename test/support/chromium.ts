/** The Vitest browser provider: Playwright driving the project's Chromium (scripts/chromium.ts). */
import { playwright } from '@vitest/browser-playwright'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.js'

export const chromium = playwright({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
})

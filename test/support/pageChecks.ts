/**
 * What the layout tests check on a page in Chromium (Playwright): the serious
 * and critical axe-core violations, one line each, and whether the page
 * scrolls sideways. Shared by the demo's pages (test/e2e/layout.test.ts) and
 * every story (test/e2e/stories.test.ts).
 */
import { createRequire } from 'node:module'
import type { Page } from 'playwright'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[]
}
type AxeWindow = {
  axe?: { run: (context: unknown, options: unknown) => Promise<AxeResult> }
}

/**
 * The serious and critical axe-core violations of the whole document, as
 * `<impact> <rule>: <first three targets>`. axe-core is injected into the
 * page on the first call and kept there.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => !!(window as unknown as AxeWindow).axe))) {
    await page.addScriptTag({ path: AXE })
  }
  const found = await page.evaluate(async () => {
    const result = await (window as unknown as AxeWindow).axe!.run(document, {
      resultTypes: ['violations'],
    })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }))
  })
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.targets.join(', ')}`)
}

/** The document's scroll width and the window's inner width: more than the window scrolls sideways. */
export function pageWidths(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
}

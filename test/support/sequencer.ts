/**
 * The order the suite's files start in: the longest first, whatever their
 * project. Vitest's own order runs the projects one after another by name
 * (`pages` after `node`) and, in a fresh clone where it has no timings, the
 * larger files first — which left the demo's two longest Chromium files to
 * start after everything else and run alone at the end. With the longest
 * first, the short files fill the workers' gaps at the end instead.
 */
import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Roughly how long the longest files take on a 2-core machine, in seconds
 * (from `vitest run --reporter=json`): only their order matters, and a file
 * not named here comes after them, in Vitest's own order.
 */
const SECONDS: Readonly<Record<string, number>> = {
  'test/e2e/stories.test.ts': 150,
  'test/e2e/layout.test.ts': 95,
  'test/e2e/docsSite.test.ts': 90,
  'test/e2e/orders.test.ts': 70,
  'test/consumer/next.test.ts': 60,
  'test/consumer/types.test.ts': 55,
  'test/postgres/activity.test.ts': 45,
  'test/consumer/storybook.test.ts': 45,
  'test/e2e/demo.test.ts': 30,
  'test/e2e/trade.test.ts': 30,
  'test/consumer/react.test.ts': 30,
  'test/postgres/receivers.test.ts': 25,
  'test/postgres/liveFeed.test.ts': 25,
  'test/e2e/live.test.ts': 25,
  'test/consumer/firstPage.test.ts': 25,
  'test/consumer/entries.test.ts': 25,
  'test/e2e/hostCss.test.ts': 20,
  'test/consumer/tradeScript.test.ts': 15,
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files)
    const seconds = (spec: TestSpecification) =>
      SECONDS[relative(spec.project.config.root, spec.moduleId)] ?? 0
    return base
      .map((spec, index) => ({ spec, index, seconds: seconds(spec) }))
      .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
      .map(({ spec }) => spec)
  }
}

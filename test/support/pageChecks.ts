/**
 * What the layout tests check on a page in Chromium (Playwright): the serious
 * and critical axe-core violations (on a story, every one), one line each, and
 * whether the page scrolls sideways. Shared by the demo's pages (test/e2e/layout.test.ts) and
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

/** Storybook's own parts of a preview's body, which the a11y addon leaves out of its run. */
const STORYBOOK_OWN = '.sb-wrapper, #storybook-docs, #storybook-highlights-root'

/** Which axe rules run: all but `skip`, or `only` these. */
export interface AxeRules {
  readonly skip?: readonly string[]
  readonly only?: readonly string[]
}

/**
 * The axe rules a colour theme changes the outcome of. The kit's and the
 * demo's themes differ in colour only: a page checked whole in one theme is
 * checked in the other with these (the rest would find the same).
 */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block']

/** A violation found by axe-core: its rule, impact, and its elements' targets, each marked inside a story or not. */
interface Found {
  readonly id: string
  readonly impact: string | null
  readonly nodes: { readonly target: string; readonly inStory: boolean }[]
}

/**
 * axe-core run once over the whole document (injected into the page on the
 * first call and kept there); each element marked whether it is in the body
 * outside Storybook's own parts, where a story and its portals render.
 */
async function axeRun(page: Page, { skip = [], only }: AxeRules = {}): Promise<Found[]> {
  if (!(await page.evaluate(() => !!(window as unknown as AxeWindow).axe))) {
    await page.addScriptTag({ path: AXE })
  }
  return page.evaluate(
    async ({ own, skip, only }) => {
      const rules = Object.fromEntries(skip.map((id) => [id, { enabled: false }]))
      const result = await (window as unknown as AxeWindow).axe!.run(document, {
        resultTypes: ['violations'],
        rules,
        ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
      })
      const inStory = (target: string[]) => {
        // A target of several selectors is inside a frame or a shadow root, and one gone since axe
        // saw it cannot be placed: both counted as the story's.
        if (target.length !== 1) return true
        const element = document.querySelector(target[0]!)
        return !element || (document.body.contains(element) && !element.closest(own))
      }
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), inStory: inStory(n.target) })),
      }))
    },
    { own: STORYBOOK_OWN, skip, only },
  )
}

/** One line per violation: `<impact> <rule>: <first three targets>`. */
const lines = (found: readonly Found[]) =>
  found.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target)
        .join(', ')}`,
  )

const serious = (v: Found) => v.impact === 'serious' || v.impact === 'critical'

/**
 * The serious and critical axe-core violations of the whole document, as
 * `<impact> <rule>: <first three targets>`; `skip` turns rules off by id,
 * `only` runs those alone.
 */
export async function seriousViolations(page: Page, rules: AxeRules = {}): Promise<string[]> {
  return lines((await axeRun(page, rules)).filter(serious))
}

/**
 * A story's axe-core violations (one run): the serious and critical ones of
 * the whole document, and every one, whatever its impact, on an element of
 * the story — the body but Storybook's own parts, as the a11y addon's run in
 * Storybook's test widget takes it, but for the one rule the addon turns off
 * (`region`: a component shown alone stands in no landmark).
 */
export async function storyViolations(page: Page, rules: AxeRules = {}): Promise<string[]> {
  const found = await axeRun(page, rules)
  return lines(
    found.flatMap((v) => {
      if (serious(v)) return [v]
      const nodes = v.id === 'region' ? [] : v.nodes.filter((n) => n.inStory)
      return nodes.length > 0 ? [{ ...v, nodes }] : []
    }),
  )
}

/** The document's scroll width and the window's inner width: more than the window scrolls sideways. */
export function pageWidths(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
}

/**
 * The controls a user cannot reach without scrolling sideways (issue 27):
 * every visible button, link, form control, slider or other focusable
 * element whose box is not wholly inside the window's width, or not wholly
 * inside the visible box of an ancestor that clips or scrolls horizontally
 * (`overflow-x` other than `visible`). One line each: what it is and where
 * it sticks out. An element 1 px or smaller or under `aria-hidden` is not
 * counted; one off-screen until focused (a skip link) is measured focused;
 * under an open modal dialog, only the dialog's.
 */
export function unreachableControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="slider"], [role="checkbox"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])'
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(
        el.getAttribute('aria-label') ??
        el.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}"`
    const problems: string[] = []
    // Under an open modal dialog the page behind is inert, out of reach by design: the dialog's own count.
    const modal = document.querySelector('dialog:modal')
    for (const el of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue
      if (modal && !modal.contains(el)) continue
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue
      const outside = (b: DOMRect) => b.left < -0.5 || b.right > window.innerWidth + 0.5
      // A skip link waits off-screen until it has focus: measure it focused.
      if (outside(box)) {
        el.focus({ preventScroll: true })
        const focused = el.getBoundingClientRect()
        el.blur()
        if (!outside(focused)) continue
        problems.push(
          `${name(el)} is outside the window (${Math.round(box.left)}–${Math.round(box.right)} of ${window.innerWidth} px)`,
        )
        continue
      }
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX
        if (overflow === 'visible') continue
        const frame = up.getBoundingClientRect()
        const left = frame.left + up.clientLeft
        const right = left + up.clientWidth
        if (box.left < left - 0.5 || box.right > right + 0.5) {
          problems.push(
            `${name(el)} sticks out of its ${overflow} ${up.tagName.toLowerCase()}.${[...up.classList].join('.')} (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(left)}–${Math.round(right)} px)`,
          )
          break
        }
      }
    }
    return problems
  })
}

/**
 * Every error and warning `page` logs from now on, and every uncaught error,
 * one line each (a resource that failed with its URL) — but the browser's own
 * request for /favicon.ico, which full Chromium makes and a headless shell
 * does not: a page that has no icon is the app's, not the kit's (issue 42).
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    const { url } = message.location()
    if (/^Failed to load resource/.test(message.text())) {
      if (url && new URL(url).pathname === '/favicon.ico') return
      errors.push(`${message.text()} (${url})`)
    } else {
      errors.push(message.text())
    }
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * The controls smaller than a touch target of `min` px a side (WCAG 2.5.8
 * asks 24; issue 45): every visible button, link, field, slider or other
 * focusable element, a checkbox or radio measured by its label when it has
 * one (the label is what a finger presses), a link off-screen until focused
 * (a skip link) measured focused; under an open modal dialog, its own only. A link inside a sentence is the
 * criterion's exception and is not counted. One line each: what it is and
 * its size.
 */
export function smallTargets(page: Page, min = 24): Promise<string[]> {
  return page.evaluate((min) => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="slider"], [role="checkbox"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])'
    const small: string[] = []
    // Under an open modal dialog, the page behind is inert: only the dialog's controls count.
    const modal = document.querySelector('dialog:modal')
    for (const el of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (el.closest('[aria-hidden="true"], [inert], .pk-visually-hidden')) continue
      if (modal && !modal.contains(el)) continue
      if (el.matches('input[type="checkbox"], input[type="radio"]') && el.closest('label')) continue
      let box = el.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden')
        continue
      if (box.right < 0 || box.left > window.innerWidth) {
        el.focus({ preventScroll: true })
        box = el.getBoundingClientRect()
        el.blur()
      }
      const parent = el.parentElement
      const inSentence =
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        !!parent &&
        (parent.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 2
      if (inSentence) continue
      const target = box
      if (target.width + 0.5 < min || target.height + 0.5 < min) {
        const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)
        small.push(
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${label}" ${target.width.toFixed(0)}×${target.height.toFixed(0)} px`,
        )
      }
    }
    for (const label of document.querySelectorAll<HTMLElement>('label')) {
      const input = label.querySelector('input[type="checkbox"], input[type="radio"]')
      if (!input || label.closest('[aria-hidden="true"], [inert]')) continue
      const b = label.getBoundingClientRect()
      if (b.width <= 1 || b.height <= 1) continue
      if (b.width + 0.5 < min || b.height + 0.5 < min) {
        small.push(
          `label "${label.textContent?.trim().slice(0, 30)}" ${b.width.toFixed(0)}×${b.height.toFixed(0)} px`,
        )
      }
    }
    return small
  }, min)
}

/**
 * Waits until what a page reads has come and is drawn: nothing marked busy
 * (`aria-busy="true"`, as the kit's loading states are), every image loaded
 * or failed, then two frames. Unlike Playwright's `networkidle`, which waits
 * 500 ms after the last request on every load, it ends when the page is ready.
 *
 * @example
 * await page.goto(url)
 * await settled(page)
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      [...document.images].every((image) => image.complete),
    null,
    { timeout, polling: 50 },
  )
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )
}

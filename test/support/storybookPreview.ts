/**
 * A built Storybook's preview (iframe.html) driven from Playwright through
 * its own channel, as Storybook's manager drives it: a story shown afresh
 * with its play function, the theme global switched, and what the story
 * pins, without reloading the page between stories.
 */
import type { Page } from 'playwright'

/** The kit's preview themes (.storybook/preview.tsx). */
export type Theme = 'light' | 'dark'

/** How long a story may take to render and play (its play functions wait up to 10 s). */
export const STORY_TIMEOUT = 20_000

/** What the page's Storybook preview offers the test (its globals, as Storybook names them). */
export interface PreviewWindow {
  __STORYBOOK_PREVIEW__: {
    currentRender?: { id: string; phase?: string }
    loadStory(specifier: { storyId: string }): Promise<{ parameters: { theme?: Theme } }>
  }
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (payload: never) => void): void
    off(event: string, listener: (payload: never) => void): void
    emit(event: string, payload: unknown): void
  }
}

/** The theme a story pins with `parameters.theme`, if any. */
export const pinnedTheme = (page: Page, id: string): Promise<Theme | undefined> =>
  page.evaluate(async (storyId) => {
    const preview = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__
    return (await preview.loadStory({ storyId })).parameters.theme
  }, id)

/** How a story's render ended: its status and the errors it reported. */
export interface Rendered {
  readonly status: string
  readonly errors: string[]
}

/**
 * Renders a story afresh (its play function run) and waits until it has
 * finished and its images are decoded; given a theme instead, switches the
 * `theme` global, which renders the story again in it without replaying.
 */
export function render(
  page: Page,
  change: { storyId: string } | { theme: Theme },
): Promise<Rendered> {
  return page.evaluate(
    async ({ change, timeout }) => {
      const { __STORYBOOK_PREVIEW__: preview, __STORYBOOK_ADDONS_CHANNEL__: channel } =
        window as unknown as PreviewWindow
      const storyId = 'storyId' in change ? change.storyId : preview.currentRender!.id
      const errors: string[] = []
      const failures = [
        'playFunctionThrewException',
        'storyThrewException',
        'storyErrored',
        'unhandledErrorsWhilePlaying',
      ]
      const onError = (error: { message?: string; description?: string }) => {
        errors.push(error.message ?? error.description ?? JSON.stringify(error))
      }
      const status = await new Promise<string>((resolve) => {
        const end = (result: string) => {
          clearTimeout(timer)
          channel.off('storyFinished', onFinished)
          for (const event of failures) channel.off(event, onError)
          resolve(result)
        }
        const onFinished = (event: { storyId: string; status: string }) => {
          if (event.storyId === storyId) end(event.status)
        }
        const timer = setTimeout(() => end(`not finished after ${timeout} ms`), timeout)
        channel.on('storyFinished', onFinished)
        for (const event of failures) channel.on(event, onError)
        if ('theme' in change) channel.emit('updateGlobals', { globals: { theme: change.theme } })
        else if (preview.currentRender?.id === storyId) channel.emit('forceRemount', { storyId })
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' })
      })
      // Images that load are decoded; one that never answers (hostile metadata) is not waited for,
      // nor a lazy one out of view, which does not load until it is scrolled to.
      const inView = (image: HTMLImageElement) => {
        const box = image.getBoundingClientRect()
        return box.bottom >= 0 && box.top <= innerHeight && box.right >= 0 && box.left <= innerWidth
      }
      const decoded = Promise.all(
        [...document.images]
          .filter((image) => image.loading !== 'lazy' || inView(image))
          .map((image) => image.decode().catch(() => {})),
      )
      await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 2000))])
      return { status, errors }
    },
    { change, timeout: STORY_TIMEOUT },
  )
}

/** The theme the story is shown in (`data-pk-theme` of the preview's decorator) and its background. */
export const shownTheme = (page: Page) =>
  page.evaluate(() => {
    const themed = document.querySelector('#storybook-root [data-pk-theme]')
    return {
      theme: themed?.getAttribute('data-pk-theme') ?? null,
      background: themed ? getComputedStyle(themed).backgroundColor : '',
    }
  })

/** Two animation frames: what a resize sets off (observers, a virtual list's rows) is painted. */
export const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )

/**
 * Opens the preview of the Storybook served at `url` on one of its stories,
 * in `theme`, with the a11y addon's own axe run left to the caller
 * (`a11y.manual`: it would run after every render otherwise), and waits
 * until that story has finished.
 */
export async function openPreview(page: Page, url: string, storyId: string, theme: Theme) {
  await page.goto(
    `${url}/iframe.html?id=${storyId}&viewMode=story&globals=theme:${theme};a11y.manual:!true`,
  )
  await page.waitForFunction(
    () =>
      (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ===
      'finished',
    null,
    { timeout: STORY_TIMEOUT },
  )
}

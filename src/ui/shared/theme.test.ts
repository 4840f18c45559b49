/**
 * The themes differ in colour only: every rule of the kit's CSS chosen by
 * `data-pk-theme` sets `color-scheme` or a `--pk-*` colour or shadow, nothing
 * that moves a box. The layout checks rely on it: the browser and page tests
 * check the layout in one theme and the colours (axe's colour rules) in both.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

const UI = join(import.meta.dirname, '..')
const COLOUR = /^(#[0-9a-f]{3,8}|rgb\([^)]*\)|transparent)$/i
const SHADOW = /^(\d+(px)? \d+(px)? \d+px rgb\([^)]*\)(, )?)+$/

/** Every stylesheet of the kit's UI, with its text. */
const sheets = () =>
  readdirSync(UI, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css'))
    .map((path) => ({ path, css: readFileSync(join(UI, path), 'utf8') }))

/** The declarations of `css`'s innermost rules whose selector names a theme, that are not colours. */
function notColour(css: string): string[] {
  const found: string[] = []
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  for (const [, selector, body] of text.matchAll(/([^{}]*data-pk-theme[^{}]*)\{([^{}]*)\}/g)) {
    for (const declaration of body!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)) {
      const [property = '', ...rest] = declaration.split(':')
      const value = rest.join(':').trim()
      const ok =
        (property.trim() === 'color-scheme' && /^(light|dark)$/.test(value)) ||
        (/^--pk-[\w-]+$/.test(property.trim()) && (COLOUR.test(value) || SHADOW.test(value)))
      if (!ok) found.push(`${selector!.trim()} { ${declaration} }`)
    }
  }
  return found
}

test('every rule chosen by a theme sets colours only', () => {
  const all = sheets()
  const themed = all.filter(({ css }) => css.includes('data-pk-theme'))
  expect(themed.map((s) => s.path)).toContain(join('shared', 'theme.css'))
  const rules = themed.flatMap(({ css }) => css.match(/data-pk-theme[^{}]*\{/g) ?? [])
  expect(rules.length).toBeGreaterThanOrEqual(5)
  expect(themed.flatMap(({ path, css }) => notColour(css).map((d) => `${path}: ${d}`))).toEqual([])
})

test('the check finds what would move a box', () => {
  expect(notColour(':where([data-pk-theme="dark"]) { --pk-bg: #101215; gap: 2px }')).toEqual([
    ':where([data-pk-theme="dark"]) { gap: 2px }',
  ])
  expect(notColour('[data-pk-theme="dark"] .x { --pk-space: 12px; color-scheme: dark }')).toEqual([
    '[data-pk-theme="dark"] .x { --pk-space: 12px }',
  ])
})

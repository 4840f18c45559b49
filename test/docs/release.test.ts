/**
 * Release engineering (issue 46): the changelog's newest release is the
 * package's version, changesets is set up for this package, and every
 * pending changeset names it with a bump and says what changed.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')
const manifest = JSON.parse(read('package.json')) as { name: string; version: string }

/** What is wrong with a changeset's text, or nothing: front matter of `"<name>": patch|minor|major` lines, then a summary. */
function changesetProblems(text: string, name: string): string[] {
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)
  if (!m) return ['no front matter']
  const problems: string[] = []
  const bumps = m[1]!.split('\n').filter((line) => line.trim() !== '')
  if (bumps.length === 0) problems.push('no package named')
  for (const line of bumps) {
    const bump = /^["']?([^"':]+)["']?:\s*(patch|minor|major)$/.exec(line.trim())
    if (!bump) problems.push(`not a bump: ${line}`)
    else if (bump[1] !== name) problems.push(`another package: ${bump[1]}`)
  }
  if (m[2]!.trim() === '') problems.push('no summary')
  return problems
}

test("the changelog's newest release is package.json's version", () => {
  const newest = /^## (\d+\.\d+\.\d+\S*)$/m.exec(read('CHANGELOG.md'))?.[1]
  expect(newest).toBe(manifest.version)
})

test('changesets is set up: the main branch, a public package, its changelog writer', () => {
  const config = JSON.parse(read('.changeset/config.json')) as Record<string, unknown>
  expect(config).toMatchObject({
    baseBranch: 'main',
    access: 'public',
    changelog: '@changesets/cli/changelog',
  })
})

test('every pending changeset names this package with a bump and says what changed', () => {
  const pending = readdirSync(join(ROOT, '.changeset')).filter(
    (f) => f.endsWith('.md') && f !== 'README.md',
  )
  const problems = pending.flatMap((f) =>
    changesetProblems(read(`.changeset/${f}`), manifest.name).map((p) => `${f}: ${p}`),
  )
  expect(problems).toEqual([])
})

test('a changeset without a bump, for another package, or without a summary is refused', () => {
  expect(
    changesetProblems('---\n"platform-kit": minor\n---\n\nAdds trade flows.\n', 'platform-kit'),
  ).toEqual([])
  expect(changesetProblems('---\n"platform-kit": huge\n---\n\nX\n', 'platform-kit')).toEqual([
    'not a bump: "platform-kit": huge',
  ])
  expect(changesetProblems('---\n"other": patch\n---\n\nX\n', 'platform-kit')).toEqual([
    'another package: other',
  ])
  expect(changesetProblems('---\n"platform-kit": patch\n---\n\n', 'platform-kit')).toEqual([
    'no summary',
  ])
  expect(changesetProblems('Just text', 'platform-kit')).toEqual(['no front matter'])
})

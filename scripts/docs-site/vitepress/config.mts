import { defineConfig } from 'vitepress'

/** The guides in the order a team meets them (the README's "Where to go next"). */
const guides = [
  ['Getting started', '/getting-started'],
  ['The demo', '/demo'],
  ['The emulator', '/emulator'],
  ['Configuration and errors', '/configuration'],
  ['React', '/react'],
  ['UI components', '/ui'],
  ['Wallet flows', '/wallet'],
  ['Trade', '/trade'],
  ['Server', '/server'],
  ['Activity', '/activity'],
  ['Storybook', '/storybook'],
  ['Develop', '/develop'],
] as const

const entries = [
  ['platform-kit', 'core'],
  ['platform-kit/query', 'query'],
  ['platform-kit/wallet', 'wallet'],
  ['platform-kit/react', 'react'],
  ['platform-kit/ui', 'ui'],
  ['platform-kit/server', 'server'],
  ['platform-kit/emulator', 'emulator'],
  ['platform-kit/emulator/node', 'emulator-node'],
  ['platform-kit/emulator/msw', 'emulator-msw'],
  ['platform-kit/emulator/vite', 'emulator-vite'],
  ['platform-kit/storybook', 'storybook'],
] as const

export default defineConfig({
  title: 'platform-kit',
  description: "A TypeScript kit for the platform's JSON-over-HTTP RPC interface",
  lang: 'en-US',
  cleanUrls: false,
  // The guides' links to the stories go to the Storybook the build puts in stories/ (not a page).
  ignoreDeadLinks: [/^(\.\.?\/)+stories\/index$/],
  // Dark mode: the visitor's system until they pick one.
  appearance: true,
  // Code in colours that read at 4.5:1 on its background, light and dark.
  // Anchors as GitHub makes them, so that a link works on both (test/support/docs.ts, slugOf).
  markdown: {
    theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    anchor: {
      slugify: (heading: string) =>
        heading
          .replace(/`/g, '')
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, '')
          .trim()
          .replace(/\s/g, '-'),
    },
  },
  themeConfig: {
    // The button's name is its visible text ("Search", the keys), not another label.
    search: {
      provider: 'local',
      options: { translations: { button: { buttonText: 'Search', buttonAriaLabel: '' } } },
    },
    nav: [
      { text: 'Guides', link: '/getting-started' },
      { text: 'Reference', link: '/reference/' },
      { text: 'Decisions', link: '/decisions' },
    ],
    sidebar: [
      { text: 'Guides', items: guides.map(([text, link]) => ({ text, link })) },
      {
        // Not collapsible: a collapsible group's caret is a button inside the group's heading.
        text: 'Reference',
        items: [
          { text: 'All entries', link: '/reference/' },
          ...entries.map(([text, page]) => ({ text, link: `/reference/${page}` })),
        ],
      },
      {
        text: 'The kit',
        items: [
          { text: 'Decisions', link: '/decisions' },
          { text: 'Adding a read', link: '/adding-an-operation' },
        ],
      },
    ],
    outline: { level: [2, 3] },
  },
})

/** The path of the anvil proxy when the dev server found a chain, else null (see demo/vite.config.ts). */
declare const __DEMO_CHAIN__: string | null

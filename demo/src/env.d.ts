/** The path of the anvil proxy when the dev server found a chain, else null (see demo/vite.config.ts). */
declare const __DEMO_CHAIN__: string | null
/** The path of the dev server's live feed when it follows a chain, else null (see demo/live.ts). */
declare const __DEMO_LIVE__: string | null
/** The path of the dev server's activity read when it follows a chain, else null (see demo/live.ts). */
declare const __DEMO_ACTIVITY__: string | null

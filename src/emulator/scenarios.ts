/**
 * The emulator's data scenarios: a name for each, set through its controls
 * (controls.ts) and read by the marketplace's generator. A module of their own,
 * under both, so that the marketplace never imports the controls.
 */

/**
 * A data scenario, served instead of the generated data (docs/decisions.md):
 * - `'empty'`: every collection exists and holds no token and no order;
 * - `'unlisted'`: every collection's tokens, with no listing (offers stay);
 * - `'hostile'`: every collection serves the hostile collection's 24 tokens
 *   and their orders, under its own address;
 * - `'no-orders'`: the wallet of development account 0 (`DEV_ACCOUNTS[0]`,
 *   the one the demo and the stories connect) has made no order; it still
 *   holds its tokens, and every other wallet keeps its orders.
 */
export type EmulatorScenario = 'empty' | 'unlisted' | 'hostile' | 'no-orders'

/** The scenarios, for menus and checks. */
export const EMULATOR_SCENARIOS: readonly EmulatorScenario[] = [
  'empty',
  'unlisted',
  'hostile',
  'no-orders',
]

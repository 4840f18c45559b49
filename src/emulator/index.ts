/**
 * `platform-kit/emulator`: an offline, deterministic implementation of the
 * whole interface. Browser-safe; its adapters are separate entries:
 * `platform-kit/emulator/node` (HTTP server), `platform-kit/emulator/msw`
 * (request handlers) and `platform-kit/emulator/vite` (dev-server plugin).
 */
export type { AttachedChain, ChainOptions } from './chain/attach.js'
export { type Clock, DEFAULT_NOW } from './clock.js'
export {
  DEFAULT_EMULATOR_URL,
  EMULATOR_CURRENCIES,
  emulatorConfig,
  emulatorUrls,
} from './config.js'
export type {
  Delay,
  EmulatorControlSettings,
  EmulatorControls,
  FailureAnswer,
  PerOperation,
} from './controls.js'
export { DEV_ACCOUNTS, type DevAccount } from './data/accounts.js'
export {
  type CollectionSpec,
  type CollectionTheme,
  type Currency,
  DEV_PROJECTS,
  type DevProject,
  EMULATED_COLLECTIONS,
  EMULATED_NETWORKS,
  EMULATOR_COLLECTION,
  type EmulatedNetwork,
} from './data/catalog.js'
export { createEmulator, type Emulator, type EmulatorOptions } from './emulator.js'
export type {
  WebhookDeliveryOptions,
  WebhookDeliveryRecord,
  WebhookDispatcher,
} from './indexer/delivery.js'
export { webhookUid } from './indexer/webhooks.js'
export { EMULATED_OPERATIONS, type EmulatedOperation } from './operations.js'
export { EMULATOR_SCENARIOS, type EmulatorScenario } from './scenarios.js'
export type { EmulatorState } from './state.js'

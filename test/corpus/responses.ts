/**
 * The corpus of real-shaped responses, every source together (see each file
 * for where its bodies come from and how they were taken).
 */
import type { AnyCorpusEntry } from '../support/corpus.js'
import { builderEntries } from './builder.js'
import { docsIndexerEntries } from './docsIndexer.js'
import { docsMetadataEntries } from './docsMetadata.js'
import { goMarketplace } from './goMarketplace.js'
import { goServices } from './goServices.js'
import { marketplaceSdkOrders } from './marketplaceSdkOrders.js'
import { marketplaceSdkSteps } from './marketplaceSdkSteps.js'
import { webhookEntries } from './webhooks.js'

export const responses: readonly AnyCorpusEntry[] = [
  ...marketplaceSdkOrders,
  ...marketplaceSdkSteps,
  ...docsIndexerEntries,
  ...docsMetadataEntries,
  ...goMarketplace,
  ...goServices,
  ...builderEntries,
  ...webhookEntries,
]

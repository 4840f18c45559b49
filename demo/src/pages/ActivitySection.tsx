/**
 * What happened to a collection or a token, newest first and live: its
 * sales' prices over time (`PriceHistory`), then the kit's `ActivityList` reading the dev server's activity (demo/live.ts),
 * which it keeps while it follows a chain. Names and media come from the
 * collectibles the user has already seen, the others from the emulator's
 * metadata service (`GetTokenMetadata`, the list's default reader).
 */
import { useQueryClient } from '@tanstack/react-query'
import { ActivityList, type ActivityTokenInfo, PriceHistory } from 'platform-kit/ui'
import { useId } from 'react'
import { cachedCollectibles } from '../cachedCollectibles.js'

export interface ActivitySectionProps {
  readonly network: string
  readonly contractAddress: string
  readonly tokenId?: string
  readonly title: string
}

/** The names and media of the collection's tokens the user has seen, by token id. */
function useKnownTokens(contractAddress: string): ReadonlyMap<string, ActivityTokenInfo> {
  const queryClient = useQueryClient()
  return new Map(
    cachedCollectibles(queryClient, contractAddress).map(({ metadata }) => [
      metadata.tokenId,
      {
        ...(metadata.name ? { name: metadata.name } : {}),
        ...(metadata.image ? { image: metadata.image } : {}),
      },
    ]),
  )
}

export function ActivitySection({
  network,
  contractAddress,
  tokenId,
  title,
}: ActivitySectionProps) {
  const headingId = useId()
  const tokens = useKnownTokens(contractAddress)
  return (
    <section className="demo-activity" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {__DEMO_ACTIVITY__ ? (
        <>
          <h3>Price history</h3>
          <PriceHistory
            url={__DEMO_ACTIVITY__}
            network={network}
            contractAddress={contractAddress}
            {...(tokenId === undefined ? {} : { tokenId })}
          />
          <ActivityList
            url={__DEMO_ACTIVITY__}
            network={network}
            contractAddress={contractAddress}
            {...(tokenId === undefined ? {} : { tokenId })}
            tokens={tokens}
          />
        </>
      ) : (
        <p className="demo-note">
          The activity is what the chain does: start anvil (<code>npx anvil</code>) and restart{' '}
          <code>npm run demo</code>, then mint, transfer or cancel, and it appears here as it
          happens.
        </p>
      )}
    </section>
  )
}

/**
 * Token metadata captured in 0xsequence/docs (the metadata service's OpenAPI
 * examples and its metadata guide), each replayed as the metadata of a
 * collectible. Long lists are trimmed to their first items; nothing else is
 * changed.
 */
import { expect } from 'vitest'
import { type AnyCorpusEntry, entry, extra } from '../support/corpus.js'

const DOCS = { repo: '0xsequence/docs', commit: '2e7df8544830c8e827a852b9aea680f02f291626' }
const METADATA = { ...DOCS, path: 'api-references/metadata/endpoints/sequence-metadata.json' }
const GUIDE = { ...DOCS, path: 'api-references/metadata/examples/token-metadata.mdx' }
const WRAPPED = 'as the metadata of a collectible, { collectibles: [{ metadata }] }'

export const docsMetadataEntries: AnyCorpusEntry[] = [
  entry({
    source: {
      ...METADATA,
      note: `captured (SearchTokenMetadata 200 example, 2 of 10 tokens) ${WRAPPED}, its page as given`,
    },
    operation: 'Marketplace/ListCollectibles',
    body: {
      page: { pageSize: 10, more: false },
      collectibles: [
        {
          metadata: {
            tokenId: '0',
            name: 'Divine Axe #160',
            description:
              'This legendary axe, blessed by ancient gods, capable of shattering mountains.',
            image:
              'https://metadata.sequence.app/projects/30957/collections/819/tokens/0/image.png',
            properties: null,
            attributes: [
              { sharpness: 1120 },
              { attackPower: 463 },
              { weight: 700 },
              { criticalHitChance: 1218 },
            ],
            updatedAt: '0001-01-01T00:00:00Z',
          },
        },
        {
          metadata: {
            tokenId: '1',
            name: 'Divine Axe #724',
            description:
              'This powerful axe, blessed by ancient gods, with the power to summon storms.',
            image:
              'https://metadata.sequence.app/projects/30957/collections/819/tokens/1/image.png',
            properties: null,
            attributes: [
              { speed: 1491 },
              { edgeRetention: 1198 },
              { criticalHitChance: 370 },
              { attackPower: 396 },
            ],
            updatedAt: '0001-01-01T00:00:00Z',
          },
        },
      ],
    },
    arrives: (read) => {
      expect(read.collectibles.map((c) => c.metadata.tokenId)).toEqual(['0', '1'])
      expect(read.collectibles[0]?.metadata.attributes[0]).toEqual({ sharpness: 1120 })
      expect(read.collectibles[0]?.metadata.properties).toBeUndefined()
      expect(read.collectibles[1]?.order).toBeUndefined()
      expect(read.page?.page).toBeUndefined()
      expect(read.page?.pageSize).toBe(10)
    },
  }),
  entry({
    source: {
      ...METADATA,
      note: `captured (GetTokenMetadata 200 example, attributes trimmed to 3) ${WRAPPED}`,
    },
    operation: 'Marketplace/ListCollectibles',
    body: {
      collectibles: [
        {
          metadata: {
            tokenId: '19371963813488842961773981353605630758075094402',
            name: 'Dragon Shield Shield',
            description: 'A free AI treasure chest mini-game',
            image:
              'https://metadata.sequence.app/projects/1229/collections/40/tokens/19371963813488842961773981353605630758075094402/image.png',
            properties: null,
            attributes: [
              { display_type: 'category', trait_type: 'Category', value: 'defensive' },
              { display_type: 'defense_min', trait_type: 'Defense Minimum', value: '59' },
              { display_type: 'tier', trait_type: 'tier', value: 'Common' },
            ],
            decimals: 0,
            updatedAt: '2024-10-10T18:08:04.22766865Z',
          },
        },
      ],
    },
    arrives: (read) => {
      const { metadata } = read.collectibles[0]!
      expect(metadata.tokenId).toBe('19371963813488842961773981353605630758075094402')
      expect(metadata.attributes[1]).toEqual({
        display_type: 'defense_min',
        trait_type: 'Defense Minimum',
        value: '59',
      })
      expect(metadata.decimals).toBe(0)
      expect(metadata.updatedAt).toBe('2024-10-10T18:08:04.22766865Z')
      expect(read.page).toBeUndefined()
    },
  }),
  entry({
    source: {
      ...METADATA,
      note: `captured (SearchTokens 200 example, properties trimmed to 3) ${WRAPPED}, its nextPage as page`,
    },
    operation: 'Marketplace/ListCollectibles',
    body: {
      collectibles: [
        {
          metadata: {
            tokenId: '107',
            name: 'Season 0 Floof 107',
            description: '',
            image: 'https://nft.flooftopia.org/images/Floof_80001_107.png',
            properties: {
              '000_season': { name: 'season', value: 'Season 0' },
              '030_head_shape': { name: 'Head Shape Options', value: [4, 2, -8] },
              '220_background_item_r': { name: 'Background Right Item', value: 'Skyweaver' },
            },
            attributes: null,
            external_url: 'https://www.flooftopia.org',
            decimals: 0,
            updatedAt: '2023-11-16T19:48:51.110477Z',
          },
        },
      ],
      page: { page: 2, pageSize: 30, more: true },
    },
    arrives: (read) => {
      const { metadata } = read.collectibles[0]!
      expect(metadata.externalUrl).toBe('https://www.flooftopia.org')
      expect(extra(metadata).external_url).toBeUndefined()
      expect(metadata.attributes).toEqual([])
      expect(metadata.description).toBe('')
      expect(metadata.properties?.['030_head_shape']).toEqual({
        name: 'Head Shape Options',
        value: [4, 2, -8],
      })
      expect(read.page).toMatchObject({ page: 2, pageSize: 30, more: true })
    },
  }),
  entry({
    source: {
      ...GUIDE,
      note: `captured (Bored Ape #9 response, attributes trimmed to 3) ${WRAPPED}`,
    },
    operation: 'Marketplace/ListCollectibles',
    body: {
      collectibles: [
        {
          metadata: {
            tokenId: '9',
            contractAddress: '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d',
            name: '',
            description: '',
            image: 'https://ipfs.sequence.info/ipfs/QmUQgKka8EW7exiUHnMwZ4UoXA11wV7NFjHAogVAbasSYy',
            decimals: 0,
            properties: null,
            attributes: [
              { trait_type: 'Earring', value: 'Silver Stud' },
              { trait_type: 'Eyes', value: 'Sleepy' },
              { trait_type: 'Background', value: 'Purple' },
            ],
          },
        },
      ],
    },
    arrives: (read) => {
      const { metadata } = read.collectibles[0]!
      expect(metadata.name).toBe('')
      expect(extra(metadata).contractAddress).toBe('0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d')
      expect(metadata.attributes[2]).toEqual({ trait_type: 'Background', value: 'Purple' })
    },
  }),
  entry({
    source: { ...GUIDE, note: `captured (Skyweaver card 65548 response) ${WRAPPED}` },
    operation: 'Marketplace/ListCollectibles',
    body: {
      collectibles: [
        {
          metadata: {
            tokenId: '65548',
            contractAddress: '0x27a11c1563a5dda238379b95c91b3abbad9c0cf6',
            name: 'Weighted Die (Silver)',
            description:
              'Give +1/+1, armor, and guard to a random ally unit, six times.\n\n"I will not bow to fate. If the dice fall against me, I\'ll cut off the hand that cast them."\n -Horik',
            image: 'https://assets.skyweaver.net/LV7xNcQh/webapp/cards/full-cards/6x/12-silver.png',
            decimals: 2,
            properties: {
              artists: {
                name: 'Artist',
                value: [
                  {
                    id: 'xavi',
                    name: 'Henrique Xavier',
                    url: 'https://www.artstation.com/kitexavier',
                  },
                ],
              },
              baseCardId: 12,
              cardType: 'Spell',
              element: 'Metal',
              mana: 8,
              prism: 'Strength',
              type: 'Silver',
            },
            attributes: null,
          },
        },
      ],
    },
    arrives: (read) => {
      const { metadata } = read.collectibles[0]!
      expect(metadata.decimals).toBe(2)
      expect(metadata.attributes).toEqual([])
      expect(metadata.properties).toMatchObject({ baseCardId: 12, mana: 8, type: 'Silver' })
      expect(metadata.description).toContain('-Horik')
    },
  }),
  entry({
    source: { ...METADATA, note: 'captured (GetTokenMetadata 200 example), as found' },
    operation: 'Metadata/GetTokenMetadata',
    body: {
      tokenMetadata: [
        {
          tokenId: '19371963813488842961773981353605630758075094402',
          name: 'Dragon Shield Shield',
          description: 'A free AI treasure chest mini-game',
          image:
            'https://metadata.sequence.app/projects/1229/collections/40/tokens/19371963813488842961773981353605630758075094402/image.png',
          properties: null,
          attributes: [
            { display_type: 'category', trait_type: 'Category', value: 'defensive' },
            { display_type: 'defense_min', trait_type: 'Defense Minimum', value: '59' },
            { display_type: 'defense_max', trait_type: 'Defense Maximum', value: '67' },
            { display_type: 'tier', trait_type: 'tier', value: 'Common' },
            { display_type: 'type', trait_type: 'type', value: 'Shield' },
          ],
          decimals: 0,
          updatedAt: '2024-10-10T18:08:04.22766865Z',
        },
      ],
    },
    arrives: (read) => {
      expect(read.taskID).toBeUndefined()
      const [token] = read.tokenMetadata
      expect(token?.tokenId).toBe('19371963813488842961773981353605630758075094402')
      expect(token?.name).toBe('Dragon Shield Shield')
      expect(token?.image).toMatch(/\/tokens\/19371963813488842961773981353605630758075094402\//)
      expect(token?.properties).toBeUndefined()
      expect(token?.attributes[4]).toMatchObject({ trait_type: 'type', value: 'Shield' })
    },
  }),
]

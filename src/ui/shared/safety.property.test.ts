/**
 * The media helpers on any text (issue 28): `svgImageUrl` makes a data URL of
 * any metadata `imageData` — a lone surrogate threw a URIError from
 * encodeURIComponent — and `wellFormed` leaves well-formed text as it is.
 */
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { svgImageUrl, wellFormed } from './safety.js'

test('a lone surrogate in imageData: a data URL with U+FFFD in its place', () => {
  expect(svgImageUrl('<svg>\uD800</svg>')).toBe(
    `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg>\uFFFD</svg>')}`,
  )
})

test('any text: svgImageUrl never throws, and decodes back to the text made well formed', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (svg) => {
      const url = svgImageUrl(svg)
      const prefix = 'data:image/svg+xml;charset=utf-8,'
      expect(url.startsWith(prefix)).toBe(true)
      expect(decodeURIComponent(url.slice(prefix.length))).toBe(wellFormed(svg))
    }),
    { seed: 28, numRuns: 500 },
  )
})

test('wellFormed changes only lone surrogates', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (text) => {
      expect(wellFormed(text)).toBe(text)
    }),
    { seed: 28, numRuns: 300 },
  )
  expect(wellFormed('a\uDC00b\uD83D\uDE00c\uD83D')).toBe('a\uFFFDb\uD83D\uDE00c\uFFFD')
})

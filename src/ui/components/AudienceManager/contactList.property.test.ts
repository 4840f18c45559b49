/**
 * The contact list reader on any pasted text (issue 28): whatever comes —
 * hostile lines, lone surrogates, a BOM, thousands of dots in an email,
 * unclosed quotes, long runs of separators — `parseContactList` answers what
 * the list holds, never a throw, in bounded time, every line accounted for,
 * nothing polluted. Lines written as a spreadsheet writes them (quoted where
 * a name holds a separator or a quote, hostile text included) read back as
 * the contacts they were written from.
 */
import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import * as arb from '../../../../test/support/arbitraries.js'
import {
  expectNoPollution,
  PROPERTY_TIMEOUT,
  runs,
  withinBudget,
} from '../../../../test/support/fuzz.js'
import { parseContactList } from './contactList.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A line of any kind: hostile text, an address with hostile fields, long runs that trip a reader. */
const hostileLine = fc.oneof(
  arb.hostileString,
  fc
    .tuple(
      fc.oneof(arb.address, arb.hostileString),
      arb.hostileString,
      arb.hostileString,
      fc.constantFrom(',', ';', '\t'),
    )
    .map(([a, n, e, sep]) => [a, n, e].join(sep)),
  arb
    .adversarialText(['.', '"', '""', ',', ';', '\t', ' ', '@', 'a@', '#'])
    .map((run) => `${ADDRESS},x,${run}`),
  arb.adversarialText(['a@', '.', '@.', 'a.']).map((run) => `${ADDRESS},,a@${run}`),
  arb.adversarialText(['"', '""', '",', 'x"']),
)

/** A list: lines joined by any line break, a BOM in front or not. */
const text = fc
  .tuple(
    fc.array(hostileLine, { maxLength: 20 }),
    fc.constantFrom('\n', '\r\n', '\r'),
    fc.boolean(),
  )
  .map(([lines, eol, bom]) => `${bom ? '\uFEFF' : ''}${lines.join(eol)}`)

describe('parseContactList on any text', () => {
  test(
    'what the list holds, every line accounted for, never a throw',
    () => {
      fc.assert(
        fc.property(text, (t) => {
          const { contacts, invalid, duplicates } = withinBudget(() => parseContactList(t))
          const lines = t.split(/\r\n|\r|\n/).length
          expect(contacts.length + invalid.length + duplicates).toBeLessThanOrEqual(lines)
          for (const contact of contacts) expect(getAddress(contact.address)).toBeTruthy()
          for (const line of invalid) {
            expect(line.line).toBeGreaterThanOrEqual(1)
            expect(line.line).toBeLessThanOrEqual(lines)
          }
          expectNoPollution()
        }),
        runs(300),
      )
    },
    PROPERTY_TIMEOUT,
  )

  test('an email of 100,000 dots is refused in linear time', () => {
    const { invalid } = withinBudget(() =>
      parseContactList(`${ADDRESS},Ada,a@${'.'.repeat(100_000)}@`),
    )
    expect(invalid.map((l) => l.reason)).toEqual(['invalid-email'])
  })
})

/** A field as a spreadsheet writes it: quoted when it holds a separator, a quote or leading space. */
const csvField = (value: string, sep: string) =>
  value.includes(sep) || value.includes('"') || value !== value.trim()
    ? `"${value.replaceAll('"', '""')}"`
    : value

describe('contact list lines round-trip', () => {
  const name = arb.hostileString.filter(
    (n) => !/[\r\n]/.test(n) && n.trim() !== '' && n.trim() === n,
  )
  const email = fc
    .tuple(
      fc.stringMatching(/^[a-z0-9.+_-]{1,12}$/),
      fc.stringMatching(/^[a-z0-9-]{1,10}$/),
      fc.constantFrom('org', 'io'),
    )
    .map(([user, host, tld]) => `${user}@${host}.${tld}`)
  const contact = fc.record(
    { address: arb.address.map((a) => getAddress(a)), name, email },
    { requiredKeys: ['address'] },
  )

  test(
    'contacts written as lines (names quoted where they must be) read back as written',
    () => {
      fc.assert(
        fc.property(
          fc.uniqueArray(contact, { maxLength: 30, selector: (c) => c.address.toLowerCase() }),
          fc.constantFrom(',', ';', '\t'),
          (contacts, sep) => {
            const written = contacts
              .map((c) => [c.address, csvField(c.name ?? '', sep), c.email ?? ''].join(sep))
              .join('\n')
            const read = withinBudget(() => parseContactList(written))
            expect(read.invalid).toEqual([])
            expect(read.contacts).toEqual(
              contacts.map((c) => ({
                address: c.address,
                ...(c.name ? { name: c.name } : {}),
                ...(c.email ? { email: c.email } : {}),
              })),
            )
          },
        ),
        runs(300),
      )
    },
    PROPERTY_TIMEOUT,
  )
})

import fc from 'fast-check'
import { type Address, getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { CONTACTS_PER_CALL, chunk, parseContactList } from './contactList.js'

const ADA = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const ADA_CHECKSUM = getAddress(ADA)
const BOB = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const CAROL = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'

describe('parseContactList', () => {
  test('reads bare addresses and address,name,email lines', () => {
    const result = parseContactList(`${ADA}\n${BOB},Bob,bob@example.org\n${CAROL},Carol`)
    expect(result).toEqual({
      contacts: [
        { address: ADA },
        { address: BOB, name: 'Bob', email: 'bob@example.org' },
        { address: CAROL, name: 'Carol' },
      ],
      invalid: [],
      duplicates: 0,
    })
  })

  test('skips blank lines, # comments and a header, and counts lines as written', () => {
    const text = `\uFEFFaddress,name,email\n\n# team\n  \n${ADA},Ada\r\n0x12\r${BOB}`
    const result = parseContactList(text)
    expect(result.contacts).toEqual([{ address: ADA, name: 'Ada' }, { address: BOB }])
    expect(result.invalid).toEqual([{ line: 6, text: '0x12', reason: 'invalid-address' }])
  })

  test('a header is only skipped on the first line with content', () => {
    const result = parseContactList(`${ADA}\naddress,name,email`)
    expect(result.invalid).toEqual([
      { line: 2, text: 'address,name,email', reason: 'invalid-address' },
    ])
  })

  test('reads quoted CSV fields, with separators and escaped quotes inside', () => {
    const result = parseContactList(
      `"${ADA}","Lovelace, Ada ""the first""",ada@example.org\n ${BOB} , "Bob" , `,
    )
    expect(result.contacts).toEqual([
      { address: ADA, name: 'Lovelace, Ada "the first"', email: 'ada@example.org' },
      { address: BOB, name: 'Bob' },
    ])
  })

  test('reads tab- and semicolon-separated lists', () => {
    expect(parseContactList(`${ADA}\tSmith, Ada\tada@example.org`).contacts).toEqual([
      { address: ADA, name: 'Smith, Ada', email: 'ada@example.org' },
    ])
    expect(parseContactList(`${ADA};Smith, Ada;ada@example.org\n${BOB};Bob`).contacts).toEqual([
      { address: ADA, name: 'Smith, Ada', email: 'ada@example.org' },
      { address: BOB, name: 'Bob' },
    ])
  })

  test('accepts lower-case and checksummed addresses, refuses a wrong checksum', () => {
    const wrong = ADA_CHECKSUM.replace('F', 'f').replace('d', 'D')
    expect(wrong).not.toBe(ADA_CHECKSUM)
    const result = parseContactList(`${ADA_CHECKSUM}\n${BOB}\n${wrong}`)
    expect(result.contacts).toEqual([{ address: ADA_CHECKSUM }, { address: BOB }])
    expect(result.invalid).toEqual([{ line: 3, text: wrong, reason: 'bad-checksum' }])
  })

  test.each([
    ['0x123', 'invalid-address'],
    [`${ADA}0`, 'invalid-address'],
    [ADA.slice(2), 'invalid-address'],
    [`0x${'g'.repeat(40)}`, 'invalid-address'],
    [',Ada,ada@example.org', 'missing-address'],
    [`${ADA},Ada,not-an-email`, 'invalid-email'],
    [`${ADA},Ada,ada@example`, 'invalid-email'],
    [`${ADA},Ada,ada@example.org,extra`, 'too-many-fields'],
    [`"${ADA},Ada`, 'unterminated-quote'],
    ['<script>window.__pwned=1</script>', 'invalid-address'],
  ])('reports %j as %s', (line, reason) => {
    expect(parseContactList(`${BOB}\n${line}`)).toEqual({
      contacts: [{ address: BOB }],
      invalid: [{ line: 2, text: line, reason }],
      duplicates: 0,
    })
  })

  test('tolerates trailing empty fields', () => {
    expect(parseContactList(`${ADA},Ada,,,`).contacts).toEqual([{ address: ADA, name: 'Ada' }])
  })

  test('de-duplicates case-insensitively; later lines update name and email', () => {
    const result = parseContactList(
      [`${ADA},Ada`, BOB, `${ADA_CHECKSUM},,ada@example.org`, `${ADA.toLowerCase()},Ada L.`].join(
        '\n',
      ),
    )
    expect(result.contacts).toEqual([
      { address: ADA, name: 'Ada L.', email: 'ada@example.org' },
      { address: BOB },
    ])
    expect(result.duplicates).toBe(2)
  })

  test('an empty text has nothing', () => {
    expect(parseContactList('')).toEqual({ contacts: [], invalid: [], duplicates: 0 })
    expect(parseContactList('\n\n# nothing\n')).toEqual({
      contacts: [],
      invalid: [],
      duplicates: 0,
    })
  })
})

describe('chunk', () => {
  test('cuts into pieces of at most 1,000', () => {
    const items = Array.from({ length: 2500 }, (_, i) => i)
    const pieces = chunk(items)
    expect(pieces.map((p) => p.length)).toEqual([1000, 1000, 500])
    expect(pieces.flat()).toEqual(items)
    expect(CONTACTS_PER_CALL).toBe(1000)
    expect(chunk([], 3)).toEqual([])
    expect(chunk([1, 2, 3], 3)).toEqual([[1, 2, 3]])
    expect(() => chunk([1], 0)).toThrow(RangeError)
  })
})

// ---------------------------------------------------------------------------
// Properties

const hex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}` as Address
/** A valid address: all lower case, or EIP-55 checksummed. */
const validAddress = fc
  .tuple(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.boolean())
  .map(([bytes, checksum]) => (checksum ? getAddress(hex(bytes)) : hex(bytes)))
const plainText = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .'-]{0,20}$/).map((s) => s.trim())
const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9.]{1,10}$/), fc.stringMatching(/^[a-z]{1,8}$/))
  .map(([user, host]) => `${user}@${host}.org`)
const separator = fc.constantFrom(',', '\t', ';')

interface Line {
  readonly address: string
  readonly name?: string | undefined
  readonly email?: string | undefined
}
const line: fc.Arbitrary<Line> = fc.record(
  { address: validAddress, name: plainText, email },
  { requiredKeys: ['address'] },
)
const lines = fc.uniqueArray(line, {
  minLength: 1,
  maxLength: 40,
  selector: (l) => l.address.toLowerCase(),
})
const render = (l: Line, sep: string) =>
  l.name === undefined && l.email === undefined
    ? l.address
    : [l.address, l.name ?? '', l.email ?? ''].join(sep)

/** Breaks an address so that it is no longer valid, whatever the address. */
const corruption = fc.constantFrom('replace', 'cut', 'extend', 'case', 'prefix')
function corrupt(address: string, how: string, at: number): string {
  const i = 2 + (at % 40)
  switch (how) {
    case 'replace':
      return `${address.slice(0, i)}g${address.slice(i + 1)}`
    case 'cut':
      return address.slice(0, i) + address.slice(i + 1)
    case 'extend':
      return `${address}a`
    case 'case': {
      // A lower-case letter made upper case in a checksummed address breaks its checksum.
      const checksummed = getAddress(address)
      const letters = [...checksummed.slice(2)]
        .map((c, k) => (/[a-f]/.test(c) ? k + 2 : -1))
        .filter((k) => k >= 0)
      const k = letters[at % Math.max(1, letters.length)]
      if (k === undefined) return `${address.slice(0, i)}z${address.slice(i + 1)}`
      return `${checksummed.slice(0, k)}${checksummed[k]!.toUpperCase()}${checksummed.slice(k + 1)}`
    }
    default:
      return address.slice(2)
  }
}

describe('parseContactList properties', () => {
  test('every valid address line parses, once, with its name and email', () => {
    fc.assert(
      fc.property(lines, separator, fc.boolean(), (list, sep, header) => {
        const text = [...(header ? [['address', 'name', 'email'].join(sep)] : []), ...list]
          .map((l) => (typeof l === 'string' ? l : render(l, sep)))
          .join('\n')
        const result = parseContactList(text)
        expect(result.invalid).toEqual([])
        expect(result.duplicates).toBe(0)
        expect(result.contacts).toEqual(
          list.map((l) => ({
            address: l.address,
            ...(l.name ? { name: l.name } : {}),
            ...(l.email ? { email: l.email } : {}),
          })),
        )
      }),
    )
  })

  test('a line with a corrupted address is reported with its line number and not sent', () => {
    fc.assert(
      fc.property(lines, separator, fc.nat(), corruption, fc.nat(), (list, sep, pick, how, at) => {
        const target = pick % list.length
        const broken = corrupt(list[target]!.address, how, at)
        const text = list
          .map((l, i) => render(i === target ? { ...l, address: broken } : l, sep))
          .join('\n')
        const result = parseContactList(text)
        expect(result.invalid).toHaveLength(1)
        expect(result.invalid[0]!.line).toBe(target + 1)
        expect(['invalid-address', 'bad-checksum']).toContain(result.invalid[0]!.reason)
        expect(result.contacts.map((c) => c.address)).toEqual(
          list.filter((_, i) => i !== target).map((l) => l.address),
        )
      }),
    )
  })

  test('duplicates: as many contacts as distinct addresses, the rest counted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(validAddress, fc.boolean()), { minLength: 1, maxLength: 30 }),
        (entries) => {
          // The same address again, possibly in another spelling.
          const text = entries
            .flatMap(([a, twice]) => (twice ? [a, a.toLowerCase()] : [a]))
            .join('\n')
          const result = parseContactList(text)
          const distinct = new Set(entries.map(([a]) => a.toLowerCase()))
          expect(result.contacts).toHaveLength(distinct.size)
          expect(result.contacts.length + result.duplicates).toBe(
            entries.reduce((n, [, twice]) => n + (twice ? 2 : 1), 0),
          )
        },
      ),
    )
  })
})

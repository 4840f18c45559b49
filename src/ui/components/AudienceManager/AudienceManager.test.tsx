import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { getAddress } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ADA, ADD, addressOf, BOB, CREATE } from '../../../../test/support/audience.js'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import { wholeText } from '../../../../test/support/text.js'
import type { AudienceContactInput } from '../../../core/schemas/audience.js'
import { PlatformError } from '../../../core/transport/errors.js'
import {
  AudienceContactsFormView,
  AudienceManager,
  type ContactsChunk,
  CreateAudienceFormView,
} from './AudienceManager.js'
import { parseContactList } from './contactList.js'

const platform = setupTestPlatform({ size: 300 })
const { emulator } = platform
const builder = emulator.state.builder
afterEach(cleanup)

const CAROL = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')

let audiences = 0
/** A fresh audience of project 1, created in the emulator. */
function newAudience() {
  return builder.createAudience(1, `Test audience ${++audiences}`, emulator.clock.now())
}
/** The id the emulator gives the next audience it creates. */
const nextAudienceId = () =>
  Math.max(...[1, 2].flatMap((p) => builder.audiences(p).map((a) => a.id))) + 1

const contactsOf = (audienceId: number) =>
  builder.contacts(1, audienceId).map((c) => ({
    address: c.address.toLowerCase(),
    name: c.name ?? '',
    email: c.email ?? '',
  }))

function renderManager(props: Partial<Parameters<typeof AudienceManager>[0]> = {}) {
  const user = userEvent.setup()
  const view = render(<AudienceManager projectId={1} {...props} />, {
    wrapper: platform.providers().wrapper,
  })
  return { user, ...view }
}

/** Pastes text into the contacts text area. */
async function paste(user: ReturnType<typeof userEvent.setup>, text: string, label = 'Contacts') {
  const area = screen.getByRole('textbox', { name: label })
  await user.click(area)
  await user.paste(text)
  return area as HTMLTextAreaElement
}

describe('AudienceManager: creating an audience', () => {
  test('creates an audience, then offers to add contacts to it', async () => {
    const onCreated = vi.fn()
    const ref = createRef<HTMLElement>()
    const { user } = renderManager({ onCreated, ref })
    expect(ref.current?.tagName).toBe('SECTION')
    expect(screen.queryByRole('textbox', { name: 'Contacts' })).toBeNull()

    await user.type(screen.getByRole('textbox', { name: 'Audience name' }), '  Launch party  ')
    await user.click(screen.getByRole('button', { name: 'Create audience' }))

    const title = await screen.findByText(wholeText('Audience: Launch party'))
    expect(document.activeElement).toBe(title)
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
      'Audience Launch party created.',
    )
    expect(platform.count(CREATE)).toBe(1)
    expect(platform.calls[0]?.body).toEqual({ projectId: 1, name: 'Launch party' })
    const created = builder.audiences(1).find((a) => a.name === 'Launch party')
    expect(created).toBeDefined()
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: created!.id }))
    expect(screen.getByRole('textbox', { name: 'Contacts' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Audience name' })).toBeNull()
  })

  test('a name already used shows "an audience with this name exists"; editing clears it', async () => {
    const { user } = renderManager()
    const name = screen.getByRole('textbox', { name: 'Audience name' })
    // Project 1 has an audience named "Allow list"; names compare case-insensitively.
    expect(builder.audiences(1).some((a) => a.name === 'Allow list')).toBe(true)
    await user.type(name, 'ALLOW LIST{Enter}')

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('An audience with this name exists.')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(name.getAttribute('aria-describedby')).toContain(alert.id)
    expect(platform.count(CREATE)).toBe(1)
    expect(builder.audiences(1).filter((a) => a.name.toLowerCase() === 'allow list')).toHaveLength(
      1,
    )

    await user.type(name, '!')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(name.getAttribute('aria-invalid')).toBeNull()
  })

  test('an empty name is refused before anything is sent', async () => {
    const { user } = renderManager()
    await user.type(screen.getByRole('textbox', { name: 'Audience name' }), '   ')
    await user.click(screen.getByRole('button', { name: 'Create audience' }))
    expect(screen.getByRole('alert').textContent).toBe('Enter a name for the audience.')
    expect(platform.count(CREATE)).toBe(0)
  })

  test('a name over 100 characters is refused before sending; 100 emoji are 100 characters', async () => {
    const { user } = renderManager()
    const name = screen.getByRole('textbox', { name: 'Audience name' })
    await user.click(name)
    await user.paste('a'.repeat(101))
    await user.click(screen.getByRole('button', { name: 'Create audience' }))
    expect(screen.getByRole('alert').textContent).toMatch(/100/)
    expect(platform.count(CREATE)).toBe(0)

    // 100 emoji are 200 UTF-16 units: a length check in units would refuse them.
    await user.clear(name)
    await user.paste('🦊'.repeat(100))
    await user.click(screen.getByRole('button', { name: 'Create audience' }))
    await waitFor(() => expect(platform.count(CREATE)).toBe(1))
  })

  test('another failure is shown with the server message', async () => {
    const { user } = renderManager({ projectId: 2 })
    await user.type(screen.getByRole('textbox', { name: 'Audience name' }), 'Elsewhere{Enter}')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^The audience could not be created: .*project 2/)
    expect(builder.audiences(2).some((a) => a.name === 'Elsewhere')).toBe(false)
  })
})

describe('AudienceManager: adding contacts', () => {
  test('shows the invalid lines with their numbers before anything is sent', async () => {
    const audience = newAudience()
    const { user } = renderManager({ audience })
    expect(screen.getByText(wholeText(`Audience: ${audience.name}`))).toBeTruthy()
    const area = await paste(
      user,
      [
        'address,name,email',
        `${ADA},Ada,ada@example.org`,
        '0x1234',
        `${BOB},Bob`,
        '',
        '# a comment',
        `${ADA.toUpperCase().replace('0X', '0x')}`,
        `${BOB},Bobby,bob@example.org`,
        `${CAROL}`,
        `${ADA},Ada,not-an-email`,
      ].join('\n'),
    )

    const invalid = await screen.findAllByRole('listitem')
    const lines = invalid.filter((li) => li.hasAttribute('data-line'))
    expect(lines.map((li) => li.textContent)).toEqual([
      'Line 3 0x1234 not an address',
      `Line 7 ${ADA.toUpperCase().replace('0X', '0x')} wrong checksum (write it in lower case or with its EIP-55 checksum)`,
      `Line 10 ${ADA},Ada,not-an-email not an email address`,
    ])
    expect(screen.getByText('Valid contacts: 3')).toBeTruthy()
    expect(screen.getByText('Duplicates (sent once): 1')).toBeTruthy()
    expect(screen.getByText('Invalid lines (not sent): 3')).toBeTruthy()
    expect(screen.getByText('Calls of up to 1,000 contacts: 1')).toBeTruthy()
    expect(area.getAttribute('aria-invalid')).toBe('true')
    const described = area.getAttribute('aria-describedby')!.split(' ')
    const invalidBox = lines[0]!.closest('div')!
    expect(described).toContain(invalidBox.id)
    expect(screen.getByRole('button', { name: 'Send 3 contacts' })).toBeTruthy()
    expect(platform.count(ADD)).toBe(0)
    expect(builder.contacts(1, audience.id)).toEqual([])
  })

  test('sends exactly the valid contacts, and says how many', async () => {
    const audience = newAudience()
    const onAdded = vi.fn()
    const { user } = renderManager({ audience, onAdded })
    await paste(
      user,
      [`${ADA},Ada,ada@example.org`, 'nope', `${BOB},Bob`, `${BOB},,bob@example.org`, CAROL].join(
        '\n',
      ),
    )
    await user.click(await screen.findByRole('button', { name: 'Send 3 contacts' }))

    const status = await screen.findByText('Added 3 contacts.')
    expect(status.closest('[aria-live="polite"]')).not.toBeNull()
    expect(platform.count(ADD)).toBe(1)
    expect(platform.calls.find((c) => c.operation === ADD)?.body).toEqual({
      projectId: 1,
      audienceId: audience.id,
      contacts: [
        { address: ADA, name: 'Ada', email: 'ada@example.org' },
        { address: BOB, name: 'Bob', email: 'bob@example.org' },
        { address: CAROL },
      ],
    })
    expect(contactsOf(audience.id)).toEqual([
      { address: ADA, name: 'Ada', email: 'ada@example.org' },
      { address: BOB, name: 'Bob', email: 'bob@example.org' },
      { address: CAROL.toLowerCase(), name: '', email: '' },
    ])
    expect(onAdded).toHaveBeenCalledTimes(1)
    expect(onAdded.mock.calls[0]?.[0]).toMatchObject({ audienceId: audience.id })
    expect(onAdded.mock.calls[0]?.[0].contacts).toHaveLength(3)
  })

  test('a list with no valid contact cannot be sent', async () => {
    const { user } = renderManager({ audience: newAudience() })
    const send = screen.getByRole('button', { name: 'Send 0 contacts' }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    await paste(user, 'not an address\n0x12')
    await screen.findByText('Invalid lines (not sent): 2')
    expect(send.disabled).toBe(true)
    expect(platform.count(ADD)).toBe(0)
  })

  test('reads an uploaded file into the list, then sends it', async () => {
    const audience = newAudience()
    const { user } = renderManager({ audience })
    const file = new File([`address;name\n${ADA};Ada\n${BOB};Bob\nbroken;x\n`], 'list.csv', {
      type: 'text/csv',
    })
    const input = screen.getByLabelText('Or upload a list (.csv, .txt)') as HTMLInputElement
    expect(input.type).toBe('file')
    expect(input.accept).toContain('.csv')
    expect(input.accept).toContain('.txt')
    await user.upload(input, file)

    expect(await screen.findByText(wholeText('Read list.csv.'))).toBeTruthy()
    const area = screen.getByRole('textbox', { name: 'Contacts' }) as HTMLTextAreaElement
    await waitFor(() => expect(area.value).toContain(`${BOB};Bob`))
    expect(await screen.findByText('Valid contacts: 2')).toBeTruthy()
    expect(document.querySelector('[data-line="4"]')?.textContent).toBe(
      'Line 4 broken;x not an address',
    )
    expect(platform.count(ADD)).toBe(0)

    await user.click(screen.getByRole('button', { name: 'Send 2 contacts' }))
    await screen.findByText('Added 2 contacts.')
    expect(contactsOf(audience.id).map((c) => [c.address, c.name])).toEqual([
      [ADA, 'Ada'],
      [BOB, 'Bob'],
    ])
  })

  test('refuses a file over the size limit without reading it', async () => {
    const { user } = renderManager({ audience: newAudience(), maxFileBytes: 10 })
    await user.upload(
      screen.getByLabelText('Or upload a list (.csv, .txt)'),
      new File([`${ADA}\n${BOB}`], 'big.txt', { type: 'text/plain' }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe('big.txt is larger than 10 bytes.')
    expect((screen.getByRole('textbox', { name: 'Contacts' }) as HTMLTextAreaElement).value).toBe(
      '',
    )
  })

  test('2,500 valid addresses go as three calls of 1,000, 1,000 and 500, one after the other', async () => {
    const audience = newAudience()
    const { user } = renderManager({ audience })
    const addresses = Array.from({ length: 2500 }, (_, i) => addressOf(i))
    await paste(user, addresses.join('\n'))
    await user.click(await screen.findByRole('button', { name: 'Send 2,500 contacts' }))

    await screen.findByText('Added 2,500 contacts.', undefined, { timeout: 10_000 })
    const sent = platform.calls.filter((c) => c.operation === ADD)
    expect(sent.map((c) => (c.body as { contacts: unknown[] }).contacts.length)).toEqual([
      1000, 1000, 500,
    ])
    expect(
      sent.flatMap((c) =>
        (c.body as { contacts: AudienceContactInput[] }).contacts.map((x) => x.address),
      ),
    ).toEqual(addresses)
    expect(builder.contacts(1, audience.id)).toHaveLength(2500)
    expect(builder.audience(1, audience.id)?.contactCount).toBe(2500)
  })

  test('a failed call is reported with its contacts and can be sent again on its own', async () => {
    // An audience the emulator does not have yet: every call fails with NotFound.
    const id = nextAudienceId()
    const { user } = renderManager({ audience: { id, name: 'Not yet' } })
    const addresses = Array.from({ length: 1500 }, (_, i) => addressOf(10_000 + i))
    await paste(user, addresses.join('\n'))
    await user.click(await screen.findByRole('button', { name: 'Send 1,500 contacts' }))

    await screen.findByText('Added 0 of 1,500 contacts.')
    expect(platform.count(ADD)).toBe(2)
    const failures = screen.getAllByText(/were not added/)
    expect(failures.map((f) => f.textContent?.replace(/: .*/, ''))).toEqual([
      'Contacts 1–1,000 were not added',
      'Contacts 1,001–1,500 were not added',
    ])
    expect(failures[0]?.textContent).toContain(String(id))

    const created = builder.createAudience(1, 'Not yet', emulator.clock.now())
    expect(created.id).toBe(id)
    await user.click(screen.getByRole('button', { name: 'Retry contacts 1,001–1,500' }))
    await screen.findByText('Added 500 of 1,500 contacts.')
    expect(platform.count(ADD)).toBe(3)
    expect(builder.contacts(1, id).map((c) => c.address)).toEqual(addresses.slice(1000))

    await user.click(screen.getByRole('button', { name: 'Retry contacts 1–1,000' }))
    await screen.findByText('Added 1,500 contacts.')
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull()
    expect(builder.contacts(1, id)).toHaveLength(1500)
  })

  test('hostile lines are shown as text only', async () => {
    const { user, container } = renderManager({
      audience: { id: nextAudienceId() + 50, name: '<img src=x onerror="window.__pwned=1">' },
    })
    await paste(
      user,
      [
        '<script>window.__pwned=1</script>',
        'javascript:window.__pwned=1',
        `"<img src=x onerror=window.__pwned=1>${'x'.repeat(5000)}`,
      ].join('\n'),
    )
    const lines = await screen.findAllByText(/^Line \d$/)
    expect(lines).toHaveLength(3)
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    for (const el of container.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.value).not.toMatch(/javascript:/i)
    }
    // Long lines are clamped.
    const long = document.querySelector('[data-line="3"] code')!
    expect(long.textContent!.length).toBeLessThanOrEqual(80)
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })

  test('every string can be replaced', async () => {
    const { user } = renderManager({
      audience: newAudience(),
      strings: { contactsLabel: 'Adressen', send: '{count} senden', invalidLine: 'Zeile {line}' },
      locale: 'de-DE',
    })
    await paste(user, `${ADA}\nfoo`, 'Adressen')
    expect(await screen.findByRole('button', { name: '1 senden' })).toBeTruthy()
    expect(screen.getByText('Zeile 2')).toBeTruthy()
  })
})

describe('CreateAudienceFormView', () => {
  test('shows pending, a name problem and any other failure', () => {
    const onSubmit = vi.fn()
    const props = { name: 'x', onNameChange: () => {}, onSubmit }
    const { rerender } = render(<CreateAudienceFormView {...props} pending />)
    const button = screen.getByRole('button', { name: 'Creating…' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(screen.getByRole('group').closest('form')?.getAttribute('aria-busy')).toBe('true')

    rerender(<CreateAudienceFormView {...props} problem="too-long" />)
    expect(screen.getByRole('alert').textContent).toBe('The name can have at most 100 characters.')
    rerender(
      <CreateAudienceFormView
        {...props}
        error={
          new PlatformError({
            error: 'Unavailable',
            code: 2002,
            msg: 'try later',
            status: 503,
          })
        }
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'The audience could not be created: try later',
    )
  })
})

// The form's text area, hint and file input are ContactsInput.tsx's, tested here through the view.
describe('AudienceContactsFormView', () => {
  const contacts = Array.from({ length: 1500 }, (_, i) => ({ address: addressOf(i) }))
  const base = {
    text: '',
    onTextChange: () => {},
    onFile: () => {},
    parsed: { contacts, invalid: [], duplicates: 0 },
    onSend: () => {},
    onRetry: () => {},
  }

  test('shows the progress of the calls while sending, and keeps the list read-only', () => {
    const chunks: ContactsChunk[] = [
      { index: 0, from: 0, contacts: contacts.slice(0, 1000), status: 'sent' },
      { index: 1, from: 1000, contacts: contacts.slice(1000), status: 'sending' },
    ]
    const onSend = vi.fn()
    render(<AudienceContactsFormView {...base} chunks={chunks} onSend={onSend} />)
    const progress = screen.getByRole('progressbar', { name: 'Contacts sent' })
    expect(progress.getAttribute('value')).toBe('1000')
    expect(progress.getAttribute('max')).toBe('1500')
    expect(screen.getByText('Sending… 1,000 of 1,500 contacts sent.')).toBeTruthy()
    const area = screen.getByRole('textbox', { name: 'Contacts' }) as HTMLTextAreaElement
    expect(area.readOnly).toBe(true)
    const send = screen.getByRole('button', { name: 'Send 1,500 contacts' })
    expect(send.getAttribute('aria-disabled')).toBe('true')
    send.click()
    expect(onSend).not.toHaveBeenCalled()
  })

  test('once sent, the button sends again; the failed calls sit outside the live outcome', () => {
    const onSend = vi.fn()
    const sent: ContactsChunk[] = [
      { index: 0, from: 0, contacts: contacts.slice(0, 1000), status: 'sent' },
      { index: 1, from: 1000, contacts: contacts.slice(1000), status: 'sent' },
    ]
    const { rerender } = render(
      <AudienceContactsFormView {...base} chunks={sent} onSend={onSend} />,
    )
    const send = screen.getByRole('button', { name: 'Send 1,500 contacts' }) as HTMLButtonElement
    expect(send.disabled).toBe(false)
    expect(send.getAttribute('aria-disabled')).toBeNull()
    send.click()
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status').textContent).toBe('Added 1,500 contacts.')

    const failed: ContactsChunk[] = [sent[0]!, { ...sent[1]!, status: 'failed', error: 'down' }]
    rerender(<AudienceContactsFormView {...base} chunks={failed} onSend={onSend} />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Added 1,000 of 1,500 contacts.')
    const retry = screen.getByRole('button', { name: 'Retry contacts 1,001–1,500' })
    expect(status.contains(retry)).toBe(false)
  })

  test('lists at most maxInvalidShown invalid lines and counts the rest', () => {
    const parsed = parseContactList(Array.from({ length: 30 }, (_, i) => `bad ${i}`).join('\n'))
    render(<AudienceContactsFormView {...base} parsed={parsed} maxInvalidShown={10} />)
    const items = document.querySelectorAll('[data-line]')
    expect(items).toHaveLength(10)
    expect(screen.getByText('and 20 more')).toBeTruthy()
    expect(within(items[9] as HTMLElement).getByText('Line 10', { exact: true }).textContent).toBe(
      'Line 10',
    )
  })
})

/**
 * The audience manager's logic without its markup (issue 12):
 * useCreateAudienceForm, useAudienceContactsForm and useAudienceManager
 * against the emulator, and an app's own minimal markup driven by them.
 */
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ADA, ADD, addressOf, BOB, CREATE } from '../../../../test/support/audience.js'
import { setupTestPlatform } from '../../../../test/support/platform.js'
import type { Audience } from '../../../core/schemas/audience.js'
import { isPlatformError } from '../../../core/transport/errors.js'
import {
  type AudienceRef,
  useAudienceContactsForm,
  useAudienceManager,
  useCreateAudienceForm,
} from '../../index.js'

const platform = setupTestPlatform({ size: 300 })
const { emulator } = platform
const builder = emulator.state.builder
afterEach(cleanup)

let audiences = 0
const newAudience = () =>
  builder.createAudience(1, `Hook audience ${++audiences}`, emulator.clock.now())
/** The id the emulator gives the next audience it creates. */
const nextAudienceId = () =>
  Math.max(...[1, 2].flatMap((p) => builder.audiences(p).map((a) => a.id))) + 1

const wrapper = () => platform.providers().wrapper

describe('useCreateAudienceForm', () => {
  test('checks the name before sending; typing again clears the problem', () => {
    const { result } = renderHook(() => useCreateAudienceForm({ projectId: 1 }), {
      wrapper: wrapper(),
    })
    expect(result.current).toMatchObject({ name: '', pending: false, problem: undefined })
    act(() => result.current.onNameChange('   '))
    act(() => result.current.onSubmit())
    expect(result.current.problem).toBe('required')
    act(() => result.current.onNameChange('a'.repeat(101)))
    expect(result.current.problem).toBeUndefined()
    act(() => result.current.onSubmit())
    expect(result.current.problem).toBe('too-long')
    expect(platform.count(CREATE)).toBe(0)
  })

  test('creates the trimmed name and hands over the audience', async () => {
    const onCreated = vi.fn<(audience: Audience) => void>()
    const { result } = renderHook(() => useCreateAudienceForm({ projectId: 1, onCreated }), {
      wrapper: wrapper(),
    })
    act(() => result.current.onNameChange('  Hooked  '))
    act(() => result.current.onSubmit())
    expect(result.current.pending).toBe(true)
    // A second submit while pending sends nothing more.
    act(() => result.current.onSubmit())
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1))
    expect(result.current.pending).toBe(false)
    expect(platform.count(CREATE)).toBe(1)
    const created = builder.audiences(1).find((a) => a.name === 'Hooked')
    expect(onCreated.mock.calls[0]?.[0].id).toBe(created?.id)
  })

  test('a name in use is the problem `taken`; another failure is the error', async () => {
    const { result } = renderHook(() => useCreateAudienceForm({ projectId: 1 }), {
      wrapper: wrapper(),
    })
    act(() => result.current.onNameChange('allow LIST'))
    act(() => result.current.onSubmit())
    await waitFor(() => expect(result.current.problem).toBe('taken'))
    expect(result.current.error).toBeUndefined()
    act(() => result.current.onNameChange('allow list!'))
    expect(result.current.problem).toBeUndefined()

    const other = renderHook(() => useCreateAudienceForm({ projectId: 2 }), { wrapper: wrapper() })
    act(() => other.result.current.onNameChange('Elsewhere'))
    act(() => other.result.current.onSubmit())
    await waitFor(() => expect(other.result.current.error).toBeDefined())
    expect(isPlatformError(other.result.current.error)).toBe(true)
    expect(other.result.current.problem).toBeUndefined()
  })
})

describe('useAudienceContactsForm', () => {
  test('parses the text as it changes, before anything is sent', async () => {
    const audience = newAudience()
    const { result } = renderHook(() => useAudienceContactsForm({ projectId: 1, audience }), {
      wrapper: wrapper(),
    })
    expect(result.current.parsed.contacts).toEqual([])
    act(() => result.current.onTextChange(`${ADA},Ada\nnope\n${ADA}\n${BOB}`))
    await waitFor(() => expect(result.current.parsed.contacts).toHaveLength(2))
    expect(result.current.parsed.duplicates).toBe(1)
    expect(result.current.parsed.invalid.map((l) => l.line)).toEqual([2])
    expect(result.current).toMatchObject({ busy: false, chunks: [], total: 0, sent: 0 })
    expect(platform.count(ADD)).toBe(0)
  })

  test('sends 1,000 a call, one after the other, and says how far it has come', async () => {
    const audience = newAudience()
    const onAdded = vi.fn()
    const { result } = renderHook(
      () => useAudienceContactsForm({ projectId: 1, audience, onAdded }),
      { wrapper: wrapper() },
    )
    const addresses = Array.from({ length: 1500 }, (_, i) => addressOf(20_000 + i))
    act(() => result.current.onTextChange(addresses.join('\n')))
    let sending: Promise<void> | undefined
    act(() => {
      sending = result.current.onSend()
    })
    expect(result.current.busy).toBe(true)
    expect(result.current.total).toBe(1500)
    expect(result.current.chunks.map((c) => [c.from, c.contacts.length])).toEqual([
      [0, 1000],
      [1000, 500],
    ])
    await act(() => sending)
    expect(result.current).toMatchObject({ busy: false, sent: 1500, total: 1500, failed: [] })
    expect(result.current.chunks.map((c) => c.status)).toEqual(['sent', 'sent'])
    expect(onAdded).toHaveBeenCalledTimes(2)
    expect(builder.contacts(1, audience.id)).toHaveLength(1500)
    expect(platform.count(ADD)).toBe(2)
  })

  test('a failed call is kept with its error and retried on its own', async () => {
    const id = nextAudienceId()
    const { result } = renderHook(
      () => useAudienceContactsForm({ projectId: 1, audience: { id, name: 'Later' } }),
      { wrapper: wrapper() },
    )
    act(() => result.current.onTextChange(`${ADA}\n${BOB}`))
    await act(() => result.current.onSend())
    expect(result.current.failed.map((c) => c.index)).toEqual([0])
    expect(isPlatformError(result.current.failed[0]?.error)).toBe(true)

    builder.createAudience(1, 'Later', emulator.clock.now())
    act(() => result.current.onRetry(0))
    await waitFor(() => expect(result.current.sent).toBe(2))
    expect(result.current.failed).toEqual([])
    expect(builder.contacts(1, id)).toHaveLength(2)
  })

  test('reads a file into the text, refuses one too large, and starts afresh for another audience', async () => {
    const first = newAudience()
    const { result, rerender } = renderHook(
      ({ audience }: { audience: AudienceRef }) =>
        useAudienceContactsForm({ projectId: 1, audience, maxFileBytes: 100 }),
      { wrapper: wrapper(), initialProps: { audience: first } },
    )
    await act(() => result.current.onFile(new File([`${ADA}\n${BOB}`], 'a.txt')))
    expect(result.current.file).toEqual({ name: 'a.txt', status: 'loaded' })
    expect(result.current.text).toBe(`${ADA}\n${BOB}`)
    await act(() => result.current.onFile(new File(['x'.repeat(101)], 'big.csv')))
    expect(result.current.file).toEqual({ name: 'big.csv', status: 'too-large' })
    expect(result.current.text).toBe(`${ADA}\n${BOB}`)

    await act(() => result.current.onSend())
    expect(result.current.sent).toBe(2)
    rerender({ audience: newAudience() })
    expect(result.current.chunks).toEqual([])
  })
})

describe('useAudienceManager', () => {
  test('moves to the audience created and puts the focus on the title', () => {
    const onCreated = vi.fn()
    const { result } = renderHook(() => useAudienceManager({ onCreated }))
    expect(result.current.audience).toBeUndefined()
    // The app's own title element: any focusable element.
    const title = document.body.appendChild(document.createElement('h2'))
    title.tabIndex = -1
    result.current.titleRef.current = title
    const audience = newAudience()
    act(() => result.current.onCreated(audience))
    expect(result.current.audience).toBe(audience)
    expect(result.current.created).toBe(audience)
    expect(onCreated).toHaveBeenCalledWith(audience)
    expect(document.activeElement).toBe(title)
    title.remove()
  })

  test('an audience given is the one shown, and is not announced as created', () => {
    const given = { id: 7, name: 'Given' }
    const { result } = renderHook(() => useAudienceManager({ audience: given }))
    expect(result.current.audience).toBe(given)
    act(() => result.current.onCreated(newAudience()))
    expect(result.current.audience).toBe(given)
    expect(result.current.created).toBeUndefined()
  })
})

/** An app's own markup: a name field, then a text area and a send button. */
function MyAudiences() {
  const manager = useAudienceManager<HTMLHeadingElement>()
  return manager.audience ? (
    <div>
      <h2 ref={manager.titleRef} tabIndex={-1}>
        {manager.audience.name}
      </h2>
      <MyContacts audience={manager.audience} />
    </div>
  ) : (
    <MyCreate onCreated={manager.onCreated} />
  )
}

function MyCreate({ onCreated }: { onCreated: (audience: Audience) => void }) {
  const form = useCreateAudienceForm({ projectId: 1, onCreated })
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        form.onSubmit()
      }}
    >
      <input
        aria-label="Name"
        value={form.name}
        onChange={(event) => form.onNameChange(event.target.value)}
      />
      {form.problem && <output>{form.problem}</output>}
      <button type="submit">Go</button>
    </form>
  )
}

function MyContacts({ audience }: { audience: AudienceRef }) {
  const form = useAudienceContactsForm({ projectId: 1, audience })
  return (
    <>
      <textarea
        aria-label="List"
        value={form.text}
        onChange={(event) => form.onTextChange(event.target.value)}
      />
      <button type="button" disabled={form.busy} onClick={() => void form.onSend()}>
        Send {form.parsed.contacts.length}
      </button>
      <output>{form.chunks.length > 0 && !form.busy && `${form.sent} of ${form.total}`}</output>
    </>
  )
}

describe("an app's own markup", () => {
  test('creates an audience and fills it', async () => {
    const user = userEvent.setup()
    render(<MyAudiences />, { wrapper: wrapper() })
    await user.click(screen.getByRole('button', { name: 'Go' }))
    expect(screen.getByText('required')).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Own markup{Enter}')
    const title = await screen.findByRole('heading', { name: 'Own markup' })
    expect(document.activeElement).toBe(title)
    const created = builder.audiences(1).find((a) => a.name === 'Own markup')!

    await user.click(screen.getByRole('textbox', { name: 'List' }))
    await user.paste(`${ADA}\nbad\n${BOB}`)
    await user.click(await screen.findByRole('button', { name: 'Send 2' }))
    expect(await screen.findByText('2 of 2')).toBeTruthy()
    expect(builder.contacts(1, created.id).map((c) => c.address.toLowerCase())).toEqual([ADA, BOB])
  })
})

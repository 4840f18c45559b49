'use client'
/**
 * The state of the form that creates an audience (`Builder/CreateAudience`):
 * the name as typed, its check before anything is sent, and the server's
 * answer. No markup: `CreateAudienceForm` draws it, or an app's own form.
 */
import { useState } from 'react'
import type { Audience } from '../../../core/schemas/audience.js'
import { isPlatformError } from '../../../core/transport/errors.js'
import { useCreateAudience } from '../../../react/hooks/useCreateAudience.js'

/** Why the name cannot be used. */
export type AudienceNameProblem = 'required' | 'too-long' | 'taken'

/** The longest audience name (decisions.md §6), in characters: code points, so an emoji is one. */
export const AUDIENCE_NAME_MAX = 100

export interface UseCreateAudienceFormOptions {
  readonly projectId: number
  /** Called with the audience once it is created. */
  readonly onCreated?: ((audience: Audience) => void) | undefined
}

export interface UseCreateAudienceFormResult {
  /** The name as typed. */
  readonly name: string
  /** Changes the name and forgets the problem of the last attempt. */
  readonly onNameChange: (name: string) => void
  /** Checks the trimmed name and, when it can be used, creates the audience. */
  readonly onSubmit: () => void
  /** True while the audience is being created. */
  readonly pending: boolean
  /** A problem with the name: found before sending, or `taken` (the server's `RequestConflict`). */
  readonly problem: AudienceNameProblem | undefined
  /** Any other failure to create. */
  readonly error: unknown
}

/**
 * The logic of the form that creates an audience, for any markup: the name,
 * a submit that checks it (1–100 characters once trimmed, counted in code
 * points) before `useCreateAudience` sends it, a `RequestConflict` answer as
 * the problem `taken`, and any other failure as `error`. Typing again clears
 * the problem. `CreateAudienceForm` is this hook with the kit's markup; the
 * result's names are those of `CreateAudienceFormView`'s props.
 *
 * @example
 * ```tsx
 * const form = useCreateAudienceForm({ projectId: 1, onCreated: (a) => setAudience(a) })
 * <form onSubmit={(e) => { e.preventDefault(); form.onSubmit() }}>
 *   <input value={form.name} onChange={(e) => form.onNameChange(e.target.value)} />
 *   {form.problem === 'taken' && <p role="alert">That name is taken.</p>}
 * </form>
 * ```
 */
export function useCreateAudienceForm({
  projectId,
  onCreated,
}: UseCreateAudienceFormOptions): UseCreateAudienceFormResult {
  const mutation = useCreateAudience()
  const [name, setName] = useState('')
  const [local, setLocal] = useState<AudienceNameProblem>()
  const taken = isPlatformError(mutation.error, 'RequestConflict')

  const onSubmit = () => {
    if (mutation.isPending) return
    const trimmed = name.trim()
    const problem = !trimmed
      ? 'required'
      : [...trimmed].length > AUDIENCE_NAME_MAX
        ? 'too-long'
        : undefined
    setLocal(problem)
    if (problem) return
    mutation.mutate(
      { projectId, name: trimmed },
      { onSuccess: ({ audience }) => onCreated?.(audience) },
    )
  }

  const onNameChange = (value: string) => {
    setName(value)
    setLocal(undefined)
    if (mutation.isError) mutation.reset()
  }

  return {
    name,
    onNameChange,
    onSubmit,
    pending: mutation.isPending,
    problem: local ?? (taken ? 'taken' : undefined),
    error: taken ? undefined : (mutation.error ?? undefined),
  }
}

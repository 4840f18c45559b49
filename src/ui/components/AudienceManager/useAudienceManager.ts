'use client'
/**
 * The steps of an audience manager: create an audience unless one is given,
 * then add contacts to it. No markup: `AudienceManager` draws it, or an app's
 * own.
 */
import { type RefObject, useEffect, useRef, useState } from 'react'
import type { Audience } from '../../../core/schemas/audience.js'
import type { AudienceRef } from './useAudienceContactsForm.js'

export interface UseAudienceManagerOptions {
  /** An existing audience to add contacts to; without it, one is created first. */
  readonly audience?: AudienceRef | undefined
  /** Called with the audience once it is created. */
  readonly onCreated?: ((audience: Audience) => void) | undefined
}

export interface UseAudienceManagerResult<TTitle extends HTMLElement> {
  /** The audience contacts go to: the one given, else the one created; none yet: show the create step. */
  readonly audience: AudienceRef | undefined
  /** The audience this manager created, while it is the one shown: announce it. */
  readonly created: Audience | undefined
  /** Give it to the create step: it moves the manager to the contacts step. */
  readonly onCreated: (audience: Audience) => void
  /**
   * Put it on the contacts step's title (focusable, `tabIndex={-1}`): the
   * focus moves there once the audience is created, as the create form that
   * held it goes away.
   */
  readonly titleRef: RefObject<TTitle | null>
}

/**
 * The logic of an audience manager, for any markup: which step to show (the
 * audience given, else the one created, else none yet: the create step), the
 * handler the create step calls, and a ref for the contacts step's title that
 * takes the focus when the audience has been created, so that the keyboard
 * stays in the manager when the create form leaves. Use it with
 * `useCreateAudienceForm` and `useAudienceContactsForm`; `AudienceManager` is
 * all three with the kit's markup.
 *
 * @example
 * ```tsx
 * const manager = useAudienceManager<HTMLHeadingElement>({ onCreated: (a) => console.log(a.id) })
 * return manager.audience ? (
 *   <h2 ref={manager.titleRef} tabIndex={-1}>{manager.audience.name}</h2>
 * ) : (
 *   <MyCreateForm onCreated={manager.onCreated} />
 * )
 * ```
 */
export function useAudienceManager<TTitle extends HTMLElement = HTMLElement>({
  audience: given,
  onCreated,
}: UseAudienceManagerOptions = {}): UseAudienceManagerResult<TTitle> {
  const [created, setCreated] = useState<Audience>()
  const titleRef = useRef<TTitle>(null)

  // The create form goes away once the audience exists: keep the focus in the manager.
  useEffect(() => {
    if (created) titleRef.current?.focus()
  }, [created])

  return {
    audience: given ?? created,
    created: given ? undefined : created,
    onCreated: (audience) => {
      setCreated(audience)
      onCreated?.(audience)
    },
    titleRef,
  }
}

'use client'
/**
 * The form that adds contacts to an audience (`Builder/AddAudienceContacts`),
 * bound: `useAudienceContactsForm` drawn by the view (`AudienceContactsFormView`,
 * in a file of its own).
 */
import { forwardRef } from 'react'
import { AudienceContactsFormView } from './AudienceContactsFormView.js'
import type { AudienceManagerStrings } from './strings.js'
import {
  type AudienceContactsAdded,
  type AudienceRef,
  useAudienceContactsForm,
} from './useAudienceContactsForm.js'

export {
  AudienceContactsFormView,
  type AudienceContactsFormViewProps,
} from './AudienceContactsFormView.js'

export interface AudienceContactsFormProps {
  readonly projectId: number
  /** The audience the contacts go to. */
  readonly audience: AudienceRef
  /** Called after each call that added contacts, with those contacts. */
  readonly onAdded?: (added: AudienceContactsAdded) => void
  /** The text the list starts with. */
  readonly defaultText?: string
  /** The largest file read, in bytes (default 10 MB). */
  readonly maxFileBytes?: number
  /** How many invalid lines are listed before "and N more". */
  readonly maxInvalidShown?: number
  /** The locale numbers are written in (default: the `PlatformProvider`'s `locale`, else `en-US`). */
  readonly locale?: string
  readonly className?: string
  readonly strings?: Partial<AudienceManagerStrings>
}

/**
 * Adds contacts to an audience with `useAddAudienceContacts`: reads pasted
 * text or an uploaded `.csv`/`.txt` file, shows which lines are invalid
 * before anything is sent, then sends only the valid contacts in calls of at
 * most 1,000, one after the other. A failed call does not stop the others
 * (each is all or nothing on the server) and can be sent again on its own.
 * Its logic is `useAudienceContactsForm`, for an app that draws its own form.
 *
 * @example
 * ```tsx
 * <AudienceContactsForm projectId={1} audience={{ id: 101, name: 'Allow list' }} />
 * ```
 */
export const AudienceContactsForm = forwardRef<HTMLFormElement, AudienceContactsFormProps>(
  function AudienceContactsForm(props: AudienceContactsFormProps, ref) {
    // The props are the hook's options and the view's; the hook's result is named after the
    // view's props (its progress members are not props, nor are the options).
    const form = useAudienceContactsForm(props)
    return <AudienceContactsFormView {...props} {...form} ref={ref} />
  },
)
AudienceContactsForm.displayName = 'AudienceContactsForm'

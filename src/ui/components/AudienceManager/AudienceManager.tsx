'use client'
/**
 * Audiences of a Builder project: a form that creates one
 * (`Builder/CreateAudience`) and a form that adds contacts to it from pasted
 * or uploaded text (`Builder/AddAudienceContacts`), checking every line before
 * anything is sent and sending the valid contacts 1,000 at a time. The forms
 * live in `./audience/`, their logic in `useCreateAudienceForm`,
 * `useAudienceContactsForm` and `useAudienceManager`.
 */
import { forwardRef, useId } from 'react'
import type { Audience } from '../../../core/schemas/audience.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { cx } from '../../shared/format.js'
import { clampText } from '../../shared/safety.js'
import { withStrings } from '../../shared/strings.js'
import { AudienceContactsForm, type AudienceContactsFormProps } from './AudienceContactsForm.js'
import { CreateAudienceForm } from './CreateAudienceForm.js'
import { AUDIENCE_MANAGER_STRINGS } from './strings.js'
import type { AudienceRef } from './useAudienceContactsForm.js'
import { useAudienceManager } from './useAudienceManager.js'

export {
  AudienceContactsForm,
  type AudienceContactsFormProps,
  AudienceContactsFormView,
  type AudienceContactsFormViewProps,
} from './AudienceContactsForm.js'
export {
  CreateAudienceForm,
  type CreateAudienceFormProps,
  CreateAudienceFormView,
  type CreateAudienceFormViewProps,
} from './CreateAudienceForm.js'
export type { ContactsChunk } from './contactChunks.js'
export { AUDIENCE_MANAGER_STRINGS, type AudienceManagerStrings } from './strings.js'
export {
  type AudienceContactsAdded,
  type AudienceRef,
  type ContactsFileStatus,
  MAX_CONTACTS_FILE_BYTES,
} from './useAudienceContactsForm.js'
export { AUDIENCE_NAME_MAX, type AudienceNameProblem } from './useCreateAudienceForm.js'

export interface AudienceManagerProps
  extends Pick<
    AudienceContactsFormProps,
    'projectId' | 'onAdded' | 'defaultText' | 'maxFileBytes' | 'locale' | 'className' | 'strings'
  > {
  /** An existing audience to add contacts to; without it, the manager creates one first. */
  readonly audience?: AudienceRef
  /** Called with the audience once it is created. */
  readonly onCreated?: (audience: Audience) => void
}

/**
 * Creates an audience and fills it: first a form that names a new audience
 * (unless `audience` is given), then a form that takes pasted or uploaded
 * contacts, shows the invalid lines before anything is sent, and sends the
 * valid contacts 1,000 a call, with progress, the result and a retry for each
 * failed call. The interface has no read of audiences, so the result is the
 * number of contacts sent, not a re-read `contactCount`. Its logic is
 * `useAudienceManager` with `useCreateAudienceForm` and
 * `useAudienceContactsForm`, for an app that draws its own.
 *
 * @example
 * ```tsx
 * <AudienceManager projectId={1} onCreated={(a) => console.log('created', a.id)} />
 * <AudienceManager projectId={1} audience={{ id: 101, name: 'Allow list' }} />
 * ```
 */
export const AudienceManager = forwardRef<HTMLElement, AudienceManagerProps>(
  function AudienceManager({ className, ...forms }: AudienceManagerProps, ref) {
    const text = withStrings(AUDIENCE_MANAGER_STRINGS, forms.strings)
    // The props but the class are the hook's options and the forms' props.
    const { audience, created, onCreated, titleRef } =
      useAudienceManager<HTMLParagraphElement>(forms)
    const id = useId()

    return (
      <section
        ref={ref}
        className={cx('pk-audience', className)}
        aria-labelledby={audience ? `${id}-title` : undefined}
      >
        {audience ? (
          <>
            <p id={`${id}-title`} ref={titleRef} className="pk-audience__title" tabIndex={-1}>
              {fillIsolated(text.audienceTitle, { name: clampText(audience.name, 120) })}
            </p>
            {created && (
              <p className="pk-visually-hidden" role="status">
                {fillIsolated(text.audienceCreated, { name: clampText(created.name, 120) })}
              </p>
            )}
            <AudienceContactsForm {...forms} audience={audience} />
          </>
        ) : (
          <CreateAudienceForm {...forms} onCreated={onCreated} />
        )}
      </section>
    )
  },
)
AudienceManager.displayName = 'AudienceManager'

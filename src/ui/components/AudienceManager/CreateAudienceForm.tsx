'use client'
/**
 * The form that creates an audience (`Builder/CreateAudience`): the view, as
 * it is given, and the bound form, which is `useCreateAudienceForm` drawn by
 * the view.
 */
import { type FormEvent, forwardRef, useId } from 'react'
import type { Audience } from '../../../core/schemas/audience.js'
import { errorMessage } from '../../shared/errorMessage.js'
import { fillIsolated } from '../../shared/fillIsolated.js'
import { cx } from '../../shared/format.js'
import { clampText } from '../../shared/safety.js'
import { withStrings } from '../../shared/strings.js'
import { AUDIENCE_MANAGER_STRINGS, type AudienceManagerStrings } from './strings.js'
import { type AudienceNameProblem, useCreateAudienceForm } from './useCreateAudienceForm.js'

export interface CreateAudienceFormViewProps {
  readonly name: string
  readonly onNameChange: (name: string) => void
  readonly onSubmit: () => void
  /** True while the audience is being created. */
  readonly pending?: boolean
  /** A problem with the name, shown at the field. */
  readonly problem?: AudienceNameProblem | undefined
  /** Any other failure, shown under the form. */
  readonly error?: unknown
  readonly className?: string
  readonly strings?: Partial<AudienceManagerStrings>
}

/**
 * The form that names a new audience, as it is given: a labelled name field
 * (1–100 characters) and a create button. It shows a problem with the name at
 * the field (`aria-invalid`, described by the message) and any other failure
 * in an alert.
 *
 * @example
 * ```tsx
 * <CreateAudienceFormView name={name} onNameChange={setName} onSubmit={create} problem="taken" />
 * ```
 */
export const CreateAudienceFormView = forwardRef<HTMLFormElement, CreateAudienceFormViewProps>(
  function CreateAudienceFormView(
    {
      name,
      onNameChange,
      onSubmit,
      pending = false,
      problem,
      error,
      className,
      strings,
    }: CreateAudienceFormViewProps,
    ref,
  ) {
    const text = withStrings(AUDIENCE_MANAGER_STRINGS, strings)
    const id = useId()
    const problemText =
      problem &&
      { required: text.nameRequired, 'too-long': text.nameTooLong, taken: text.nameTaken }[problem]
    const submit = (event: FormEvent) => {
      event.preventDefault()
      if (!pending) onSubmit()
    }
    return (
      <form
        ref={ref}
        className={cx('pk-audience-create', className)}
        onSubmit={submit}
        noValidate
        aria-busy={pending || undefined}
      >
        <fieldset className="pk-audience__fieldset">
          <legend className="pk-audience__legend">{text.createLegend}</legend>
          <label className="pk-audience__label" htmlFor={`${id}-name`}>
            {text.nameLabel}
          </label>
          <div className="pk-audience__row">
            <input
              id={`${id}-name`}
              className="pk-input pk-audience__name"
              value={name}
              autoComplete="off"
              required
              aria-invalid={problemText ? true : undefined}
              aria-describedby={cx(`${id}-hint`, problemText && `${id}-problem`)}
              onChange={(event) => onNameChange(event.target.value)}
            />
            <button type="submit" className="pk-button" disabled={pending}>
              {pending ? text.creating : text.create}
            </button>
          </div>
          <p id={`${id}-hint`} className="pk-audience__hint">
            {text.nameHint}
          </p>
          {problemText && (
            <p id={`${id}-problem`} className="pk-audience__problem" role="alert">
              {problemText}
            </p>
          )}
          {!problemText && error !== undefined && error !== null && (
            <p className="pk-audience__problem" role="alert">
              {fillIsolated(text.createFailed, { message: clampText(errorMessage(error), 300) })}
            </p>
          )}
        </fieldset>
      </form>
    )
  },
)
CreateAudienceFormView.displayName = 'CreateAudienceFormView'

export interface CreateAudienceFormProps {
  readonly projectId: number
  /** Called with the audience once it is created. */
  readonly onCreated?: (audience: Audience) => void
  readonly className?: string
  readonly strings?: Partial<AudienceManagerStrings>
}

/**
 * Creates an audience in a project with `useCreateAudience`: checks the name
 * (1–100 characters, trimmed) before sending, and shows a `RequestConflict`
 * as "an audience with this name exists". Its logic is
 * `useCreateAudienceForm`, for an app that draws its own form.
 *
 * @example
 * ```tsx
 * <CreateAudienceForm projectId={1} onCreated={(audience) => setAudience(audience)} />
 * ```
 */
export const CreateAudienceForm = forwardRef<HTMLFormElement, CreateAudienceFormProps>(
  function CreateAudienceForm(props: CreateAudienceFormProps, ref) {
    // The props are the hook's options and the view's; the hook's result is named after the view's props.
    const form = useCreateAudienceForm(props)
    return <CreateAudienceFormView {...props} {...form} ref={ref} />
  },
)
CreateAudienceForm.displayName = 'CreateAudienceForm'

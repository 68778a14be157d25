import type { Form } from '@atelier/schema'
import type { FormValues } from './field-value.js'
import { FormStrings } from './form-strings.js'
import { submissionFailure } from './submission-failure.js'
import { validateForm } from './validate-form.js'

/** SPEC §4 Site form submit, as states a form island renders. */
export type SiteFormState =
  | {
      status: 'editing'
      fieldErrors: Record<string, string>
      message: string | undefined
      /** Set after a failed attempt: the island resets the captcha widget, if any. */
      resetCaptcha: boolean
    }
  | { status: 'submitting'; buttonLabel: string }
  | { status: 'redirecting'; url: string }
  | { status: 'submitted'; submissionMessage: Form['submissionMessage']; submissionHTML: string }

export type SiteFormEvent =
  | { type: 'submit'; values: FormValues; captchaToken?: string | undefined }
  | { type: 'key-failed' }
  | { type: 'save-failed'; status: number; body: unknown }
  /** The site refused the visitor's session (crumb); the island words it as the storefront does. */
  | { type: 'crumb-failed'; message: string }
  | { type: 'saved' }

export const initialSiteFormState: SiteFormState = {
  status: 'editing',
  fieldErrors: {},
  message: undefined,
  resetCaptcha: false,
}

const failed = (
  fieldErrors: Record<string, string>,
  message: string | undefined,
): SiteFormState => ({
  status: 'editing',
  fieldErrors,
  message,
  resetCaptcha: true,
})

/**
 * One step of the submit flow: submit locks the form with 'Submitting…' once the answers and the
 * captcha pass; the island then fetches a form key and saves, reporting back with the other events.
 */
export function siteFormSubmit(
  form: Pick<
    Form,
    'fields' | 'captchaEnabled' | 'successRedirect' | 'submissionMessage' | 'submissionHTML'
  >,
  state: SiteFormState,
  event: SiteFormEvent,
): SiteFormState {
  switch (event.type) {
    case 'submit': {
      // A locked form ignores further clicks until the save answers.
      if (state.status !== 'editing') return state
      const validation = validateForm(form, event.values)
      if (!validation.ok) return failed(validation.errors, undefined)
      if (form.captchaEnabled && !event.captchaToken) {
        return failed({}, FormStrings.captchaIncomplete)
      }
      return { status: 'submitting', buttonLabel: FormStrings.submitting }
    }
    case 'key-failed':
      return state.status === 'submitting' ? failed({}, FormStrings.noSubmissionKey) : state
    case 'save-failed': {
      if (state.status !== 'submitting') return state
      const failure = submissionFailure(event.status, event.body)
      return failure.kind === 'fields'
        ? failed(failure.errors, undefined)
        : failed({}, failure.message)
    }
    case 'crumb-failed':
      return state.status === 'submitting' ? failed({}, event.message) : state
    case 'saved':
      if (state.status !== 'submitting') return state
      return form.successRedirect
        ? { status: 'redirecting', url: form.successRedirect }
        : {
            status: 'submitted',
            submissionMessage: form.submissionMessage,
            submissionHTML: form.submissionHTML,
          }
  }
}

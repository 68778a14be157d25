import {
  FormStrings,
  formSubmissionPayload,
  initialSiteFormState,
  problemNotice,
  siteFormSubmit,
} from '@atelier/forms'
import type { SiteFormEvent, SiteFormState } from '@atelier/forms'
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks'
import { apiRequest } from '../api/api-request.js'
import { AltchaWidget } from './altcha-widget.js'
import { noticePositionFor, showFieldErrors } from './field-errors.js'
import { readFormFields } from './read-form-fields.js'
import { readFormValues } from './read-form-values.js'

export interface SiteFormProps {
  form: HTMLFormElement
}

/** Where the saved answers came from; the page may say more in `data-*` attributes of `<body>`. */
function pageContext() {
  const body = document.body.dataset
  return {
    pageTitle: document.title,
    pageId: body.pageId ?? '',
    contentSource: body.contentSource === 'i' ? ('i' as const) : ('c' as const),
    pagePath: location.pathname,
    pagePermissionTypeValue: Number(body.pagePermissionTypeValue ?? 1) || 1,
  }
}

/**
 * SPEC §4 site form submit, on the theme's form markup: lock with 'Submitting…', check the answers
 * with `@atelier/forms`, get a key, save; on success redirect or show the submission message; on
 * failure unlock, show the errors above the fields and reset the captcha.
 */
export function SiteForm({ form }: SiteFormProps) {
  const fields = useMemo(() => readFormFields(form), [form])
  const captchaEnabled = form.dataset.captcha === 'true'
  const rules = useMemo(
    () => ({
      fields: fields.map((entry) => entry.field),
      captchaEnabled,
      successRedirect: form.dataset.successRedirect || undefined,
      submissionMessage: [],
      submissionHTML: '',
    }),
    [fields, captchaEnabled, form],
  )
  const [state, dispatch] = useReducer(
    (current: SiteFormState, event: SiteFormEvent) => siteFormSubmit(rules, current, event),
    initialSiteFormState,
  )
  const [resetCount, setResetCount] = useState(0)
  const token = useRef<string | undefined>(undefined)
  const notice = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    const onSubmit = (event: Event) => {
      event.preventDefault()
      dispatch({
        type: 'submit',
        values: readFormValues(form, fields),
        captchaToken: token.current,
      })
    }
    form.addEventListener('submit', onSubmit)
    return () => form.removeEventListener('submit', onSubmit)
  }, [form, fields])

  useEffect(() => {
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
    if (button !== null) {
      button.dataset.label ??= button.textContent ?? ''
      button.disabled = state.status === 'submitting'
      button.textContent = state.status === 'submitting' ? state.buttonLabel : button.dataset.label
    }
    if (state.status === 'editing') {
      showFieldErrors(fields, state.fieldErrors)
      if (state.resetCaptcha) setResetCount((count) => count + 1)
    }
    if (state.status === 'submitting') void save()
    if (state.status === 'redirecting') location.assign(state.url)
    if (state.status === 'submitted') showSubmitted(form)
    // Each state runs its effect once; `save` reads the form as it is now.
  }, [state])

  async function save() {
    const keyAnswer = await apiRequest<{ key?: string }>('POST', '/api/form/FormSubmissionKey', {})
    const key = keyAnswer.ok ? keyAnswer.data.key : undefined
    if (key === undefined) {
      dispatch({ type: 'key-failed' })
      return
    }
    const payload = formSubmissionPayload(
      { key, captchaKey: token.current, ...pageContext() },
      readFormValues(form, fields),
    )
    const saved = await apiRequest('POST', '/api/form/SaveFormSubmission', {
      ...payload,
      formId: form.dataset.formId,
    })
    dispatch(
      saved.ok
        ? { type: 'saved' }
        : { type: 'save-failed', status: saved.status, body: saved.body },
    )
  }

  const message =
    state.status !== 'editing' ? undefined : (state.message ?? fieldErrorsNotice(state.fieldErrors))

  /** The scroll hint points at a field with an error; errors for fields not on the page get none. */
  function fieldErrorsNotice(errors: Readonly<Record<string, string>>): string | undefined {
    if (Object.keys(errors).length === 0 || notice.current === null) return undefined
    if (!fields.some(({ field }) => errors[field.id] !== undefined))
      return FormStrings.fieldsInvalid
    return problemNotice(noticePositionFor(notice.current, fields, errors))
  }

  return (
    <>
      {captchaEnabled && state.status !== 'submitted' ? (
        <AltchaWidget resetCount={resetCount} onToken={(value) => (token.current = value)} />
      ) : null}
      <p ref={notice} class="site-form__notice" role="alert" hidden={message === undefined}>
        {message ?? ''}
      </p>
    </>
  )
}

/** Hides the fields and shows what the owner wrote for after a submission (or a plain thank-you). */
function showSubmitted(form: HTMLFormElement): void {
  for (const child of form.querySelectorAll<HTMLElement>(
    '.form-field, .site-form__submit, .site-form__disclaimer, .captcha',
  )) {
    child.hidden = true
  }
  const submission = form.parentElement?.querySelector<HTMLElement>('.site-form__submission')
  const status = form.querySelector<HTMLElement>('.site-form__message')
  if (submission) submission.hidden = false
  else if (status) {
    status.hidden = false
    status.textContent = form.dataset.submittedText || 'Thank you!'
  }
}

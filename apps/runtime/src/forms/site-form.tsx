import {
  FormStrings,
  PAGE_PERMISSION_TYPE_VALUES,
  PagePermissionType,
  formSubmissionPayload,
  initialSiteFormState,
  isReadableSaveAnswer,
  problemNotice,
  siteFormSubmit,
} from '@atelier/forms'
import type { SiteFormEvent, SiteFormState } from '@atelier/forms'
import { render } from 'preact'
import { useEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks'
import { apiRequest } from '../api/api-request.js'
import { crumbFailMessage } from '../api/crumb-fail-message.js'
import { AltchaWidget } from './altcha-widget.js'
import { noticePositionFor, showFieldErrors } from './field-errors.js'
import { readFormFields } from './read-form-fields.js'
import { readFormValues } from './read-form-values.js'

export interface SiteFormProps {
  form: HTMLFormElement
  /** An empty element above the fields, where the notice shows when the visitor is up there. */
  topSlot?: HTMLElement
}

/**
 * Where the notice goes: beside the submit button, unless the form was sent while its button was
 * below the screen (Enter in a field near the top of a long form); then above the fields, where the
 * visitor is, and its hint says to scroll down (SPEC §8: 'scroll down' when the message is above).
 */
function noticePlacement(form: HTMLFormElement): 'top' | 'bottom' {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (button === null) return 'bottom'
  return button.getBoundingClientRect().top >= window.innerHeight ? 'top' : 'bottom'
}

/**
 * Where the saved answers came from: `<body>`'s `data-page-id` and `data-content-source`, and the
 * page's permission type printed on the form (public when a page prints none).
 */
function pageContext(form: HTMLFormElement) {
  const body = document.body.dataset
  const permission = Number(form.dataset.pagePermissionTypeValue)
  return {
    pageTitle: document.title,
    pageId: body.pageId ?? '',
    contentSource: body.contentSource === 'i' ? ('i' as const) : ('c' as const),
    pagePath: location.pathname,
    pagePermissionTypeValue: (PAGE_PERMISSION_TYPE_VALUES as readonly number[]).includes(permission)
      ? permission
      : PagePermissionType.public,
  }
}

/**
 * SPEC §4 site form submit, on the theme's form markup: lock with 'Submitting…', check the answers
 * with `@atelier/forms`, get a key, save; on success redirect or show the submission message; on
 * failure unlock, show the errors above the fields and reset the captcha.
 */
export function SiteForm({ form, topSlot }: SiteFormProps) {
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
  const placement = useRef<'top' | 'bottom'>('bottom')

  useEffect(() => {
    const onSubmit = (event: Event) => {
      event.preventDefault()
      placement.current = topSlot === undefined ? 'bottom' : noticePlacement(form)
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
      const crumbMessage = keyAnswer.ok ? undefined : crumbFailMessage(keyAnswer.failure)
      dispatch(
        crumbMessage === undefined
          ? { type: 'key-failed' }
          : { type: 'crumb-failed', message: crumbMessage },
      )
      return
    }
    const payload = formSubmissionPayload(
      { key, captchaKey: token.current, ...pageContext(form) },
      readFormValues(form, fields),
    )
    // `formId` is not in SPEC's payload: a page may hold several forms, and the server finds the
    // form to check the answers against by it.
    const saved = await apiRequest('POST', '/api/form/SaveFormSubmission', {
      ...payload,
      formId: form.dataset.formId,
    })
    const crumbMessage = saved.ok ? undefined : crumbFailMessage(saved.failure)
    if (saved.ok && isReadableSaveAnswer(saved.data)) dispatch({ type: 'saved' })
    else if (crumbMessage !== undefined) dispatch({ type: 'crumb-failed', message: crumbMessage })
    else {
      const body = saved.ok ? saved.data : saved.body
      dispatch({ type: 'save-failed', status: saved.status, body })
    }
  }

  const atTop = placement.current === 'top' && topSlot !== undefined
  const message =
    state.status !== 'editing' ? undefined : (state.message ?? fieldErrorsNotice(state.fieldErrors))

  useEffect(() => {
    if (topSlot === undefined) return
    render(
      atTop && message !== undefined ? (
        <p class="site-form__notice" role="alert">
          {message}
        </p>
      ) : null,
      topSlot,
    )
  }, [atTop, message, topSlot])

  /** The scroll hint points at a field with an error; errors for fields not on the page get none. */
  function fieldErrorsNotice(errors: Readonly<Record<string, string>>): string | undefined {
    const shownAt = atTop ? topSlot : notice.current
    if (Object.keys(errors).length === 0 || shownAt == null) return undefined
    if (!fields.some(({ field }) => errors[field.id] !== undefined))
      return FormStrings.fieldsInvalid
    return problemNotice(noticePositionFor(shownAt, fields, errors))
  }

  return (
    <>
      {captchaEnabled && state.status !== 'submitted' ? (
        <AltchaWidget resetCount={resetCount} onToken={(value) => (token.current = value)} />
      ) : null}
      <p
        ref={notice}
        class="site-form__notice"
        role="alert"
        hidden={message === undefined || atTop}
      >
        {message ?? ''}
      </p>
    </>
  )
}

/**
 * Hides the whole form (title, sections, fields, notices) and shows what the owner wrote for after a
 * submission: the message and post-submit HTML beside the form, or else a plain thank-you in it.
 */
function showSubmitted(form: HTMLFormElement): void {
  const submission = form.parentElement?.querySelector<HTMLElement>('.site-form__submission')
  if (submission) {
    form.hidden = true
    submission.hidden = false
    bringIntoView(submission)
    return
  }
  const status = form.querySelector<HTMLElement>('.site-form__message')
  for (const child of form.children) {
    if (child instanceof HTMLElement && child !== status) child.hidden = true
  }
  if (status) {
    status.hidden = false
    status.textContent = form.dataset.submittedText || 'Thank you!'
    bringIntoView(status)
  }
}

/**
 * The long form collapses to its message, which may now sit above the viewport behind the sticky
 * header: it is scrolled to (the theme's `scroll-margin-top` clears the header) and focused, so
 * sighted and screen-reader visitors alike learn the form was sent.
 */
function bringIntoView(message: HTMLElement): void {
  if (!message.hasAttribute('tabindex')) message.tabIndex = -1
  message.focus({ preventScroll: true })
  message.scrollIntoView?.({ block: 'center' })
}

import { FormStrings, restockFailureMessage, validateRestockEmail } from '@atelier/forms'
import { useEffect, useLayoutEffect, useState } from 'preact/hooks'
import { apiRequest } from '../api/api-request.js'
import { NEWSLETTER_SUBSCRIBED_EVENT } from './newsletter-subscribed-event.js'

/** Shown once the sign-up went through; with double opt-in the visitor must still confirm by mail. */
export const newsletterStrings = {
  subscribed: 'Thank you! You are now subscribed.',
  pending: 'Thank you! Please check your email to confirm your subscription.',
} as const

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; text: string }

/** The newsletter block and the popup overlay's form: one email (and maybe a name) to a list. */
export function NewsletterForm({ form }: { form: HTMLFormElement }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  // At once, not after the next paint: a submit the loader held is sent again right after mounting.
  useLayoutEffect(() => {
    const onSubmit = async (event: Event) => {
      event.preventDefault()
      const data = new FormData(form)
      const email = validateRestockEmail(String(data.get('email') ?? ''))
      if (!email.ok) {
        setStatus({ kind: 'failed', text: email.message })
        return
      }
      setStatus({ kind: 'sending' })
      const answer = await apiRequest<{ status?: string }>('POST', '/api/newsletter/subscribe', {
        email: email.email,
        ...(form.dataset.listId ? { listId: form.dataset.listId } : {}),
        ...(data.get('fname') ? { firstName: String(data.get('fname')) } : {}),
        ...(data.get('lname') ? { lastName: String(data.get('lname')) } : {}),
      })
      if (!answer.ok) {
        setStatus({ kind: 'failed', text: restockFailureMessage(answer.body) })
        return
      }
      form.dispatchEvent(new CustomEvent(NEWSLETTER_SUBSCRIBED_EVENT, { bubbles: true }))
      setStatus({
        kind: 'done',
        text:
          answer.data.status === 'pending'
            ? newsletterStrings.pending
            : newsletterStrings.subscribed,
      })
    }
    const listener = (event: Event) => void onSubmit(event)
    form.addEventListener('submit', listener)
    return () => form.removeEventListener('submit', listener)
  }, [form])

  useEffect(() => {
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
    if (button !== null) {
      button.dataset.label ??= button.textContent ?? ''
      button.disabled = status.kind === 'sending'
      button.textContent = status.kind === 'sending' ? FormStrings.submitting : button.dataset.label
    }
    if (status.kind === 'done') {
      for (const row of form.querySelectorAll<HTMLElement>(
        '.newsletter-form__row, .form-field__row, .form-field',
      )) {
        row.hidden = true
      }
    }
  }, [status, form])

  if (status.kind !== 'done' && status.kind !== 'failed') return null
  return (
    <p class={`newsletter-form__status newsletter-form__status--${status.kind}`} role="status">
      {status.text}
    </p>
  )
}

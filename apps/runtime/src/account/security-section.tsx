import type { ComponentChildren } from 'preact'
import { useId, useState } from 'preact/hooks'
import type { ApiResult } from '../api/api-request.js'
import { accountFailureMessage } from './account-failure.js'
import { AccountNotice } from './account-field.js'

/**
 * One titled form of /account/security: its fields, one button, and what it says when done.
 * `act` gets the form; `after` runs on success (leaving the page, for the ones that sign out).
 */
export function SecuritySection(props: {
  title: string
  hint?: string
  button: string
  danger?: boolean
  children?: ComponentChildren
  act: (form: HTMLFormElement) => Promise<ApiResult<unknown>>
  doneText: (data: unknown) => string
  after?: () => void
}) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [done, setDone] = useState<string | undefined>(undefined)

  async function submit(event: Event) {
    event.preventDefault()
    const form = event.currentTarget as HTMLFormElement
    setBusy(true)
    setError(undefined)
    setDone(undefined)
    const result = await props.act(form)
    setBusy(false)
    if (!result.ok) {
      setError(accountFailureMessage(result.failure, result.body))
      return
    }
    form.reset()
    setDone(props.doneText(result.data))
    props.after?.()
  }

  return (
    <section class="account-security__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} class="account-security__title">
        {props.title}
      </h2>
      {props.hint ? <p class="account-form__hint">{props.hint}</p> : null}
      <form class="account-login__form" onSubmit={submit} aria-busy={busy}>
        <AccountNotice error={error} done={done} />
        {props.children}
        <button
          type="submit"
          class={props.danger ? 'button account-security__danger' : 'button button--primary'}
          disabled={busy}
        >
          {props.button}
        </button>
      </form>
    </section>
  )
}

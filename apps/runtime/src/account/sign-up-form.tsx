import { useState } from 'preact/hooks'
import { runtimeStrings } from '../runtime-strings.js'
import { accountFailureMessage } from './account-failure.js'
import { AccountField, AccountNotice, fieldOf } from './account-field.js'
import { signUp } from './account-security-api.js'
import { accountStrings } from './account-strings.js'

/**
 * /account/signup: Email and Password. The server answers the same whether or not the address
 * has an account ("we sent a link"), so the form only ever says that. `email` fills the field
 * (the order confirmation's offer to a guest).
 */
export function SignUpForm(props: { email?: string }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [done, setDone] = useState<string | undefined>(undefined)

  async function submit(event: Event) {
    event.preventDefault()
    const form = event.currentTarget as HTMLFormElement
    setBusy(true)
    setError(undefined)
    const result = await signUp(fieldOf(form, 'email'), fieldOf(form, 'password'))
    setBusy(false)
    if (result.ok) setDone(result.data.message)
    else setError(accountFailureMessage(result.failure, result.body))
  }

  if (done) return <AccountNotice done={done} />
  return (
    <form class="account-login__form" onSubmit={submit} aria-busy={busy}>
      <AccountNotice error={error} />
      <AccountField
        label={runtimeStrings.email}
        name="email"
        type="email"
        autocomplete="email"
        defaultValue={props.email}
      />
      <AccountField
        label={runtimeStrings.password}
        name="password"
        type="password"
        autocomplete="new-password"
        hint={accountStrings.passwordHint}
      />
      <button type="submit" class="button button--primary" disabled={busy}>
        {busy ? accountStrings.creatingAccount : accountStrings.createAccount}
      </button>
      <p class="account-form__links">
        {accountStrings.haveAccount} <a href="/account/login">{accountStrings.signInLink}</a>
      </p>
    </form>
  )
}

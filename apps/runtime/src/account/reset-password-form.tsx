import { useState } from 'preact/hooks'
import { runtimeStrings } from '../runtime-strings.js'
import { accountFailureMessage } from './account-failure.js'
import { AccountField, AccountNotice, fieldOf } from './account-field.js'
import { completePasswordReset, requestPasswordReset } from './account-security-api.js'
import { accountStrings } from './account-strings.js'

/**
 * /account/reset-password: without a token, asks for the email and mails a link (the answer is
 * the same for any address); with the link's token, sets the new password, which signs every
 * other device out and this one in.
 */
export function ResetPasswordForm(props: { token: string }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const [done, setDone] = useState<string | undefined>(undefined)

  async function submit(event: Event) {
    event.preventDefault()
    const form = event.currentTarget as HTMLFormElement
    setBusy(true)
    setError(undefined)
    const result =
      props.token === ''
        ? await requestPasswordReset(fieldOf(form, 'email'))
        : await completePasswordReset(props.token, fieldOf(form, 'password'))
    setBusy(false)
    if (result.ok) setDone(result.data.message)
    else setError(accountFailureMessage(result.failure, result.body))
  }

  if (done) {
    return (
      <div>
        <AccountNotice done={done} />
        {props.token === '' ? null : (
          <p>
            <a class="button button--primary" href="/account">
              {accountStrings.continueToAccount}
            </a>
          </p>
        )}
      </div>
    )
  }
  return (
    <form class="account-login__form" onSubmit={submit} aria-busy={busy}>
      <AccountNotice error={error} />
      {props.token === '' ? (
        <AccountField label={runtimeStrings.email} name="email" type="email" autocomplete="email" />
      ) : (
        <AccountField
          label={accountStrings.newPassword}
          name="password"
          type="password"
          autocomplete="new-password"
          hint={accountStrings.passwordHint}
        />
      )}
      <button type="submit" class="button button--primary" disabled={busy}>
        {props.token === ''
          ? busy
            ? accountStrings.sending
            : accountStrings.sendResetLink
          : busy
            ? accountStrings.saving
            : accountStrings.setPassword}
      </button>
      <p class="account-form__links">
        {props.token === '' ? null : (
          <>
            <a href="/account/reset-password">{accountStrings.newResetLink}</a>
            {' · '}
          </>
        )}
        <a href="/account/login">{accountStrings.signInLink}</a>
      </p>
    </form>
  )
}

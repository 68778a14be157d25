import { useEffect, useState } from 'preact/hooks'
import { accountFailureMessage } from './account-failure.js'
import { AccountNotice } from './account-field.js'
import { verifyEmail } from './account-security-api.js'
import { accountStrings } from './account-strings.js'

/**
 * /account/verify#token=…: opens the mailed link (sign-up or email change) once the page has
 * loaded, so a mail scanner fetching the page spends nothing; then offers the account.
 */
export function VerifyEmail(props: { token: string }) {
  const [state, setState] = useState<{ error?: string; done?: boolean }>({})
  useEffect(() => {
    if (props.token === '') {
      setState({ error: accountStrings.missingToken })
      return
    }
    void verifyEmail(props.token).then((result) => {
      if (result.ok) setState({ done: true })
      else setState({ error: accountFailureMessage(result.failure, result.body) })
    })
  }, [props.token])

  if (state.error) return <AccountNotice error={state.error} />
  if (!state.done) return <p role="status">{accountStrings.verifying}</p>
  return (
    <div>
      <AccountNotice done={accountStrings.verified} />
      <p>
        <a class="button button--primary" href="/account">
          {accountStrings.continueToAccount}
        </a>
      </p>
    </div>
  )
}

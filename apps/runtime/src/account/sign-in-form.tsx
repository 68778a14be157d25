import { commerceStrings, type AddFailure } from '@atelier/commerce'
import { useId, useState } from 'preact/hooks'
import { documentCookies } from '../api/cookies.js'
import { isSignedIn } from '../cart/should-load-cart.js'
import { runtimeStrings } from '../runtime-strings.js'
import { signIn, signOut } from './account-api.js'

export interface SignInFormProps {
  /** Where to go once signed in or out. */
  readonly returnTo: string
  /** Leaves the page (tests replace it). */
  readonly go?: (url: string) => void
}

/** SPEC §8 wording for crumb and network failures; otherwise the server's own message. */
function messageOf(failure: AddFailure, body: unknown): string {
  const said = (body as { message?: unknown } | undefined)?.message
  if (failure.kind === 'rate-limited' && typeof said === 'string') return said
  switch (failure.kind) {
    case 'crumb-fail':
      return failure.cookiesEnabled ? commerceStrings.sessionExpired : commerceStrings.enableCookies
    case 'network':
      return commerceStrings.checkInternetConnection
    case 'rate-limited':
      return commerceStrings.tryAgainInAFewSeconds
    default:
      return failure.message ?? commerceStrings.pleaseTryAgain
  }
}

/**
 * The sign-in form of /account/login (Email, Password, 'Remember me'); a visitor already signed
 * in (SPEC §6: the SiteUserInfo cookie) gets 'Sign out' instead. Either way the visitor goes back
 * to `returnTo` afterwards, where the cart pill shows the account's cart.
 */
export function SignInForm({
  returnTo,
  go = (url) => window.location.assign(url),
}: SignInFormProps) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)

  if (isSignedIn(documentCookies())) {
    return (
      <div class="account-login__signed-in">
        <p>{runtimeStrings.signedIn}</p>
        {error ? (
          <p class="account-login__error" role="alert">
            {error}
          </p>
        ) : null}
        <button
          type="button"
          class="button button--primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true)
            const result = await signOut(false)
            setBusy(false)
            if (result.ok) go(returnTo)
            else setError(messageOf(result.failure, result.body))
          }}
        >
          {runtimeStrings.signOut}
        </button>
      </div>
    )
  }

  async function submit(event: Event) {
    event.preventDefault()
    const form = event.currentTarget as HTMLFormElement
    const fields = new FormData(form)
    setBusy(true)
    setError(undefined)
    const result = await signIn(
      String(fields.get('email') ?? ''),
      String(fields.get('password') ?? ''),
      fields.get('rememberMe') === 'on',
    )
    setBusy(false)
    if (result.ok) go(returnTo)
    else setError(messageOf(result.failure, result.body))
  }

  return (
    <form class="account-login__form" onSubmit={submit} aria-busy={busy}>
      {error ? (
        <p class="account-login__error" role="alert">
          {error}
        </p>
      ) : null}
      <div class="form-field">
        <label class="form-field__label" for={`${id}-email`}>
          {runtimeStrings.email}
        </label>
        <input
          id={`${id}-email`}
          class="form-field__input"
          type="email"
          name="email"
          autocomplete="username"
          required
        />
      </div>
      <div class="form-field">
        <label class="form-field__label" for={`${id}-password`}>
          {runtimeStrings.password}
        </label>
        <input
          id={`${id}-password`}
          class="form-field__input"
          type="password"
          name="password"
          autocomplete="current-password"
          required
        />
      </div>
      <label class="account-login__remember">
        <input type="checkbox" name="rememberMe" /> {runtimeStrings.rememberMe}
      </label>
      <button type="submit" class="button button--primary" disabled={busy}>
        {busy ? runtimeStrings.signingIn : runtimeStrings.signIn}
      </button>
    </form>
  )
}

import { render } from 'preact'
import { linkToken } from '../account/account-security-api.js'
import { ResetPasswordForm } from '../account/reset-password-form.js'
import { SecurityPage } from '../account/security-page.js'
import { SignUpForm } from '../account/sign-up-form.js'
import { VerifyEmail } from '../account/verify-email.js'
import { mountIslands } from '../islands/mount-islands.js'

/**
 * The customer-account pages other than sign-in (`data-form`): signup, verify, reset and
 * security. A link's token is read from the fragment and then dropped from the address bar.
 */
export function mountAccountForm(root: HTMLElement): void {
  const token = linkToken(window.location.hash)
  if (token !== '') history.replaceState(null, '', window.location.pathname)
  root.textContent = ''
  switch (root.dataset.form) {
    case 'signup':
      render(
        <SignUpForm email={new URLSearchParams(window.location.search).get('email') ?? ''} />,
        root,
      )
      break
    case 'verify':
      render(<VerifyEmail token={token} />, root)
      break
    case 'reset':
      render(<ResetPasswordForm token={token} />, root)
      break
    case 'security':
      render(<SecurityPage signedIn={root.dataset.signedIn === 'yes'} />, root)
      break
  }
}

mountIslands('account-form', mountAccountForm)

import { render } from 'preact'
import { returnPath } from '../account/return-path.js'
import { SignInForm } from '../account/sign-in-form.js'
import { mountIslands } from '../islands/mount-islands.js'

/** /account/login: the sign-in form, sending the visitor back where they came from. */
export function mountAccountLogin(root: HTMLElement): void {
  const returnTo = returnPath(root.dataset.returnTo, document.referrer, window.location.origin)
  root.textContent = ''
  render(<SignInForm returnTo={returnTo} />, root)
}

mountIslands('account-login', mountAccountLogin)

import { documentCookies } from '../api/cookies.js'
import { isSignedIn } from '../cart/should-load-cart.js'
import { runtimeStrings } from '../runtime-strings.js'
import { AccountField, fieldOf } from './account-field.js'
import {
  changeEmail,
  changePassword,
  deleteAccount,
  signOutEverywhere,
} from './account-security-api.js'
import { accountStrings } from './account-strings.js'
import { SecuritySection } from './security-section.js'

const messageOf = (data: unknown) => (data as { message?: string } | undefined)?.message ?? ''

/**
 * /account/security ("Sign-in and security"): change password, change email, sign out
 * everywhere and delete the account. A visitor who is not signed in (by the server's word when
 * the page was made, and by the SiteUserInfo cookie) is sent to sign in.
 */
export function SecurityPage(props: { signedIn: boolean; go?: (url: string) => void }) {
  const go = props.go ?? ((url: string) => window.location.assign(url))
  // The server's word (`signedIn`: a reset elsewhere ends this session) and the cookie's.
  if (!props.signedIn || !isSignedIn(documentCookies())) {
    return (
      <p>
        {accountStrings.securityNotSignedIn}{' '}
        <a href="/account/login?returnTo=%2Faccount%2Fsecurity">{accountStrings.signInLink}</a>
      </p>
    )
  }
  return (
    <div class="account-security">
      <SecuritySection
        title={accountStrings.changePassword}
        button={accountStrings.changePassword}
        act={(form) =>
          changePassword(fieldOf(form, 'currentPassword'), fieldOf(form, 'newPassword'))
        }
        doneText={() => accountStrings.passwordChanged}
      >
        <AccountField
          label={accountStrings.currentPassword}
          name="currentPassword"
          type="password"
          autocomplete="current-password"
        />
        <AccountField
          label={accountStrings.newPassword}
          name="newPassword"
          type="password"
          autocomplete="new-password"
          hint={accountStrings.passwordHint}
        />
      </SecuritySection>
      <SecuritySection
        title={accountStrings.changeEmail}
        button={accountStrings.changeEmail}
        act={(form) => changeEmail(fieldOf(form, 'password'), fieldOf(form, 'newEmail'))}
        doneText={messageOf}
      >
        <AccountField
          label={accountStrings.newEmail}
          name="newEmail"
          type="email"
          autocomplete="email"
        />
        <AccountField
          label={runtimeStrings.password}
          name="password"
          type="password"
          autocomplete="current-password"
        />
      </SecuritySection>
      <SecuritySection
        title={accountStrings.signOutEverywhere}
        hint={accountStrings.signOutEverywhereHint}
        button={accountStrings.signOutEverywhere}
        act={() => signOutEverywhere()}
        doneText={() => ''}
        after={() => go('/account/login')}
      />
      <SecuritySection
        title={accountStrings.deleteAccount}
        hint={accountStrings.deleteAccountHint}
        button={accountStrings.confirmDelete}
        danger
        act={(form) => deleteAccount(fieldOf(form, 'password'))}
        doneText={() => accountStrings.accountDeleted}
        after={() => go('/')}
      >
        <AccountField
          label={runtimeStrings.password}
          name="password"
          type="password"
          autocomplete="current-password"
        />
      </SecuritySection>
    </div>
  )
}

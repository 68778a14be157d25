/**
 * Words of the customer-account forms (sign-up, verification, reset, sign-in and security): SPEC
 * gives none, so they are our own, in one place a locale can replace.
 */
export const accountStrings = {
  createAccount: 'Create Account',
  creatingAccount: 'Creating account…',
  noAccount: 'New here?',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  forgotPassword: 'Forgot password?',
  passwordHint: 'At least 8 characters; not a common password.',
  newPassword: 'New password',
  currentPassword: 'Current password',
  newEmail: 'New email',
  sendResetLink: 'Send reset link',
  newResetLink: 'Ask for a new link',
  sending: 'Sending…',
  setPassword: 'Set new password',
  saving: 'Saving…',
  verifying: 'Verifying your email…',
  verified: 'Your email is verified and you are signed in.',
  continueToAccount: 'Go to your account',
  missingToken:
    'This link is incomplete. Please open the link from the mail again, or ask for a new one.',
  changePassword: 'Change password',
  passwordChanged: 'Your password is changed. Every other device is signed out.',
  changeEmail: 'Change email',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereHint: 'Ends every session of your account, on this device too.',
  deleteAccount: 'Delete my account',
  deleteAccountHint:
    "Your account, its sign-in and saved details are removed. Orders stay with the shop for its books. This can't be undone.",
  confirmDelete: 'Delete account',
  securityNotSignedIn: 'Please sign in to manage your account.',
  accountDeleted: 'Your account is deleted.',
} as const

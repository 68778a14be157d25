/** Visible strings of site-user accounts (SPEC gives none: our own wording). */
export const siteUserStrings = {
  // One message for every failure, so nobody can learn which accounts exist.
  signInFailed: 'Your email or password is incorrect.',
  tooManyAttempts: 'Too many sign-in attempts. Please try again in a few minutes.',
  invalidEmail: 'Please enter a valid email',
  passwordTooShort: 'The password must be at least 8 characters long',
  passwordTooLong: 'The password must be at most 1024 characters long',
  passwordTooCommon:
    'This password is one of the most common passwords and easy to guess. Please choose another.',
  passwordIsEmail: 'The password must not be your email address.',
  signInTitle: 'Sign In',
  signUpTitle: 'Create Account',
  verifyTitle: 'Verify Your Email',
  resetTitle: 'Reset Password',
  securityTitle: 'Sign-in and Security',
  // The same answer whether or not the address has an account.
  signUpSent:
    'Thanks! We sent a link to that address. Open it to verify your email and finish creating your account.',
  resetSent:
    'If an account uses that address, we sent it a link to choose a new password. The link works for one hour.',
  emailChangeSent:
    'We sent a link to the new address. Your email changes once you open it; until then you sign in with the current one.',
  tooManyRequests: 'Too many requests. Please try again later.',
  linkInvalid:
    'This link is no longer valid: it was already used, it expired, or it is incomplete. Please ask for a new one.',
  emailVerified: 'Your email is verified.',
  passwordReset: 'Your password is changed. Every other device is signed out.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  notSignedIn: 'Please sign in first.',
  emailUnverified:
    'Please verify your email first: open the link we mailed you. To get a new link, create your account again with the same email.',
  accountsOff: 'Customer accounts are not available on this site.',
  emailTaken: 'That address cannot be used. Please choose another.',
  sameEmail: 'That is already your email address.',
} as const

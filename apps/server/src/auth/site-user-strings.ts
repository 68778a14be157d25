/** Visible strings of site-user accounts (SPEC gives none: our own wording). */
export const siteUserStrings = {
  // One message for every failure, so nobody can learn which accounts exist.
  signInFailed: 'Your email or password is incorrect.',
  tooManyAttempts: 'Too many sign-in attempts. Please try again in a few minutes.',
  invalidEmail: 'Please enter a valid email',
  passwordTooShort: 'The password must be at least 8 characters long',
  signInTitle: 'Sign In',
} as const

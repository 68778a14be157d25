/** What newsletter sign-ups answer in `{message}`, which the newsletter form shows. */
export const MailingStrings = {
  unknownList: 'This mailing list does not exist.',
  signUpFailed: 'Unable to sign up. Please try again later.',
} as const

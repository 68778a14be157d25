/** What cart recovery answers and mails (the reminder, the restore link's pages, the delay). */
export const cartRecoveryStrings = {
  delayOutOfRange:
    'The reminder delay must be a whole number of minutes from 15 to 10080 (7 days).',
  oneItem: '1 item',
  items: '{count} items',
  reminderLink: 'Pick up where you left off: {link}',
  reminderFooter:
    'The link works for 14 days. If you already ordered, there is nothing more to do.',
  linkExpired: 'This cart link has expired. Your cart may still be waiting on the site.',
  linkInvalid: 'This cart link is not valid.',
  tooManyAttempts: 'Too many attempts. Please try again in a few minutes.',
} as const

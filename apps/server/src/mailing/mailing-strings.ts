/** What newsletter sign-ups and the owner's list calls answer in `{message}`. */
export const MailingStrings = {
  unknownList: 'This mailing list does not exist.',
  signUpFailed: 'Unable to sign up. Please try again later.',
  unknownSubscriber: 'This subscriber is not on the list.',
  alreadySubscribed: '{email} is already on this list.',
  tooManyLists: 'A site can have at most {max} mailing lists.',
  csvNoEmailColumn: 'The file needs an Email column.',
  csvUnreadable: 'The file is not a CSV file that can be read.',
  csvTooManyRows: 'A file can add at most {max} subscribers at a time.',
  csvEmpty: 'The file has no subscribers.',
  csvRowInvalid: 'Row {row}: {message}',
  csvUnknownStatus:
    "'{status}' is not one of the statuses pending, subscribed, unsubscribed, bounced.",
  csvDuplicate: '{email} appears more than once in the file.',
} as const

export function fillMailing(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}

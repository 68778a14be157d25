/** The texts of the Forms & Lists area (the owner's inbox of submissions and subscribers). */
export const inboxStrings = {
  areaTitle: 'Forms & Lists',
  forms: 'Forms',
  mailingLists: 'Mailing Lists',
  downloadCsv: 'Download CSV',
  noForms: 'The site has no forms yet.',
  noSubmissions: 'No submissions yet.',
  noLists: 'The site has no mailing lists yet.',
  noSubscribers: 'No subscribers yet.',
  submittedOn: 'Submitted on {date}',
  fromPage: 'from {page}',
  email: 'Email',
  name: 'Name',
  status: 'Status',
  signedUp: 'Signed Up',
  subscriberStatus: { pending: 'Pending', subscribed: 'Subscribed', unsubscribed: 'Unsubscribed' },
} as const

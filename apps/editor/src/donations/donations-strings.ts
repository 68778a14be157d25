/** The back office's donations section: every visible word in one place. */
export const donationsStrings = {
  title: 'Donations',
  exportCsv: 'Export CSV',
  none: 'No donations yet. Add a Donation block to a page to take them.',
  date: 'Date',
  giver: 'Giver',
  amount: 'Amount',
  test: 'Test',
  testMode: 'test',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Donations, page {page}',
} as const

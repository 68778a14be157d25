/** The texts of the Mailing Lists area (lists, double opt-in, subscribers, CSV). */
export const mailingListsStrings = {
  areaTitle: 'Mailing Lists',
  intro:
    'Lists collect the people who sign up through newsletter blocks and forms. Connect a block to a list from the block’s settings.',
  newList: 'New List',
  createList: 'Create List',
  listName: 'List name',
  nameRequired: 'Please enter a list name',
  doubleOptIn: 'Require double opt-in',
  doubleOptInHint: 'New subscribers confirm their address by mail before they are subscribed.',
  save: 'Save',
  saved: 'Saved',
  cancel: 'Cancel',
  deleteList: 'Delete List',
  deleteTitle: 'Delete {name}?',
  deleteDescription:
    'The list and its {count} subscribers will be deleted. This cannot be undone, and blocks connected to it stop taking sign-ups.',
  keepList: 'Keep List',
  noLists: "You don't have any mailing lists. Please create one before continuing",
  listChoiceOne: '{name} (1 subscriber)',
  listChoice: '{name} ({count} subscribers)',
  subscribers: 'Subscribers',
  search: 'Search subscribers',
  noSubscribers: 'No subscribers yet.',
  noMatches: 'No subscribers match your search.',
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Name',
  status: 'Status',
  signedUp: 'Signed Up',
  actions: 'Actions',
  addSubscriber: 'Add Subscriber',
  removeSubscriber: 'Remove {email}',
  removeTitle: 'Remove {email}?',
  removeDescription: 'They will no longer be on {name}. This cannot be undone.',
  remove: 'Remove',
  keep: 'Keep',
  exportCsv: 'Export CSV',
  loadMore: 'Load More',
  importCsv: 'Import CSV',
  importHint:
    'A CSV file with an Email column; First Name, Last Name and Status columns are read when present.',
  imported: '{added} added, {existing} already on the list.',
  subscriberStatus: {
    pending: 'Pending',
    subscribed: 'Subscribed',
    unsubscribed: 'Unsubscribed',
    bounced: 'Bounced',
  },
} as const

export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}

/**
 * Words of the memberships and newsletter sections of /account and their calls (issue 21; SPEC
 * gives none: our own wording). Placeholders are `{name}`, filled by `fillTemplate`.
 */
export const accountSectionStrings = {
  memberships: 'Memberships',
  joinedOn: 'Joined on {date}',
  renewsOn: 'Next renewal on {date}',
  accessUntil: 'Access until {date}',
  active: 'Active',
  ending: 'Cancelled',
  pastDue: 'Payment failed',
  pastDueHint: 'The last renewal could not be charged: access is paused until it is paid.',
  ended: 'Ended',
  planFree: 'Free',
  planComp: 'Complimentary',
  openArea: 'Open {area}',
  cancelMembership: 'Cancel membership',
  cancelMembershipQuestion:
    'Cancel this membership? Nothing more is charged, and you keep access until the end of the period you paid for.',
  confirmCancelMembership: 'Yes, cancel membership',
  newsletters: 'Newsletters',
  subscribed: 'Subscribed',
  pending: 'Awaiting confirmation',
  pendingHint: 'We sent you an email: open its link to confirm.',
  notSubscribed: 'Not subscribed',
  subscribe: 'Subscribe',
  unsubscribe: 'Unsubscribe',
  // The calls' answers.
  membershipNotFound: 'Membership not found.',
  notCancellable: 'This membership has no payments to cancel.',
  listNotFound: 'Newsletter not found.',
} as const

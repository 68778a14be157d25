/** The Subscriptions section's words for renewals that failed (dunning). */
export const subscriptionDunningStrings = {
  retrying: 'Payment failed, retrying',
  cancelOn: 'Cancelled on {date} unless paid.',
} as const

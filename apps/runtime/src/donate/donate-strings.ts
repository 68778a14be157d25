/** The donate page's visible words (page type 203); one place, so a locale can replace them. */
export const donateStrings = {
  amount: 'Amount',
  otherAmount: 'Other amount',
  otherAmountLabel: 'Your amount ({currency})',
  name: 'Name (optional)',
  email: 'Email (for your receipt)',
  give: 'Give {amount}',
  giveNoAmount: 'Give',
  giving: 'Giving…',
  chooseAmount: 'Choose or enter an amount above zero.',
} as const

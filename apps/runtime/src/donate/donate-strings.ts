/** The donate page's visible words (page type 203); one place, so a locale can replace them. */
export const donateStrings = {
  amount: 'Amount',
  otherAmount: 'Other amount',
  otherAmountLabel: 'Your amount ({currency})',
  name: 'Name (optional)',
  email: 'Email (for your receipt)',
  give: 'Give {amount}',
  giveNoAmount: 'Give',
  frequency: 'Frequency',
  giveOnce: 'Give once',
  giveMonthly: 'Give monthly',
  giveEachMonth: 'Give {amount} monthly',
  monthlyConsent:
    'By giving, you allow this site to save your payment method and charge this amount each month, until you cancel (every receipt has a cancel link).',
  giving: 'Giving…',
  chooseAmount: 'Choose or enter an amount above zero.',
} as const

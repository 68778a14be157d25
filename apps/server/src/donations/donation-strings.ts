/** Every text the donation block's server side shows a giver or an owner (issue 20). */
export const donationStrings = {
  amountInvalid: 'Enter an amount above zero.',
  amountTooLarge: 'Enter an amount of at most {max}.',
  amountNotOffered: 'Choose one of the suggested amounts.',
  blockNotFound: 'This donation form is no longer on the site.',
  emailInvalid: 'Enter a valid email address.',
  nameTooLong: 'A name is at most 200 characters.',
  monthlyNotOffered: 'This form takes one-off gifts only.',
  cancelTitle: 'Cancel Monthly Gift',
  cancelIntro: 'Your monthly gift of {amount} is charged on the {day} of each month.',
  cancelButton: 'Cancel monthly gift',
  cancelledIntro: 'Your monthly gift is cancelled. No further charges will be made.',
  cancelUnknown: 'This cancel link is not valid.',
  monthlyReceiptCancel: 'Cancel your monthly gift: {url}',
  donateTitle: 'Donate',
  confirmedTitle: 'Thank You',
  confirmedIntro: 'Your contribution of {amount} has been received. A receipt was sent to {email}.',
  pendingTitle: 'Payment Processing',
  pendingIntro:
    'Your payment is being confirmed by the payment provider. This page shows the receipt once it is.',
  testMode: 'Test contribution: no money moved.',
  notFound: 'This donation does not exist.',
} as const

/** The payments area's own messages (the checkout's card messages live in `@atelier/commerce`). */
export const paymentStrings = {
  refundTooLarge: 'The refund is larger than what is left of the captured payment.',
  refundRefused: 'The payment provider did not accept the refund.',
  cardFieldsRefused:
    'Card details are never sent with an order. Tokenize the card first and send its token.',
  tokenMissing: 'Send the token of the card (from the payment provider), not the card.',
  badSignature: 'The webhook signature could not be verified.',
  stripeOff: 'Stripe payments are not set up for this site.',
  savedCardMissing: 'The saved card could not be charged.',
  authenticationRequired: 'Your bank asks you to confirm this payment.',
  amountMismatch: 'The payment does not match the order’s amount or currency.',
} as const

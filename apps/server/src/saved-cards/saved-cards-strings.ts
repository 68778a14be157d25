/** The saved payment methods' own messages (issue 21; SPEC gives none: our own wording). */
export const savedCardsStrings = {
  cardNotFound: 'This payment method is not saved to your account.',
  subscriptionNotFound: 'This subscription is not yours.',
  subscriptionEnded: 'This subscription has ended; its card can no longer be changed.',
  cardInUse:
    'This card pays for your subscription “{titles}”. Change the subscription’s card first, then remove this card.',
  otherProvider: 'This card cannot pay for this subscription (another payment provider).',
  providerOff: 'Saved cards are not available for this shop right now.',
  setupRefused: 'The card could not be saved. Please try another card.',
  unavailable: 'Your saved cards could not be loaded right now. Please try again later.',
} as const

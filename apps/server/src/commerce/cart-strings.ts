/**
 * Messages of the cart API that SPEC does not word (OWN). The add-to-cart rule messages come from
 * `@atelier/commerce` and the form messages from `@atelier/forms`; none are repeated here.
 */
export const cartApiStrings = {
  itemNotFound: 'Sorry, that item is unavailable.',
  entryNotFound: 'That item is no longer in your cart.',
  entryMismatch: 'That cart entry holds a different item.',
  notSubscribable: 'This item cannot be bought as a subscription.',
  notGiftCard: 'This item is not a gift card.',
  noneLeft: 'None are left.',
  oneLeft: 'Only 1 is left.',
  someLeft: 'Only {count} are left.',
} as const
